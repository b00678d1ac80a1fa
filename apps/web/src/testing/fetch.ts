import { vi } from 'vitest';
import type { SessionResponse } from '@quit/contracts/account';
import { webappConfig } from './fixtures';

// `fetch` is the network edge: tests replace it, never our own modules.

export type Route = (request: Request) => Response | Promise<Response> | undefined;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const unauthenticated = () => json({ code: 'UNAUTHENTICATED', message: 'Please sign in' }, 401);

/** The web app's session check (the boot check answers 200 with null when signed out). */
export const SESSION_PATH = '/api/account/session/current';

/** Answers the session check with this session (null: signed out). */
export const sessionRoute =
  (session: SessionResponse | null): Route =>
  (request) => {
    if (new URL(request.url).pathname !== SESSION_PATH) return undefined;
    return json({ current: session });
  };

/** The dashboard's one read (record 0086). */
export const DASHBOARD_PATH = '/api/participant/dashboard';

/**
 * The dashboard's one read, unless a test answers it itself: put together from what the stubbed
 * single reads answer, as the server puts it together from their services (the API's dashboard
 * test holds the two equal). A part whose read is refused is null, as on the server.
 */
async function dashboardOf(read: (path: string) => Promise<Response>): Promise<Response> {
  const course = await read('/api/course/active');
  if (!course.ok) return course;
  const part = async (path: string, fallback: unknown = null) => {
    const response = await read(path);
    return response.ok ? ((await response.json()) as unknown) : fallback;
  };
  const spot = (await part('/api/course/spot-test', { spotTest: null })) as { spotTest: unknown };
  const balance = (await part('/api/participant/balance', {})) as {
    availableCents?: number;
    pendingCents?: number;
    donations?: { status: string }[];
  };
  const diary = (await part('/api/feedback/currentday')) as { openDays: number[] } | null;
  return json({
    course: await course.json(),
    courseDay: await part('/api/course/day'),
    today: await part('/api/resource/currentday'),
    diary,
    diaryLists:
      diary && diary.openDays.length > 0
        ? {
            symptoms: await part('/api/symptom', []),
            triggerTypes: await part('/api/triggertype', []),
          }
        : null,
    spotTest: spot.spotTest,
    questionnaires: await part('/api/participantquestionnaire', []),
    motivation: await part('/api/participant/motivation'),
    fundraiser: {
      availableCents: balance.availableCents ?? 0,
      pendingCents: balance.pendingCents ?? 0,
      supporters: (balance.donations ?? []).filter((gift) =>
        ['pending', 'available', 'paid_out'].includes(gift.status),
      ).length,
    },
  });
}

/**
 * Stubs `fetch` with the given routes. Anything they leave open gets the webapp config, a
 * signed-out session, no federated provider, or a 404.
 */
export function stubFetch(...routes: Route[]) {
  const answer = async (request: Request): Promise<Response> => {
    for (const route of routes) {
      const response = await route(request);
      if (response) return response;
    }
    const { pathname } = new URL(request.url);
    if (pathname === DASHBOARD_PATH && request.method === 'GET') {
      return dashboardOf((path) => answer(new Request(new URL(path, request.url), request)));
    }
    if (pathname === '/api/global/webapp') return json(webappConfig);
    if (pathname === SESSION_PATH) return json({ current: null });
    if (pathname === '/api/account/session') return unauthenticated();
    if (pathname === '/api/account/federated') return json({ enabled: false, providerName: '' });
    if (pathname === '/api/participant/fundraiser') return json({ story: null, photoStatus: null });
    // A participant who has agreed to the processing of health data (the consent dialog's own
    // tests answer this route themselves).
    if (pathname === '/api/participant/health-consent' && request.method === 'GET') {
      return json({
        given: true,
        version: 1,
        givenAt: '2026-11-01T10:00:00.000Z',
        currentVersion: 1,
      });
    }
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
    answer(new Request(new URL(String(input), 'http://localhost'), init)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Answers one method and path. */
export const on =
  (
    method: string,
    path: string,
    respond: (request: Request) => Response | Promise<Response>,
  ): Route =>
  (request) =>
    request.method === method && new URL(request.url).pathname === path
      ? respond(request)
      : undefined;

/** The requests a stubbed fetch received for a path, as Requests (their bodies can be read). */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, path: string): Request[] {
  return fetchMock.mock.calls
    .map(([input, init]) => new Request(new URL(String(input), 'http://localhost'), init))
    .filter((request) => new URL(request.url).pathname === path);
}
