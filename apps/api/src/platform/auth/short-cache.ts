// A seconds-long cache of who is calling (issue 15): the session, the user's language and roles
// are read once per token every few seconds instead of on every request. Any request that may
// change them in this process (see mayWrite) empties it before and after it runs, and a value
// read while such a request ran is not kept. Another process's change shows within `ttlMs`.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

/** How long who-is-calling is reused: also how long another process may lag a sign-out. */
export const CALLER_CACHE_MS = 3_000;
const MAX_ENTRIES = 50_000;

export class ShortCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  /** Loads under way, so that requests missing the same key at once share one (issue 31). */
  private readonly loading = new Map<string, { generation: number; value: Promise<T> }>();
  private generation = 0;
  private readonly clock: Clock;
  private readonly ttlMs: number;
  private readonly maxEntries: number;

  /** `clock`: the app's (never the sandbox's travelling calendar), so a test that fixes it fixes the cache. */
  constructor(clock: Clock, ttlMs = CALLER_CACHE_MS, maxEntries = MAX_ENTRIES) {
    this.clock = clock;
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /**
   * The cached value, else `load()`'s (kept unless the cache was emptied meanwhile). A load of
   * the same key already under way since the cache was last emptied is shared, not repeated:
   * under a burst, one read per key goes to the database instead of one per request.
   */
  async get(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true) {
    const hit = this.entries.get(key);
    if (hit && hit.until > this.clock.now().getTime()) return hit.value;
    if (hit) this.entries.delete(key);
    const generation = this.generation;
    const under = this.loading.get(key);
    if (under && under.generation === generation) return under.value;
    const pending = load();
    this.loading.set(key, { generation, value: pending });
    try {
      const value = await pending;
      if (generation === this.generation && keep(value) && this.ttlMs > 0) {
        if (this.entries.size >= this.maxEntries) this.entries.clear();
        this.entries.set(key, { value, until: this.clock.now().getTime() + this.ttlMs });
      }
      return value;
    } finally {
      if (this.loading.get(key)?.value === pending) this.loading.delete(key);
    }
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
  }

  /** Empties the cache before and after every request that may write (see mayWrite). */
  clearOnWrites(app: FastifyInstance): void {
    const stop = app.changes.on('write', () => this.clear());
    app.addHook('onClose', async () => stop());
  }
}
