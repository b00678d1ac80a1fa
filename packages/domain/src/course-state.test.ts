import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  COURSE_EVENTS,
  COURSE_STATES,
  allowedEvents,
  canCancel,
  isCourseState,
  isOpenCourseState,
  isOutcome,
  isTerminal,
  OPEN_COURSE_STATES,
  transition,
} from './course-state';
import type { CourseEvent, CourseState } from './course-state';

// The expected table, written out independently of the implementation.
const expected: Record<CourseState, Partial<Record<CourseEvent, CourseState>>> = {
  funding: { schedule: 'scheduled', cancel: 'cancelled' },
  scheduled: { schedule: 'scheduled', start: 'active', cancel: 'cancelled' },
  active: {
    finish_days: 'awaiting_test',
    test_passed: 'passed',
    test_failed: 'failed',
    test_partial: 'partial',
    cancel: 'cancelled',
  },
  awaiting_test: {
    test_passed: 'passed',
    test_failed: 'failed',
    test_partial: 'partial',
    verification_expired: 'failed',
    cancel: 'cancelled',
  },
  passed: { pay_out: 'paid_out' },
  failed: { refund: 'refunded' },
  partial: { pay_out: 'paid_out', refund: 'refunded' },
  paid_out: {},
  refunded: {},
  cancelled: {},
};

const pairs = COURSE_STATES.flatMap((state) =>
  COURSE_EVENTS.map((event) => [state, event] as const),
);

describe('transition', () => {
  it.each(pairs)('%s + %s', (state, event) => {
    const next = expected[state][event];
    expect(transition(state, event)).toEqual(
      next === undefined
        ? { ok: false, code: 'TRANSITION_NOT_ALLOWED', state, event }
        : { ok: true, state: next },
    );
  });

  it('walks the happy path from funding to paid out', () => {
    const events: CourseEvent[] = ['schedule', 'start', 'finish_days', 'test_passed', 'pay_out'];
    let state: CourseState = 'funding';
    for (const event of events) {
      const result = transition(state, event);
      if (!result.ok) throw new Error(`refused ${event} in ${state}`);
      state = result.state;
    }
    expect(state).toBe('paid_out');
  });

  it('only ever reaches known states, and terminal states accept nothing', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...COURSE_EVENTS), { maxLength: 20 }), (events) => {
        let state: CourseState = 'funding';
        for (const event of events) {
          const result = transition(state, event);
          if (isTerminal(state)) expect(result.ok).toBe(false);
          if (result.ok) state = result.state;
          expect(isCourseState(state)).toBe(true);
        }
      }),
    );
  });
});

describe('state predicates', () => {
  it('allows cancelling exactly before an outcome', () => {
    expect(COURSE_STATES.filter(canCancel)).toEqual([
      'funding',
      'scheduled',
      'active',
      'awaiting_test',
    ]);
  });

  it('knows the outcomes and the terminal states', () => {
    expect(COURSE_STATES.filter(isOutcome)).toEqual(['passed', 'failed', 'partial']);
    expect(COURSE_STATES.filter(isTerminal)).toEqual(['paid_out', 'refunded', 'cancelled']);
  });

  it('lists the allowed events in catalogue order', () => {
    expect(allowedEvents('partial')).toEqual(['pay_out', 'refund']);
    expect(allowedEvents('cancelled')).toEqual([]);
  });

  it('recognises state names', () => {
    expect(isCourseState('active')).toBe(true);
    expect(isCourseState('running')).toBe(false);
    expect(isCourseState(undefined)).toBe(false);
  });
});

describe('open course states', () => {
  it('are exactly the states some event still leaves', () => {
    expect([...OPEN_COURSE_STATES]).toEqual(COURSE_STATES.filter((state) => !isTerminal(state)));
    for (const state of COURSE_STATES) {
      expect(isOpenCourseState(state), state).toBe(!isTerminal(state));
    }
  });
});
