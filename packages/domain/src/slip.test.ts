import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PARTIAL_PAYOUT_MIN_DAYS } from './constants';
import { addDays } from './dates';
import { COTININE_DETECTABLE_DAYS, slipFacts } from './slip';

const start = '2027-03-01';
const entries = (smoked: boolean[]) =>
  smoked.map((s, i) => ({ day: i + 1, smokedSinceLastEntry: s }));

describe('slip facts (C9)', () => {
  it('does not count the slip day as smoke-free and names the partial minimum', () => {
    const facts = slipFacts({
      startDate: start,
      today: addDays(start, 4), // day 5
      entries: entries([false, false, false, false, true]),
    });
    expect(facts.day).toBe(5);
    expect(facts.smokeFreeDays).toBe(4);
    expect(facts.partialPayoutMinDays).toBe(PARTIAL_PAYOUT_MIN_DAYS);
    expect(facts.smokeFreeDaysNeeded).toBe(3);
    expect(facts.partialPayoutReachable).toBe(true);
  });

  it('counts the days to the test (day 28) from today and says when a slip may show', () => {
    const early = slipFacts({ startDate: start, today: addDays(start, 9), entries: [] });
    expect(early.testDate).toBe('2027-03-28');
    expect(early.daysToTest).toBe(18);
    expect(early.testMayBePositive).toBe(false);
    const close = slipFacts({ startDate: start, today: addDays(start, 24), entries: [] });
    expect(close.daysToTest).toBe(3);
    expect(close.testMayBePositive).toBe(true);
    const edge = slipFacts({
      startDate: start,
      today: addDays(start, 27 - COTININE_DETECTABLE_DAYS),
      entries: [],
    });
    expect(edge.daysToTest).toBe(COTININE_DETECTABLE_DAYS);
    expect(edge.testMayBePositive).toBe(true);
    const after = slipFacts({ startDate: start, today: addDays(start, 30), entries: [] });
    expect(after.daysToTest).toBe(0);
  });

  it('says when the partial payout can no longer be reached', () => {
    // Day 26, every entry so far "smoked": only days 25–28 are left, fewer than 7.
    const facts = slipFacts({
      startDate: start,
      today: addDays(start, 25),
      entries: entries(Array.from({ length: 26 }, () => true)),
    });
    expect(facts.smokeFreeDays).toBe(0);
    expect(facts.smokeFreeDaysNeeded).toBe(7);
    expect(facts.partialPayoutReachable).toBe(false);
    const reached = slipFacts({
      startDate: start,
      today: addDays(start, 27),
      entries: entries([...Array.from({ length: 7 }, () => false), true]),
    });
    expect(reached.smokeFreeDaysNeeded).toBe(0);
    expect(reached.partialPayoutReachable).toBe(true);
  });

  it('never needs more days than the minimum and is reachable iff the days left suffice', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 28 }),
        fc.integer({ min: 0, max: 40 }),
        (smoked, offset) => {
          const today = addDays(start, offset);
          const facts = slipFacts({ startDate: start, today, entries: entries(smoked) });
          const free = smoked.filter((s) => !s).length;
          expect(facts.smokeFreeDays).toBe(free);
          expect(facts.smokeFreeDaysNeeded).toBe(Math.max(0, 7 - free));
          const left = Array.from({ length: 28 }, (_, i) => i + 1).filter(
            (d) => d >= offset && d > smoked.length,
          ).length;
          expect(facts.partialPayoutReachable).toBe(facts.smokeFreeDaysNeeded <= left);
        },
      ),
    );
  });
});
