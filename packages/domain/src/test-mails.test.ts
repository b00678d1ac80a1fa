import { describe, expect, it } from 'vitest';
import { isTestMailCurrent, scheduledTestMailKey, testMailDueAt } from './test-mails';

const berlin = 'Europe/Berlin';
const newYork = 'America/New_York';
// Day 1 is Monday 4 January 2027: day 28 is 31 January, the window's last day (day 56) is
// 28 February, so it ends at midnight on 1 March.
const start = '2027-01-04';

describe('testMailDueAt', () => {
  it('sends "the test opens" at 08:00 local on day 28', () => {
    expect(testMailDueAt({ kind: 'opens' }, start, berlin).toISOString()).toBe(
      '2027-01-31T07:00:00.000Z',
    );
    expect(testMailDueAt({ kind: 'opens' }, start, newYork).toISOString()).toBe(
      '2027-01-31T13:00:00.000Z',
    );
  });

  it('sends "the deadline is near" at 08:00 on the days 7 and 1 days before the window ends', () => {
    expect(testMailDueAt({ kind: 'deadline', daysLeft: 7 }, start, berlin).toISOString()).toBe(
      '2027-02-22T07:00:00.000Z',
    );
    expect(testMailDueAt({ kind: 'deadline', daysLeft: 1 }, start, berlin).toISOString()).toBe(
      '2027-02-28T07:00:00.000Z',
    );
  });

  it('keeps 08:00 local across the spring change (window ending in April in Berlin)', () => {
    // Day 1 on 1 February 2027: day 56 is 28 March, the day clocks go forward (UTC+2).
    expect(
      testMailDueAt({ kind: 'deadline', daysLeft: 1 }, '2027-02-01', berlin).toISOString(),
    ).toBe('2027-03-28T06:00:00.000Z');
  });
});

describe('isTestMailCurrent', () => {
  it('is not current before its time, current on its day, stale the day after', () => {
    const opens = { kind: 'opens' } as const;
    expect(isTestMailCurrent(opens, start, berlin, new Date('2027-01-31T06:59:59Z'))).toBe(false);
    expect(isTestMailCurrent(opens, start, berlin, new Date('2027-01-31T07:00:00Z'))).toBe(true);
    expect(isTestMailCurrent(opens, start, berlin, new Date('2027-01-31T22:59:00Z'))).toBe(true);
    expect(isTestMailCurrent(opens, start, berlin, new Date('2027-01-31T23:00:00Z'))).toBe(false);
    const lastDay = { kind: 'deadline', daysLeft: 1 } as const;
    expect(isTestMailCurrent(lastDay, start, berlin, new Date('2027-02-28T12:00:00Z'))).toBe(true);
    expect(isTestMailCurrent(lastDay, start, berlin, new Date('2027-03-01T00:00:00Z'))).toBe(false);
  });
});

describe('scheduledTestMailKey', () => {
  it('is one key per course and mail', () => {
    const keys = [
      scheduledTestMailKey('c1', { kind: 'opens' }),
      scheduledTestMailKey('c1', { kind: 'deadline', daysLeft: 7 }),
      scheduledTestMailKey('c1', { kind: 'deadline', daysLeft: 1 }),
      scheduledTestMailKey('c2', { kind: 'opens' }),
    ];
    expect(new Set(keys).size).toBe(4);
  });
});
