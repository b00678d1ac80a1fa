// The offline cache's limit (spec section 9): what the service worker (sw.ts) keeps is trimmed,
// oldest first, until it fits. Written against the smallest part of the Cache API it needs, so
// that a test can trim a cache of its own with a small limit.

/** Least limit a configuration may set (1 MiB); the default is 40 MiB. */
export const MIN_LIMIT_BYTES = 1024 * 1024;
export const DEFAULT_LIMIT_BYTES = 40 * 1024 * 1024;

/** The configuration's limit as the worker applies it: a number, at least the minimum. */
export function effectiveLimit(bytes: number | null): number {
  if (bytes === null || !Number.isFinite(bytes)) return DEFAULT_LIMIT_BYTES;
  return Math.max(MIN_LIMIT_BYTES, Math.round(bytes));
}

/** What trimming needs of a cache (the Cache API's keys, match and delete). */
export type TrimmableCache<R extends { url: string }> = {
  /** Oldest first, as the Cache API lists them. */
  keys(): Promise<readonly R[]>;
  match(request: R): Promise<{ blob(): Promise<{ size: number }> } | undefined>;
  delete(request: R): Promise<boolean>;
};

/**
 * Drops the oldest entries until the cache holds at most `limit` bytes, except those `keep`
 * names (the session check: it says whose answers these are). Returns the bytes left.
 */
export async function trimToLimit<R extends { url: string }>(
  cache: TrimmableCache<R>,
  limit: number,
  keep: (url: URL) => boolean,
): Promise<number> {
  const requests = await cache.keys();
  const sizes = await Promise.all(
    requests.map(async (request) => (await (await cache.match(request))?.blob())?.size ?? 0),
  );
  let total = sizes.reduce((sum, size) => sum + size, 0);
  for (let i = 0; total > limit && i < requests.length; i++) {
    const request = requests[i]!;
    // A kept entry still counts: the others make room for it.
    if (keep(new URL(request.url))) continue;
    await cache.delete(request);
    total -= sizes[i] ?? 0;
  }
  return total;
}
