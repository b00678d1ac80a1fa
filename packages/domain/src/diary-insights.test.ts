import { describe, expect, it } from 'vitest';
import { mostNamed } from './diary-insights';

describe('mostNamed', () => {
  it('counts each entry once per key, most named first, ties by key', () => {
    expect(
      mostNamed([['stress', 'coffee', 'stress'], ['coffee'], ['alcohol', 'coffee'], ['stress']]),
    ).toEqual([
      { key: 'coffee', count: 3 },
      { key: 'stress', count: 2 },
      { key: 'alcohol', count: 1 },
    ]);
  });

  it('keeps at most the limit, and nothing for no entries', () => {
    expect(mostNamed([['a', 'b', 'c']], 2)).toEqual([
      { key: 'a', count: 1 },
      { key: 'b', count: 1 },
    ]);
    expect(mostNamed([])).toEqual([]);
  });
});
