import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addDays, dateInTimeZone, hourInTimeZone } from './dates';
import { diaryWindow, isDiaryOpen, openDiaryDays } from './diary';

const berlin = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);

describe('diaryWindow', () => {
  it('opens at 18:00 on the day and closes at midnight after the next day (Berlin winter)', () => {
    const window = diaryWindow('2026-01-10', 1, berlin);
    expect(window.opensAt.toISOString()).toBe('2026-01-10T17:00:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-01-11T23:00:00.000Z');
  });

  it('is an hour shorter across the spring change in Berlin', () => {
    // Day 2 is Saturday 28 March 2026; clocks go forward early on Sunday 29 March.
    const window = diaryWindow('2026-03-27', 2, berlin);
    expect(window.opensAt.toISOString()).toBe('2026-03-28T17:00:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(window.closesAt.getTime() - window.opensAt.getTime()).toBe(29 * 3_600_000);
  });

  it('is an hour longer across the autumn change in Berlin', () => {
    // Day 1 is Saturday 24 October 2026; clocks go back early on Sunday 25 October.
    const window = diaryWindow('2026-10-24', 1, berlin);
    expect(window.opensAt.toISOString()).toBe('2026-10-24T16:00:00.000Z');
    expect(window.closesAt.toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(window.closesAt.getTime() - window.opensAt.getTime()).toBe(31 * 3_600_000);
  });

  it('follows the participant zone, e.g. New York', () => {
    const window = diaryWindow('2026-03-07', 1, 'America/New_York');
    expect(window.opensAt.toISOString()).toBe('2026-03-07T23:00:00.000Z'); // 18:00 EST
    expect(window.closesAt.toISOString()).toBe('2026-03-09T04:00:00.000Z'); // midnight EDT
  });

  it('closes at 01:00 where midnight is skipped (Santiago)', () => {
    const window = diaryWindow('2026-09-04', 1, 'America/Santiago');
    expect(window.closesAt.toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });
});

describe('isDiaryOpen', () => {
  const start = '2026-01-10';

  it('opens at 18:00, not at 17:59', () => {
    expect(isDiaryOpen(start, 1, at('2026-01-10T16:59:59.999Z'), berlin)).toBe(false); // 17:59
    expect(isDiaryOpen(start, 1, at('2026-01-10T17:00:00.000Z'), berlin)).toBe(true); // 18:00
  });

  it('stays open through day n + 1 and closes at its end', () => {
    expect(isDiaryOpen(start, 1, at('2026-01-11T22:59:59.999Z'), berlin)).toBe(true); // 23:59 day 2
    expect(isDiaryOpen(start, 1, at('2026-01-11T23:00:00.000Z'), berlin)).toBe(false); // 00:00 day 3
  });

  it('opens at 18:00 summer time on the day the clocks went forward', () => {
    // Day 3 is Sunday 29 March 2026 (CEST from 03:00).
    const start2 = '2026-03-27';
    expect(isDiaryOpen(start2, 3, at('2026-03-29T15:59:00Z'), berlin)).toBe(false);
    expect(isDiaryOpen(start2, 3, at('2026-03-29T16:00:00Z'), berlin)).toBe(true);
  });

  it('is closed for days outside 1–28', () => {
    const evening = (day: number) => at(`${addDays(start, day - 1)}T20:00:00Z`);
    expect(isDiaryOpen(start, 0, evening(0), berlin)).toBe(false);
    expect(isDiaryOpen(start, 29, evening(29), berlin)).toBe(false);
    expect(isDiaryOpen(start, 28, evening(28), berlin)).toBe(true);
    expect(isDiaryOpen(start, 1.5, evening(1), berlin)).toBe(false);
  });
});

describe('openDiaryDays', () => {
  const start = '2026-01-10';

  it('lists nothing before the first evening', () => {
    expect(openDiaryDays(start, at('2026-01-09T20:00:00Z'), berlin)).toEqual([]);
    expect(openDiaryDays(start, at('2026-01-10T16:59:00Z'), berlin)).toEqual([]);
  });

  it('lists the previous day during the day and both days in the evening', () => {
    expect(openDiaryDays(start, at('2026-01-10T17:00:00Z'), berlin)).toEqual([1]);
    expect(openDiaryDays(start, at('2026-01-11T09:00:00Z'), berlin)).toEqual([1]);
    expect(openDiaryDays(start, at('2026-01-11T17:00:00Z'), berlin)).toEqual([1, 2]);
    expect(openDiaryDays(start, at('2026-01-11T23:00:00Z'), berlin)).toEqual([2]);
  });

  it('ends with day 28, open until the end of the 29th calendar day', () => {
    // Day 28 is 6 February 2026, day 29 is 7 February.
    expect(openDiaryDays(start, at('2026-02-06T18:00:00Z'), berlin)).toEqual([27, 28]);
    expect(openDiaryDays(start, at('2026-02-07T18:00:00Z'), berlin)).toEqual([28]);
    expect(openDiaryDays(start, at('2026-02-07T23:00:00Z'), berlin)).toEqual([]);
  });

  it('uses the local date: 23:30 UTC is already the next day in Berlin', () => {
    const instant = at('2026-01-11T23:30:00Z');
    expect(openDiaryDays(start, instant, berlin)).toEqual([2]);
    expect(openDiaryDays(start, instant, 'UTC')).toEqual([1, 2]);
  });

  it('agrees with isDiaryOpen for every day and instant', () => {
    const zones = fc.constantFrom(
      berlin,
      'America/New_York',
      'Australia/Sydney',
      'Asia/Kolkata',
      'UTC',
    );
    const instants = fc
      .integer({ min: -2 * 24 * 60, max: 32 * 24 * 60 })
      .map((minutes) => new Date(Date.parse('2026-03-20T00:00:00Z') + minutes * 60_000));
    fc.assert(
      fc.property(zones, instants, (zone, instant) => {
        const open = openDiaryDays('2026-03-20', instant, zone);
        const expected = Array.from({ length: 30 }, (_, i) => i).filter((day) =>
          isDiaryOpen('2026-03-20', day, instant, zone),
        );
        expect(open).toEqual(expected);
        expect(open.length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('diaryWindow properties across time zones and clock changes', () => {
  const zones = fc.constantFrom(
    berlin,
    'America/New_York',
    'America/Santiago',
    'Australia/Sydney',
    'Asia/Kolkata',
    'Pacific/Auckland',
    'UTC',
  );
  // Start dates over two years, so every spring and autumn change falls inside some course.
  const starts = fc.integer({ min: 0, max: 730 }).map((offset) => addDays('2026-01-01', offset));
  const days = fc.integer({ min: 1, max: 28 });

  it('opens at 18:00 local time on day n and closes at the first instant of day n + 2', () => {
    fc.assert(
      fc.property(zones, starts, days, (zone, start, day) => {
        const date = addDays(start, day - 1);
        const { opensAt, closesAt } = diaryWindow(start, day, zone);
        expect(dateInTimeZone(opensAt, zone)).toBe(date);
        expect(hourInTimeZone(opensAt, zone)).toBe(18);
        expect(dateInTimeZone(closesAt, zone)).toBe(addDays(date, 2));
        expect(dateInTimeZone(new Date(closesAt.getTime() - 1), zone)).toBe(addDays(date, 1));
        // 6 hours of day n plus day n + 1 (23–25 hours with a clock change).
        const hours = (closesAt.getTime() - opensAt.getTime()) / 3_600_000;
        expect(hours).toBeGreaterThanOrEqual(29);
        expect(hours).toBeLessThanOrEqual(31);
      }),
    );
  });

  it('is open exactly inside its window', () => {
    fc.assert(
      fc.property(
        zones,
        starts,
        days,
        fc.integer({ min: -3600, max: 3600 }),
        (zone, start, day, s) => {
          const { opensAt, closesAt } = diaryWindow(start, day, zone);
          const nearOpen = new Date(opensAt.getTime() + s * 1000);
          const nearClose = new Date(closesAt.getTime() + s * 1000);
          expect(isDiaryOpen(start, day, nearOpen, zone)).toBe(s >= 0);
          expect(isDiaryOpen(start, day, nearClose, zone)).toBe(s < 0);
        },
      ),
    );
  });
});
