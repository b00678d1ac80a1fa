import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  calendarDate,
  dateInTimeZone,
  daysBetween,
  daysInMonth,
  hourInTimeZone,
  isIsoDate,
  isValidTimeZone,
  parseIsoDate,
  startOfDayInstant,
  startOfWeek,
  toIsoDate,
  weekdayIndex,
  zonedDateTime,
  zonedTimeToInstant,
} from './dates';

const isoDateArb = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2199-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('parseIsoDate / isIsoDate', () => {
  it('parses real calendar dates', () => {
    expect(parseIsoDate('2026-03-29')).toEqual({ year: 2026, month: 3, day: 29 });
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2000-02-29')).not.toBeNull();
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-02-30',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-5',
    '26-01-05',
    '2026-01-05T00:00:00Z',
    ' 2026-01-05',
    '',
  ])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeNull();
    expect(isIsoDate(value)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isIsoDate(20260105)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(new Date())).toBe(false);
  });

  it('knows month lengths', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2028, 2)).toBe(29);
  });

  it('round-trips through toIsoDate, also for years below 1000', () => {
    expect(toIsoDate(calendarDate('0099-12-31'))).toBe('0099-12-31');
    expect(() => calendarDate('nope')).toThrow(RangeError);
  });
});

describe('addDays / daysBetween', () => {
  it('crosses month, year and leap-day boundaries', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
  });

  it('ignores daylight-saving changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(daysBetween('2026-05-10', '2026-05-01')).toBe(-9);
  });

  it('rejects invalid input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('2026-02-01', 1.5)).toThrow(RangeError);
    expect(() => daysBetween('2026-02-01', 'x')).toThrow(RangeError);
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
  });

  it('daysBetween(a, addDays(a, k)) = k', () => {
    fc.assert(
      fc.property(isoDateArb, fc.integer({ min: -5000, max: 5000 }), (date, k) => {
        const later = addDays(date, k);
        expect(isIsoDate(later)).toBe(true);
        expect(daysBetween(date, later)).toBe(k);
        expect(addDays(later, -k)).toBe(date);
      }),
    );
  });
});

describe('weekdayIndex / startOfWeek', () => {
  it('counts from Monday', () => {
    expect(weekdayIndex('2026-03-23')).toBe(0); // Monday
    expect(weekdayIndex('2026-03-29')).toBe(6); // Sunday
    expect(weekdayIndex('1970-01-01')).toBe(3); // Thursday
    expect(weekdayIndex('1969-12-29')).toBe(0); // Monday before the epoch
    expect(startOfWeek('2026-03-29')).toBe('2026-03-23');
    expect(startOfWeek('2026-03-23')).toBe('2026-03-23');
  });

  it('agrees with Date#getUTCDay', () => {
    fc.assert(
      fc.property(isoDateArb, (date) => {
        const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
        expect(weekdayIndex(date)).toBe((sundayFirst + 6) % 7);
      }),
    );
  });
});

describe('time zones', () => {
  it('validates zone names', () => {
    expect(isValidTimeZone('Europe/Berlin')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('America/Santiago')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone(undefined)).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
  });

  it('gives the local date: midnight in Berlin is still the previous day in UTC', () => {
    const instant = new Date('2026-01-14T23:30:00Z');
    expect(dateInTimeZone(instant, 'UTC')).toBe('2026-01-14');
    expect(dateInTimeZone(instant, 'Europe/Berlin')).toBe('2026-01-15');
    expect(hourInTimeZone(instant, 'Europe/Berlin')).toBe(0);
    expect(dateInTimeZone(instant, 'America/New_York')).toBe('2026-01-14');
    expect(hourInTimeZone(instant, 'America/New_York')).toBe(18);
  });

  it('reports hour 0, never 24, at midnight', () => {
    expect(zonedDateTime(new Date('2026-06-30T22:00:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-07-01',
      hour: 0,
      minute: 0,
      second: 0,
    });
  });

  it('follows Berlin summer time', () => {
    expect(hourInTimeZone(new Date('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe(1);
    expect(hourInTimeZone(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe(3);
    expect(hourInTimeZone(new Date('2026-10-25T00:30:00Z'), 'Europe/Berlin')).toBe(2);
    expect(hourInTimeZone(new Date('2026-10-25T01:30:00Z'), 'Europe/Berlin')).toBe(2);
    expect(hourInTimeZone(new Date('2026-10-25T02:00:00Z'), 'Europe/Berlin')).toBe(3);
  });

  it('throws for an unknown zone', () => {
    expect(() => dateInTimeZone(new Date(0), 'Nowhere/Land')).toThrow(RangeError);
  });
});

describe('zonedTimeToInstant / startOfDayInstant', () => {
  it('finds midnight in Berlin in winter and summer', () => {
    expect(startOfDayInstant('2026-01-15', 'Europe/Berlin').toISOString()).toBe(
      '2026-01-14T23:00:00.000Z',
    );
    expect(startOfDayInstant('2026-07-15', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-14T22:00:00.000Z',
    );
  });

  it('finds midnight on the days the clocks change in Berlin', () => {
    expect(startOfDayInstant('2026-03-29', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfDayInstant('2026-03-30', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(startOfDayInstant('2026-10-25', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(startOfDayInstant('2026-10-26', 'Europe/Berlin').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('handles zones with odd offsets and no DST', () => {
    expect(startOfDayInstant('2026-03-01', 'Asia/Kolkata').toISOString()).toBe(
      '2026-02-28T18:30:00.000Z',
    );
    expect(startOfDayInstant('2026-03-01', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(startOfDayInstant('2026-03-01', 'UTC').toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });

  it('starts the day at 01:00 where midnight is skipped (Santiago, September)', () => {
    const start = startOfDayInstant('2026-09-06', 'America/Santiago');
    expect(start.toISOString()).toBe('2026-09-06T04:00:00.000Z');
    expect(zonedDateTime(start, 'America/Santiago')).toMatchObject({ date: '2026-09-06', hour: 1 });
    expect(dateInTimeZone(new Date(start.getTime() - 1), 'America/Santiago')).toBe('2026-09-05');
  });

  it('takes the earlier of two identical wall-clock times (Berlin, October)', () => {
    expect(zonedTimeToInstant('2026-10-25', 2, 'Europe/Berlin', 30).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('moves a skipped wall-clock time forward (Berlin, March)', () => {
    expect(zonedTimeToInstant('2026-03-29', 2, 'Europe/Berlin', 30).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('finds the evening hour across the US change', () => {
    expect(zonedTimeToInstant('2026-03-08', 18, 'America/New_York').toISOString()).toBe(
      '2026-03-08T22:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-03-07', 18, 'America/New_York').toISOString()).toBe(
      '2026-03-07T23:00:00.000Z',
    );
  });

  it('the start of a day lies on that day and a moment earlier lies on the day before', () => {
    const zones = fc.constantFrom(
      'Europe/Berlin',
      'America/New_York',
      'America/Santiago',
      'Australia/Sydney',
      'Asia/Kolkata',
      'Pacific/Chatham',
      'UTC',
    );
    const dates = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2035-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, zones, (date, zone) => {
        const start = startOfDayInstant(date, zone);
        expect(dateInTimeZone(start, zone)).toBe(date);
        expect(dateInTimeZone(new Date(start.getTime() - 1), zone)).toBe(addDays(date, -1));
      }),
    );
  });
});
