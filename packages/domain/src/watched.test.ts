import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isWatched, watchedThresholdSeconds } from './watched';

describe('isWatched (P1: 90 % of the length)', () => {
  it('turns true at exactly 90 %', () => {
    expect(isWatched(89.999, 100)).toBe(false);
    expect(isWatched(90, 100)).toBe(true);
    expect(isWatched(269, 299)).toBe(false); // 90 % of 299 is 269.1
    expect(isWatched(269.1, 299)).toBe(true);
    expect(watchedThresholdSeconds(300)).toBe(270);
  });

  it('never counts a video without a length, or a negative or unknown position', () => {
    expect(isWatched(10, 0)).toBe(false);
    expect(isWatched(10, Number.NaN)).toBe(false);
    expect(isWatched(-1, 10)).toBe(false);
    expect(isWatched(Number.NaN, 10)).toBe(false);
    expect(isWatched(Number.POSITIVE_INFINITY, 10)).toBe(false);
  });

  it('agrees with position ≥ 0.9 × duration, is monotonic, and positions past the end count as the end', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 * 3600 }),
        fc.double({ min: 0, max: 4 * 3600, noNaN: true }),
        fc.double({ min: 0, max: 3600, noNaN: true }),
        (duration, position, more) => {
          const watched = isWatched(position, duration);
          expect(watched).toBe(Math.min(position, duration) * 10 >= duration * 9);
          if (watched) expect(isWatched(position + more, duration)).toBe(true);
          expect(isWatched(duration, duration)).toBe(true);
          expect(isWatched(duration * 2, duration)).toBe(true);
        },
      ),
    );
  });
});
