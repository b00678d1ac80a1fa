import { ApiError, fallbackErrorCode, parseErrorBody } from '@/lib/api-error';
import { authEvents } from '@/lib/auth-events';
import { errorMessage } from '@/lib/error-message';
import { takeEarlyRead } from '@/lib/early-reads';
import { currentLanguage } from '@/lib/i18n';
import { isLazySchema, type LazySchema } from '@/lib/lazy-schema';
import { showToast } from '@/lib/toast';

/** Anything with a zod-style `parse`; the contracts' response schemas fit. */
export type ResponseSchema<T> = { parse: (data: unknown) => T };

export type ApiRequest<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Checks the answer; a lazy one (lib/lazy-schema) loads before the request is sent. */
  schema?: ResponseSchema<T> | LazySchema<T>;
  signal?: AbortSignal;
  /** Show the failure as a toast (default). Turn off where the caller shows it itself. */
  notify?: boolean;
  /**
   * Treat a 401 as the end of the session (default). The session check turns it off: for it a
   * 401 only means "not signed in", which is no reason to sign anyone out.
   */
  signOutOnUnauthorized?: boolean;
};

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server's prerender answers the app's calls itself (src/entry-server.tsx). */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const parsed = parseErrorBody(body);
  if (parsed) return new ApiError(parsed, status);
  return new ApiError({ code: fallbackErrorCode(status), message: '' }, status);
}

async function send<T>(
  path: string,
  request: ApiRequest<T> & { schema?: ResponseSchema<T> },
): Promise<T> {
  // A read the page's HTML started is asked where it was started, without the app's headers
  // (its language is in the address), so that the browser answers from it (record 0097).
  const isRead = (request.method ?? 'GET') === 'GET' && request.body === undefined;
  const early = isRead ? takeEarlyRead(path, currentLanguage()) : null;
  const headers: Record<string, string> = early
    ? {}
    : { Accept: 'application/json', 'X-Language': currentLanguage() };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await transport(early ?? `/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'include',
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error; // a cancelled query is not a failure
    throw new ApiError({ code: 'INTERNAL', message: '' }, 0, { cause: error });
  }

  const body = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, body);
    if (response.status === 401 && request.signOutOnUnauthorized !== false) {
      authEvents.emitSignOut();
    }
    throw error;
  }
  if (!request.schema) return body as T;
  try {
    return request.schema.parse(body);
  } catch (error) {
    // The server broke its contract: report it like any other server failure.
    throw new ApiError({ code: 'INTERNAL', message: '' }, response.status, { cause: error });
  }
}

/** Calls `/api{path}`: JSON in and out, session cookie, UI language, one toast per failure. */
export async function apiRequest<T>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  // Loaded first, as the calls did before they shared lib/lazy-schema: a chunk that fails to
  // load fails the call without a toast, and no request goes out.
  const schema = isLazySchema(request.schema) ? await request.schema() : request.schema;
  try {
    return await send(path, { ...request, schema });
  } catch (error) {
    if (request.notify !== false && !request.signal?.aborted) {
      showToast({ kind: 'error', message: errorMessage(error) });
    }
    throw error;
  }
}
