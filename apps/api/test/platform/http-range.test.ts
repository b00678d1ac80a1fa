import { describe, expect, it } from 'vitest';
import { resolveRange } from '../../src/platform/http-range';

describe('resolveRange (RFC 9110, one bytes range)', () => {
  it('reads first-last, open-ended and suffix ranges, clamped to the size', () => {
    expect(resolveRange('bytes=0-0', 10)).toEqual({ kind: 'partial', start: 0, end: 0 });
    expect(resolveRange('bytes=2-', 10)).toEqual({ kind: 'partial', start: 2, end: 9 });
    expect(resolveRange('bytes=-3', 10)).toEqual({ kind: 'partial', start: 7, end: 9 });
    expect(resolveRange('bytes=-30', 10)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(resolveRange('bytes=5-99', 10)).toEqual({ kind: 'partial', start: 5, end: 9 });
  });

  it('refuses ranges it cannot satisfy', () => {
    for (const header of ['bytes=10-', 'bytes=5-4', 'bytes=-0', 'bytes=-', 'bytes=a-b']) {
      expect(resolveRange(header, 10), header).toEqual({ kind: 'unsatisfiable' });
    }
    expect(resolveRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('sends the whole file without a range, for other units and for several ranges', () => {
    expect(resolveRange(undefined, 10)).toEqual({ kind: 'whole' });
    expect(resolveRange('items=0-1', 10)).toEqual({ kind: 'whole' });
    expect(resolveRange('bytes=0-1,4-5', 10)).toEqual({ kind: 'whole' });
  });
});
