import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  courseDay,
  courseEndDate,
  courseStateFromDates,
  daysUntilStart,
  verificationDeadline,
} from './course-day';
import { isTestWindowOpen } from './nicotine-test';
import { addDays, dateInTimeZone } from './dates';

const start = '2026-03-10';

describe('courseDay', () => {
  it('makes the start date day 1', () => {
    expect(courseDay(start, '2026-03-10')).toBe(1);
    expect(courseDay(start, '2026-03-11')).toBe(2);
    expect(courseDay(start, '2026-04-06')).toBe(28);
    expect(courseDay(start, '2026-03-09')).toBe(0);
    expect(courseDay(start, '2026-03-01')).toBe(-8);
  });

  it('counts calendar days across the spring DST change in Berlin', () => {
    expect(courseDay('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('depends on the zone the date is taken in: midnight in Berlin is still yesterday in UTC', () => {
    const instant = new Date('2026-03-10T23:30:00Z');
    expect(courseDay(start, dateInTimeZone(instant, 'Europe/Berlin'))).toBe(2);
    expect(courseDay(start, dateInTimeZone(instant, 'UTC'))).toBe(1);
  });

  it('courseDay(start, addDays(start, k)) = k + 1', () => {
    const dates = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.integer({ min: -400, max: 400 }), (startDate, k) => {
        expect(courseDay(startDate, addDays(startDate, k))).toBe(k + 1);
      }),
    );
  });
});

describe('dates of a course', () => {
  it('ends on day 28 and allows verification until day 56', () => {
    expect(courseEndDate(start)).toBe('2026-04-06');
    expect(courseDay(start, courseEndDate(start))).toBe(28);
    expect(verificationDeadline(start)).toBe('2026-05-04');
    expect(courseDay(start, verificationDeadline(start))).toBe(56);
  });

  it('counts days until the start', () => {
    expect(daysUntilStart(start, '2026-03-07')).toBe(3);
    expect(daysUntilStart(start, start)).toBe(0);
    expect(daysUntilStart(start, '2026-03-20')).toBe(0);
  });

  it('opens the test window on day 28 and closes it after day 56', () => {
    expect(isTestWindowOpen(start, addDays(start, 26))).toBe(false);
    expect(isTestWindowOpen(start, addDays(start, 27))).toBe(true);
    expect(isTestWindowOpen(start, addDays(start, 55))).toBe(true);
    expect(isTestWindowOpen(start, addDays(start, 56))).toBe(false);
  });
});

describe('courseStateFromDates', () => {
  it.each([
    [-3, 'scheduled', -2, 3],
    [-1, 'scheduled', 0, 1],
    [0, 'active', 1, 0],
    [27, 'active', 28, 0],
    [28, 'awaiting_test', 29, 0],
    [55, 'awaiting_test', 56, 0],
    [56, 'verification_expired', 57, 0],
    [400, 'verification_expired', 401, 0],
  ])('start + %i days → %s on day %i, %i days until start', (offset, phase, day, until) => {
    expect(courseStateFromDates({ startDate: start, today: addDays(start, offset) })).toEqual({
      phase,
      day,
      daysUntilStart: until,
    });
  });
});
