import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@quit/contracts/account';
import { clearOfflineCache, resetOfflineCacheForNewAccount } from '@/lib/offline-cache';

/** The session query's key; every other query belongs to whoever is signed in. */
export const SESSION_QUERY_KEY = ['account', 'session'] as const;

/** True for every query but the session's own: they all show the signed-in person's data. */
export const belongsToAccount = (queryKey: readonly unknown[]) =>
  !(queryKey[0] === SESSION_QUERY_KEY[0] && queryKey[1] === SESSION_QUERY_KEY[1]);

/** A new session: nothing cached for a previous account may show through. */
export function storeSession(queryClient: QueryClient, session: SessionResponse): void {
  resetOfflineCacheForNewAccount();
  queryClient.removeQueries({ predicate: (query) => belongsToAccount(query.queryKey) });
  queryClient.setQueryData<SessionResponse | null>(SESSION_QUERY_KEY, session);
}

/** Signed out: forget everything and remember that nobody is signed in (no refetch needed). */
export function forgetSession(queryClient: QueryClient): void {
  clearOfflineCache();
  void queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
  queryClient.removeQueries({ predicate: (query) => belongsToAccount(query.queryKey) });
  queryClient.setQueryData<SessionResponse | null>(SESSION_QUERY_KEY, null);
}
