import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_STATES, transition, type CourseEvent } from './course-state';
import { dueState, nextBoundary, nextTransitionAt } from './course-schedule';
import { addDays, dateInTimeZone } from './dates';

const start = '2026-11-24';

describe('dueState', () => {
  it.each([
    ['scheduled', '2026-11-23', null],
    ['scheduled', '2026-11-24', 'active'],
    ['scheduled', '2026-12-22', 'awaiting_test'], // a very late run skips ahead
    ['scheduled', '2027-01-20', 'failed'],
    ['active', '2026-12-21', null], // day 28 is still active
    ['active', '2026-12-22', 'awaiting_test'],
    ['active', '2027-01-20', 'failed'],
    ['awaiting_test', '2027-01-18', null], // day 56, the last day the test counts
    ['awaiting_test', '2027-01-19', 'failed'],
  ] as const)('%s on %s → %s', (state, today, expected) => {
    expect(dueState(state, start, today)).toBe(expected);
  });

  it('never moves a course that is not run by the calendar', () => {
    for (const state of COURSE_STATES) {
      if (['scheduled', 'active', 'awaiting_test'].includes(state)) continue;
      for (let day = -5; day < 80; day += 7) {
        expect(dueState(state, start, addDays(start, day))).toBeNull();
      }
    }
  });

  it('only ever makes moves the C2 state machine allows (possibly several in a row)', () => {
    const events: Partial<Record<string, CourseEvent>> = {
      'scheduled>active': 'start',
      'active>awaiting_test': 'finish_days',
      'awaiting_test>failed': 'verification_expired',
    };
    fc.assert(
      fc.property(
        fc.constantFrom('scheduled', 'active', 'awaiting_test' as const),
        fc.integer({ min: -30, max: 100 }),
        (state, offset) => {
          const next = dueState(state, start, addDays(start, offset));
          if (next === null) return;
          let current: string = state;
          const path = ['scheduled', 'active', 'awaiting_test', 'failed'];
          while (current !== next) {
            const following = path[path.indexOf(current) + 1]!;
            const event = events[`${current}>${following}`]!;
            const moved = transition(current as never, event);
            expect(moved.ok).toBe(true);
            current = following;
          }
          // Applying it again changes nothing: the jobs are idempotent.
          expect(dueState(next, start, addDays(start, offset))).toBeNull();
        },
      ),
    );
  });
});

describe('nextBoundary / nextTransitionAt', () => {
  it('names the start, the day after day 28 and the day after day 56', () => {
    expect(nextBoundary('scheduled', start)).toBe('2026-11-24');
    expect(nextBoundary('active', start)).toBe('2026-12-22');
    expect(nextBoundary('awaiting_test', start)).toBe('2027-01-19');
    expect(nextBoundary('passed', start)).toBeNull();
  });

  it('is midnight in the participant’s zone, not UTC', () => {
    expect(nextTransitionAt('scheduled', start, 'Europe/Berlin')?.toISOString()).toBe(
      '2026-11-23T23:00:00.000Z',
    );
    expect(nextTransitionAt('scheduled', start, 'UTC')?.toISOString()).toBe(
      '2026-11-24T00:00:00.000Z',
    );
    expect(nextTransitionAt('scheduled', start, 'America/New_York')?.toISOString()).toBe(
      '2026-11-24T05:00:00.000Z',
    );
  });

  it('follows daylight saving: day 29 of a course over the March change starts at 22:00 UTC', () => {
    // Starts 2027-03-01 (CET, UTC+1); day 29 is 2027-03-29, after the switch to CEST (UTC+2).
    const at = nextTransitionAt('active', '2027-03-01', 'Europe/Berlin');
    expect(at?.toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(dateInTimeZone(at!, 'Europe/Berlin')).toBe('2027-03-29');
    expect(dateInTimeZone(new Date(at!.getTime() - 1), 'Europe/Berlin')).toBe('2027-03-28');
  });

  it('a start on the day the clocks change still begins at that local midnight', () => {
    const at = nextTransitionAt('scheduled', '2026-10-25', 'Europe/Berlin'); // CEST → CET at 03:00
    expect(at?.toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});
