// The seconds-long cache behind who-is-calling and the answers kept per user (issue 15): a burst
// of requests missing the same key shares one load (issue 31), but never one that started
// before the cache was emptied (a write), and a failed load is not kept.
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/platform/clock';
import { ShortCache } from '../../../src/platform/auth/short-cache';

/** A load that answers when told to, counting how often it was started. */
function gate<T>() {
  let started = 0;
  const opened: ((value: T) => void)[] = [];
  return {
    load: () => {
      started++;
      return new Promise<T>((resolve) => opened.push(resolve));
    },
    open: (value: T) => opened.shift()!(value),
    started: () => started,
  };
}

describe('ShortCache', () => {
  it('shares one load among requests that miss the same key at once, then keeps it', async () => {
    const cache = new ShortCache<string>(manualClock(), 1_000);
    const slow = gate<string>();
    const a = cache.get('ada', slow.load);
    const b = cache.get('ada', slow.load);
    const other = cache.get('grace', slow.load);
    expect(slow.started()).toBe(2);
    slow.open('ada v1');
    slow.open('grace v1');
    expect(await Promise.all([a, b, other])).toEqual(['ada v1', 'ada v1', 'grace v1']);
    expect(await cache.get('ada', slow.load)).toBe('ada v1');
    expect(slow.started()).toBe(2);
  });

  it('never shares a load that started before the cache was emptied', async () => {
    const cache = new ShortCache<string>(manualClock(), 1_000);
    const slow = gate<string>();
    const before = cache.get('ada', slow.load);
    cache.clear(); // a write committed meanwhile
    const after = cache.get('ada', slow.load);
    expect(slow.started()).toBe(2);
    slow.open('read before the write');
    slow.open('read after the write');
    expect(await before).toBe('read before the write');
    expect(await after).toBe('read after the write');
    // Only the read that began after the write is kept.
    expect(await cache.get('ada', slow.load)).toBe('read after the write');
    expect(slow.started()).toBe(2);
  });

  it('keeps nothing from a failed load, and the next request loads again', async () => {
    const cache = new ShortCache<string>(manualClock(), 1_000);
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('database gone');
    };
    await expect(
      Promise.all([cache.get('ada', failing), cache.get('ada', failing)]),
    ).rejects.toThrow('database gone');
    expect(calls).toBe(1);
    expect(await cache.get('ada', async () => 'back')).toBe('back');
  });

  it('forgets a kept value after its lifetime on its clock', async () => {
    const clock = manualClock();
    const cache = new ShortCache<string>(clock, 1_000);
    expect(await cache.get('ada', async () => 'v1')).toBe('v1');
    clock.advance(999);
    expect(await cache.get('ada', async () => 'v2')).toBe('v1');
    clock.advance(1);
    expect(await cache.get('ada', async () => 'v2')).toBe('v2');
  });
});
