import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absentShare, PRESENCE_MAX_ABSENT_SHARE, presenceVerdict } from './presence';

describe('presenceVerdict (T6)', () => {
  it('lets a collection seen throughout pass', () => {
    expect(presenceVerdict({ qr: '1'.repeat(300), face: '1'.repeat(300) })).toEqual({
      review: false,
      reason: null,
      seconds: 300,
      absentShare: 0,
    });
  });

  it('allows absences up to 20 % of the time, and sends more to review', () => {
    const seen = (n: number, absent: number) => '0'.repeat(absent) + '1'.repeat(n - absent);
    expect(presenceVerdict({ qr: seen(100, 20), face: '1'.repeat(100) }).review).toBe(false);
    const over = presenceVerdict({ qr: '1'.repeat(100), face: seen(100, 21) });
    expect(over).toMatchObject({ review: true, reason: 'presence_absent', seconds: 100 });
    expect(over.absentShare).toBeCloseTo(0.21);
  });

  it('counts a second absent when either the QR code or the face is missing', () => {
    expect(absentShare({ qr: '1100', face: '1010' })).toBe(0.75);
    // A second the face string lacks is unseen.
    expect(absentShare({ qr: '1111', face: '11' })).toBe(0.5);
  });

  it('sends a photo without flags to review instead of refusing it', () => {
    for (const flags of [undefined, null, { qr: '', face: '' }]) {
      expect(presenceVerdict(flags)).toMatchObject({ review: true, reason: 'presence_missing' });
    }
  });

  it('reviews exactly when the absent share is over the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 400 }),
        (seconds) => {
          const qr = seconds.map(([q]) => (q ? '1' : '0')).join('');
          const face = seconds.map(([, f]) => (f ? '1' : '0')).join('');
          const absent = seconds.filter(([q, f]) => !q || !f).length / seconds.length;
          const verdict = presenceVerdict({ qr, face });
          expect(verdict.review).toBe(absent > PRESENCE_MAX_ABSENT_SHARE);
          expect(verdict.absentShare).toBeCloseTo(absent);
        },
      ),
    );
  });
});
