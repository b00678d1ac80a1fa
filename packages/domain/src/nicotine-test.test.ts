import { describe, expect, it } from 'vitest';
import { COURSE_STATES } from './course-state';
import type { IsoDate } from './dates';
import {
  acceptsTestOutcome,
  disputeWindowEnd,
  isDisputable,
  isTestOpen,
  isTestOpenAt,
  isWaitOver,
  photoDueBy,
  TEST_OUTCOME_STATES,
  TEST_WAIT_MS,
  waitEndsAt,
  withinDisputeWindow,
  type DisputableTest,
} from './nicotine-test';

const at = (iso: string) => new Date(iso);

describe('the wait and the photo', () => {
  const started = at('2027-03-28T00:58:00Z');

  it('waits exactly five minutes: one millisecond before, the wait is not over', () => {
    expect(TEST_WAIT_MS).toBe(5 * 60 * 1000);
    expect(waitEndsAt(started).toISOString()).toBe('2027-03-28T01:03:00.000Z');
    expect(isWaitOver(started, new Date(started.getTime() + TEST_WAIT_MS - 1))).toBe(false);
    expect(isWaitOver(started, new Date(started.getTime() + TEST_WAIT_MS))).toBe(true);
  });

  it('takes the photo up to 30 minutes after the wait', () => {
    expect(photoDueBy(started).toISOString()).toBe('2027-03-28T01:33:00.000Z');
  });
});

describe('when the test is open and counts', () => {
  it('takes an outcome only while the course is active or awaits the test', () => {
    expect(TEST_OUTCOME_STATES).toEqual(['active', 'awaiting_test']);
    expect(COURSE_STATES.filter(acceptsTestOutcome)).toEqual(['active', 'awaiting_test']);
  });

  it('opens on day 28 of an active course and while it awaits the test', () => {
    expect(isTestOpen({ state: 'active', day: 27 })).toBe(false);
    expect(isTestOpen({ state: 'active', day: 28 })).toBe(true);
    expect(isTestOpen({ state: 'active', day: null })).toBe(false);
    expect(isTestOpen({ state: 'awaiting_test', day: 40 })).toBe(true);
    for (const state of ['funding', 'scheduled', 'passed', 'failed', 'cancelled'] as const) {
      expect(isTestOpen({ state, day: 28 })).toBe(false);
    }
  });
});

describe('the dispute window', () => {
  const finalAt = at('2027-10-31T01:30:00Z');
  const reading = (result: DisputableTest['result']): DisputableTest => ({
    status: 'final',
    result,
    decidedBy: null,
    disputedAt: null,
    finalAt,
  });
  const plus = (hours: number) => new Date(finalAt.getTime() + hours * 60 * 60 * 1000);

  it('holds a confident failed or partial reading for 48 hours, both alike', () => {
    for (const result of ['failed', 'partial'] as const) {
      expect(disputeWindowEnd(reading(result))).toEqual(plus(48));
      expect(withinDisputeWindow(reading(result), plus(47.99))).toBe(true);
      expect(withinDisputeWindow(reading(result), plus(48))).toBe(false);
    }
  });

  it('lets a passed reading through at once and an invalid one be disputed for a week', () => {
    expect(disputeWindowEnd(reading('passed'))).toBeNull();
    expect(withinDisputeWindow(reading('passed'), finalAt)).toBe(false);
    expect(isDisputable(reading('invalid'), plus(7 * 24 - 1))).toBe(true);
    expect(isDisputable(reading('invalid'), plus(7 * 24))).toBe(false);
    expect(withinDisputeWindow(reading('invalid'), finalAt)).toBe(false);
  });

  it('has no window for an operator’s decision, a disputed test or one in review', () => {
    expect(disputeWindowEnd({ ...reading('failed'), decidedBy: 'operator' })).toBeNull();
    expect(disputeWindowEnd({ ...reading('failed'), disputedAt: plus(1) })).toBeNull();
    expect(disputeWindowEnd({ ...reading('failed'), status: 'review' })).toBeNull();
  });
});

describe('isTestOpenAt', () => {
  const timeZone = 'Europe/Berlin';
  // Day 1 on 2027-03-01: day 28 is 2027-03-28 (clocks go forward that night), day 56 is
  // 2027-04-25; the window closes at the end of day 56 in Berlin (22:00 UTC, summer time).
  const course = { state: 'active' as const, startDate: '2027-03-01' as IsoDate, timeZone };
  const closes = at('2027-04-25T22:00:00Z');

  it('opens at the start of day 28 in the participant’s time zone', () => {
    expect(isTestOpenAt(course, at('2027-03-27T22:59:59Z'))).toBe(false);
    expect(isTestOpenAt(course, at('2027-03-27T23:00:00Z'))).toBe(true);
  });

  it('closes at the end of the verification deadline, unless a wait started before it', () => {
    const awaiting = { ...course, state: 'awaiting_test' as const };
    expect(isTestOpenAt(awaiting, new Date(closes.getTime() - 1))).toBe(true);
    expect(isTestOpenAt(awaiting, closes)).toBe(false);
    const started = new Date(closes.getTime() - 60_000);
    expect(isTestOpenAt(awaiting, photoDueBy(started), started)).toBe(true);
    expect(isTestOpenAt(awaiting, new Date(photoDueBy(started).getTime() + 1), started)).toBe(
      false,
    );
    expect(isTestOpenAt(awaiting, new Date(closes.getTime() + 60_000), closes)).toBe(false);
  });

  it('is closed for a course that cannot take an outcome', () => {
    expect(isTestOpenAt({ ...course, state: 'passed' }, at('2027-04-01T12:00:00Z'))).toBe(false);
    expect(isTestOpenAt({ ...course, state: 'cancelled' }, at('2027-04-01T12:00:00Z'))).toBe(false);
  });
});
