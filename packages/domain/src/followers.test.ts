import { describe, expect, it } from 'vitest';
import {
  fundraiserUpdateProblem,
  FUNDRAISER_UPDATE_MAX_LENGTH,
  reachedMilestones,
  weeksKept,
  type MilestoneFacts,
} from './followers';

const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const facts = (over: Partial<MilestoneFacts>): MilestoneFacts => ({
  state: 'active',
  diaryDays: [],
  spotTestPassed: false,
  testPassed: false,
  afterEndedCourse: false,
  ...over,
});

describe('weeksKept', () => {
  it('counts a week once each of its seven days has an entry', () => {
    expect(weeksKept(days(1, 6))).toEqual([]);
    expect(weeksKept(days(1, 7))).toEqual([1]);
    expect(weeksKept(days(2, 8))).toEqual([]);
    expect(weeksKept(days(1, 21))).toEqual([1, 2, 3]);
  });

  it('counts each week on its own: a missed day in week 1 does not undo week 2', () => {
    expect(weeksKept([...days(1, 3), ...days(5, 14)])).toEqual([2]);
  });

  it('announces no fourth week (it ends with the test) and ignores duplicates', () => {
    expect(weeksKept([...days(1, 28), 7, 7])).toEqual([1, 2, 3]);
  });
});

describe('reachedMilestones', () => {
  it('has nothing before the course starts, unless it is a second attempt', () => {
    expect(reachedMilestones(facts({ state: 'funding', diaryDays: days(1, 7) }))).toEqual([]);
    expect(reachedMilestones(facts({ state: 'scheduled' }))).toEqual([]);
    expect(reachedMilestones(facts({ state: 'funding', afterEndedCourse: true }))).toEqual([
      'second_attempt',
    ]);
    expect(reachedMilestones(facts({ state: 'cancelled', afterEndedCourse: true }))).toEqual([]);
  });

  it('counts the diary kept, not smoke-free days (a slip never shows, record 0077)', () => {
    expect(reachedMilestones(facts({ diaryDays: days(1, 8) }))).toEqual([
      'course_started',
      'week_one_kept',
    ]);
  });

  it('adds a passed spot test and a payout after a passed test only', () => {
    expect(
      reachedMilestones(
        facts({
          state: 'paid_out',
          diaryDays: days(1, 28),
          spotTestPassed: true,
          testPassed: true,
        }),
      ),
    ).toEqual([
      'course_started',
      'week_one_kept',
      'week_two_kept',
      'week_three_kept',
      'spot_test_passed',
      'paid_out',
    ]);
    // A partial payout (the test failed, C5) is not "test passed and paid out".
    expect(reachedMilestones(facts({ state: 'paid_out', testPassed: false }))).toEqual([
      'course_started',
    ]);
  });

  it('announces nothing of a course refunded or cancelled', () => {
    expect(reachedMilestones(facts({ state: 'refunded', diaryDays: days(1, 7) }))).toEqual([]);
  });
});

describe('fundraiserUpdateProblem', () => {
  it('refuses an empty or too long update, counting characters as a person does', () => {
    expect(fundraiserUpdateProblem('  \r\n ')).toBe('empty');
    expect(fundraiserUpdateProblem('😀'.repeat(FUNDRAISER_UPDATE_MAX_LENGTH))).toBeNull();
    expect(fundraiserUpdateProblem('a'.repeat(FUNDRAISER_UPDATE_MAX_LENGTH + 1))).toBe('too_long');
  });
});
