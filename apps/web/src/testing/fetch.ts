import { vi } from 'vitest';
import { webappConfig } from './fixtures';

// `fetch` is the network edge: tests replace it, never our own modules.

export type Route = (request: Request) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs `fetch` with the given routes, falling back to the webapp config and a 404. */
export function stubFetch(...routes: Route[]) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    for (const route of routes) {
      const response = await route(request);
      if (response) return response;
    }
    if (new URL(request.url).pathname === '/api/global/webapp') return json(webappConfig);
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
