// Issue 30: the offline cache was never shown to stay within its limit. A cache of our own,
// filled past a small limit, is trimmed as the service worker trims its own.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMIT_BYTES,
  effectiveLimit,
  MIN_LIMIT_BYTES,
  trimToLimit,
  type TrimmableCache,
} from './offline-trim';

type Entry = { url: string };
const ORIGIN = 'https://quitpot.test';
const SESSION = '/api/account/session/current';

/** An in-memory cache that lists its entries oldest first, like the Cache API. */
function memoryCache(entries: [path: string, bytes: number][]) {
  const stored = new Map<Entry, number>(
    entries.map(([path, bytes]) => [{ url: ORIGIN + path }, bytes]),
  );
  const cache: TrimmableCache<Entry> = {
    keys: async () => [...stored.keys()],
    match: async (request) => {
      const size = stored.get(request);
      return size === undefined ? undefined : { blob: async () => ({ size }) };
    },
    delete: async (request) => stored.delete(request),
  };
  const paths = () => [...stored.keys()].map((entry) => entry.url.slice(ORIGIN.length));
  const bytes = () => [...stored.values()].reduce((sum, size) => sum + size, 0);
  return { cache, paths, bytes };
}

const keepSession = (url: URL) => url.pathname === SESSION;

describe('the offline cache stays within its limit', () => {
  it('drops the oldest entries until it fits a small limit', async () => {
    const { cache, paths, bytes } = memoryCache([
      ['/participant/dashboard', 400],
      ['/api/course/active', 300],
      ['/api/resource/currentday', 500],
      ['/api/programme/calendar', 200],
    ]);
    const left = await trimToLimit(cache, 1000, keepSession);
    // 1,400 bytes: the oldest (400) goes, and 1,000 fit.
    expect(paths()).toEqual([
      '/api/course/active',
      '/api/resource/currentday',
      '/api/programme/calendar',
    ]);
    expect(left).toBe(1000);
    expect(bytes()).toBe(left);
    expect(bytes()).toBeLessThanOrEqual(1000);
  });

  it('keeps the session check, oldest as it may be, and makes room with the others', async () => {
    const { cache, paths, bytes } = memoryCache([
      [SESSION, 500],
      ['/api/course/active', 300],
      ['/api/course/day', 300],
    ]);
    // 1,100 bytes: the session check stays and still counts; the next oldest (300) goes.
    expect(await trimToLimit(cache, 1000, keepSession)).toBe(800);
    expect(paths()).toEqual([SESSION, '/api/course/day']);
    expect(bytes()).toBeLessThanOrEqual(1000);
  });

  it('leaves a cache within its limit as it is', async () => {
    const { cache, paths } = memoryCache([
      ['/a', 10],
      ['/b', 20],
    ]);
    expect(await trimToLimit(cache, 30, keepSession)).toBe(30);
    expect(paths()).toEqual(['/a', '/b']);
  });

  it('applies the configuration limit with its floor and default', () => {
    expect(effectiveLimit(5 * MIN_LIMIT_BYTES + 0.4)).toBe(5 * MIN_LIMIT_BYTES);
    expect(effectiveLimit(10)).toBe(MIN_LIMIT_BYTES);
    expect(effectiveLimit(null)).toBe(DEFAULT_LIMIT_BYTES);
    expect(effectiveLimit(Number.NaN)).toBe(DEFAULT_LIMIT_BYTES);
  });
});
