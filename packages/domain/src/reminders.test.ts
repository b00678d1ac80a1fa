import { describe, expect, it } from 'vitest';
import { isReminderCurrent, reminderDueAt, reminderExpiresAt } from './reminders';

const berlin = 'Europe/Berlin';
const newYork = 'America/New_York';

describe('reminderDueAt', () => {
  it('is 18:00 local on day n for the open diary, across the spring change in Berlin', () => {
    // Day 1 is Saturday 27 March 2027; clocks go forward early on Sunday 28 March.
    expect(reminderDueAt('diary_open', '2027-03-27', 1, berlin).toISOString()).toBe(
      '2027-03-27T17:00:00.000Z',
    );
    expect(reminderDueAt('diary_open', '2027-03-27', 2, berlin).toISOString()).toBe(
      '2027-03-28T16:00:00.000Z',
    );
  });

  it('is 20:00 local on day n + 1 for the closing diary, across the autumn change', () => {
    // New York turns its clocks back early on Sunday 7 November 2027: 20:00 on Saturday is
    // 00:00 UTC (EDT), 20:00 on Sunday 01:00 UTC (EST).
    expect(reminderDueAt('diary_closing', '2027-11-05', 1, newYork).toISOString()).toBe(
      '2027-11-07T00:00:00.000Z',
    );
    expect(reminderDueAt('diary_closing', '2027-11-05', 2, newYork).toISOString()).toBe(
      '2027-11-08T01:00:00.000Z',
    );
  });

  it('refuses days outside the course', () => {
    expect(() => reminderDueAt('diary_open', '2027-01-01', 0, berlin)).toThrow(RangeError);
    expect(() => reminderDueAt('diary_open', '2027-01-01', 29, berlin)).toThrow(RangeError);
  });
});

describe('isReminderCurrent', () => {
  const start = '2027-01-10';
  it('sends "open" from 18:00 on day n until the closing reminder is due', () => {
    expect(
      isReminderCurrent('diary_open', start, 1, new Date('2027-01-10T16:59:59Z'), berlin),
    ).toBe(false);
    expect(
      isReminderCurrent('diary_open', start, 1, new Date('2027-01-10T17:00:00Z'), berlin),
    ).toBe(true);
    expect(
      isReminderCurrent('diary_open', start, 1, new Date('2027-01-11T18:59:59Z'), berlin),
    ).toBe(true);
    expect(
      isReminderCurrent('diary_open', start, 1, new Date('2027-01-11T19:00:00Z'), berlin),
    ).toBe(false);
  });

  it('sends "closing" from 20:00 on day n + 1 until the diary closes at midnight', () => {
    expect(reminderExpiresAt('diary_closing', start, 1, berlin).toISOString()).toBe(
      '2027-01-11T23:00:00.000Z',
    );
    const at = (iso: string) => isReminderCurrent('diary_closing', start, 1, new Date(iso), berlin);
    expect(at('2027-01-11T18:59:59Z')).toBe(false);
    expect(at('2027-01-11T19:00:00Z')).toBe(true);
    expect(at('2027-01-11T22:59:59Z')).toBe(true);
    expect(at('2027-01-11T23:00:00Z')).toBe(false);
  });
});
