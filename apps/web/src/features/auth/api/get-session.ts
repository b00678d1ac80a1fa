import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '@quit/contracts/account';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { authEvents } from '@/lib/auth-events';
import { accountKeys } from '@/lib/query-keys';

/** A3: the server ends a session after 15 idle minutes; asking every 10 keeps it alive. */
export const SESSION_REFRESH_MS = 10 * 60 * 1000;

/**
 * The current session, or null when nobody is signed in. The boot check asks
 * `/account/session/current`, which answers 200 with null for visitors, so that public pages
 * log no failed request (issue 13); a 401 (an older server) still means signed out.
 */
export async function getSession({
  signal,
}: { signal?: AbortSignal } = {}): Promise<SessionResponse | null> {
  try {
    // Every page asks this at boot: no second check of the answer (the server's zod serializer
    // checked it against the contract), so zod does not load with every page.
    const { current } = await apiRequest<{ current: SessionResponse | null }>(
      '/account/session/current',
      {
        signal,
        notify: false,
        signOutOnUnauthorized: false,
      },
    );
    return current;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const sessionQuery = () =>
  queryOptions({
    queryKey: accountKeys.session(),
    queryFn: async ({ signal, client }) => {
      const previous = client.getQueryData<SessionResponse | null>(accountKeys.session()) ?? null;
      const session = await getSession({ signal });
      if (session === null && previous !== null) {
        // The session ended while the app was open (idle, or signed out elsewhere): that is a
        // sign-out (A3). The keeper goes home and then clears the cache; until then the old
        // value stays, so that guarded pages do not redirect to sign-in on the way.
        authEvents.emitSignOut();
        return previous;
      }
      return session;
    },
    // Refreshing keeps the session alive, so it runs while signed in, in background tabs too.
    refetchInterval: (query) => (query.state.data ? SESSION_REFRESH_MS : false),
    refetchIntervalInBackground: true,
  });

export function useSession() {
  return useQuery(sessionQuery());
}
