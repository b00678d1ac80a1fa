import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '@quit/contracts/account';
import { clearOfflineCache, resetOfflineCacheForNewAccount } from '@/lib/offline-cache';
import { accountKeys } from '@/lib/query-keys';

const sessionKey = accountKeys.session();

/** True for every query but the session's own: they all show the signed-in person's data. */
export const belongsToAccount = (queryKey: readonly unknown[]) =>
  !(queryKey[0] === sessionKey[0] && queryKey[1] === sessionKey[1]);

/** A new session: nothing cached for a previous account may show through. */
export function storeSession(queryClient: QueryClient, session: SessionResponse): void {
  resetOfflineCacheForNewAccount();
  queryClient.removeQueries({ predicate: (query) => belongsToAccount(query.queryKey) });
  queryClient.setQueryData<SessionResponse | null>(sessionKey, session);
}

/** Signed out: forget everything and remember that nobody is signed in (no refetch needed). */
export function forgetSession(queryClient: QueryClient): void {
  clearOfflineCache();
  void queryClient.cancelQueries({ queryKey: sessionKey });
  queryClient.removeQueries({ predicate: (query) => belongsToAccount(query.queryKey) });
  queryClient.setQueryData<SessionResponse | null>(sessionKey, null);
}
