import { describe, expect, it } from 'vitest';
import {
  cappedFinalResult,
  drawSpotDays,
  excusedSpotDay,
  isSpotWindowOpenAt,
  mayExcuse,
  missedAt,
  replacementSpotDay,
  spotResultEffect,
  spotTestMoments,
  SPOT_TEST_FIRST_DAY,
  SPOT_TEST_LAST_DAY,
  type SpotWindow,
} from './spot-test';

/** A seeded generator (mulberry32), so a run is repeatable. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('drawing the spot-test days (T7)', () => {
  it('draws day 8 to day 21, the edges included, each equally often', () => {
    const counts = new Map<number, number>();
    const random = seeded(1);
    const runs = 14 * 400;
    for (let i = 0; i < runs; i += 1) {
      const [day] = drawSpotDays(1, random);
      counts.set(day!, (counts.get(day!) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 8),
    );
    // 400 expected per day; a uniform draw stays well within ±25 % at this size.
    for (const count of counts.values()) expect(Math.abs(count - 400)).toBeLessThan(100);
  });

  it('reaches both edges with the extreme random numbers', () => {
    expect(drawSpotDays(1, () => 0)).toEqual([SPOT_TEST_FIRST_DAY]);
    expect(drawSpotDays(1, () => 0.999_999)).toEqual([SPOT_TEST_LAST_DAY]);
  });

  it('draws two distinct days, ascending, and none for 0', () => {
    const random = seeded(7);
    for (let i = 0; i < 200; i += 1) {
      const [a, b] = drawSpotDays(2, random);
      expect(a).toBeLessThan(b!);
      expect(a).toBeGreaterThanOrEqual(8);
      expect(b).toBeLessThanOrEqual(21);
    }
    expect(drawSpotDays(0, random)).toEqual([]);
  });

  it('refuses a count outside 0–2', () => {
    expect(() => drawSpotDays(3, Math.random)).toThrow(RangeError);
    expect(() => drawSpotDays(-1, Math.random)).toThrow(RangeError);
  });
});

describe('the moments of a spot test', () => {
  it('are 08:00 and 22:00 local on the drawn day', () => {
    const m = spotTestMoments('2027-01-04', 10, 'Europe/Berlin');
    expect(m.date).toBe('2027-01-13');
    expect(m.announceAt.toISOString()).toBe('2027-01-13T07:00:00.000Z');
    expect(m.dueAt.toISOString()).toBe('2027-01-13T21:00:00.000Z');
  });

  it('follow the clock change: the day clocks go forward and the day they go back', () => {
    // Berlin: summer time starts 2027-03-28 (02:00 → 03:00), ends 2027-10-31 (03:00 → 02:00).
    const spring = spotTestMoments('2027-03-19', 10, 'Europe/Berlin');
    expect(spring.date).toBe('2027-03-28');
    expect(spring.announceAt.toISOString()).toBe('2027-03-28T06:00:00.000Z');
    expect(spring.dueAt.toISOString()).toBe('2027-03-28T20:00:00.000Z');
    const autumn = spotTestMoments('2027-10-22', 10, 'Europe/Berlin');
    expect(autumn.announceAt.toISOString()).toBe('2027-10-31T07:00:00.000Z');
    expect(autumn.dueAt.toISOString()).toBe('2027-10-31T21:00:00.000Z');
    // Another zone: New York, 08:00 EST.
    const ny = spotTestMoments('2027-01-04', 8, 'America/New_York');
    expect(ny.announceAt.toISOString()).toBe('2027-01-11T13:00:00.000Z');
  });
});

describe('the window of a spot test', () => {
  const spot: SpotWindow = {
    state: 'announced',
    announceAt: new Date('2027-01-13T07:00:00Z'),
    dueAt: new Date('2027-01-13T21:00:00Z'),
  };
  const at = (iso: string) => new Date(iso);

  it('is open from 08:00 up to 22:00, not a millisecond before or at 22:00', () => {
    expect(isSpotWindowOpenAt(spot, at('2027-01-13T06:59:59.999Z'))).toBe(false);
    expect(isSpotWindowOpenAt(spot, at('2027-01-13T07:00:00Z'))).toBe(true);
    expect(isSpotWindowOpenAt(spot, at('2027-01-13T20:59:59Z'))).toBe(true);
    expect(isSpotWindowOpenAt(spot, at('2027-01-13T21:00:00Z'))).toBe(false);
  });

  it('still takes the photo of a kit scanned before 22:00, until its photo is due', () => {
    const started = at('2027-01-13T20:58:00Z');
    expect(isSpotWindowOpenAt(spot, at('2027-01-13T21:10:00Z'), started)).toBe(true);
    expect(isSpotWindowOpenAt(spot, at('2027-01-13T21:33:00Z'), started)).toBe(true);
    expect(isSpotWindowOpenAt(spot, at('2027-01-13T21:33:00.001Z'), started)).toBe(false);
    expect(missedAt(spot, started).toISOString()).toBe('2027-01-13T21:33:00.000Z');
    expect(missedAt(spot, null)).toEqual(spot.dueAt);
    // A kit scanned the day before does not count for this window.
    const before = at('2027-01-12T20:00:00Z');
    expect(isSpotWindowOpenAt(spot, at('2027-01-13T21:10:00Z'), before)).toBe(false);
  });

  it('is closed for a spot test taken, missed or cancelled', () => {
    for (const state of ['taken', 'missed', 'excused', 'cancelled'] as const) {
      expect(isSpotWindowOpenAt({ ...spot, state }, at('2027-01-13T12:00:00Z'))).toBe(false);
    }
  });
});

describe('the outcome rules (T7)', () => {
  it('maps each result to its effect on the course', () => {
    expect(spotResultEffect('passed')).toBe('continue');
    expect(spotResultEffect('failed')).toBe('fail_course');
    expect(spotResultEffect('partial')).toBe('cap_at_partial');
    expect(spotResultEffect('invalid')).toBe('replace_kit');
  });

  it('caps a passed final at partial after a partial spot result, and only then', () => {
    expect(cappedFinalResult('passed', ['partial'])).toBe('partial');
    expect(cappedFinalResult('passed', ['passed', 'invalid', null])).toBe('passed');
    expect(cappedFinalResult('passed', [])).toBe('passed');
    expect(cappedFinalResult('failed', ['partial'])).toBe('failed');
    expect(cappedFinalResult('partial', ['partial'])).toBe('partial');
  });

  it('excuses a missed spot test once', () => {
    expect(mayExcuse(0)).toBe(true);
    expect(mayExcuse(1)).toBe(false);
  });

  it('draws the excused day from the remaining days after today, else the next day', () => {
    const random = seeded(3);
    for (let i = 0; i < 100; i += 1) {
      const day = excusedSpotDay(12, [12, 15], random)!;
      expect(day).toBeGreaterThanOrEqual(13);
      expect(day).toBeLessThanOrEqual(21);
      expect(day).not.toBe(15);
    }
    // Missed on day 9 (before day 8 cannot be): the pool starts at day 10.
    expect(excusedSpotDay(9, [9], () => 0)).toBe(10);
    // None of 8–21 left after day 21: the next day, while before day 28.
    expect(excusedSpotDay(21, [21], () => 0.5)).toBe(22);
    expect(excusedSpotDay(26, [21], () => 0.5)).toBe(27);
    expect(excusedSpotDay(27, [21], () => 0.5)).toBeNull();
  });

  it('puts the replacement window two days after the kit is posted, before day 28', () => {
    expect(replacementSpotDay(12)).toBe(14);
    expect(replacementSpotDay(25)).toBe(27);
    expect(replacementSpotDay(26)).toBeNull();
  });
});
