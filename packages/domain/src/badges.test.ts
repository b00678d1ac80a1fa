import { describe, expect, it } from 'vitest';
import { earnedBadges } from './badges';

const entry = (day: number, smoked = false) => ({ day, smokedSinceLastEntry: smoked });

describe('earnedBadges', () => {
  it('earns nothing without entries', () => {
    expect(earnedBadges({ entries: [], testPassed: false })).toEqual([]);
  });

  it('earns smoke-free badges on the day of the n-th smoke-free entry', () => {
    const entries = [entry(1, true), entry(2), entry(4), entry(5, true), entry(6)];
    expect(earnedBadges({ entries, testPassed: false })).toEqual([
      { badge: 'first_smoke_free_day', day: 2 },
      { badge: 'smoke_free_3', day: 6 },
    ]);
  });

  it('earns only once, however often a day is listed, and ignores days outside 1–28', () => {
    const entries = [entry(3), entry(3), entry(0), entry(29)];
    expect(earnedBadges({ entries, testPassed: false })).toEqual([
      { badge: 'first_smoke_free_day', day: 3 },
    ]);
  });

  it('earns the diary streak on the 7th consecutive day, smoked or not', () => {
    const gap = [1, 2, 3, 5, 6, 7, 8, 9, 10].map((d) => entry(d, true));
    expect(earnedBadges({ entries: gap, testPassed: false })).toEqual([]);
    const run = [...gap, entry(11, true)];
    expect(earnedBadges({ entries: run, testPassed: false })).toEqual([
      { badge: 'diary_streak_7', day: 11 },
    ]);
  });

  it('earns all of them in a full smoke-free course with a passed test', () => {
    const entries = Array.from({ length: 28 }, (_, i) => entry(i + 1));
    expect(earnedBadges({ entries, testPassed: true })).toEqual([
      { badge: 'first_smoke_free_day', day: 1 },
      { badge: 'smoke_free_3', day: 3 },
      { badge: 'smoke_free_7', day: 7 },
      { badge: 'smoke_free_14', day: 14 },
      { badge: 'smoke_free_21', day: 21 },
      { badge: 'smoke_free_28', day: 28 },
      { badge: 'diary_streak_7', day: 7 },
      { badge: 'test_passed', day: 28 },
    ]);
  });

  it("earns a week badge when all fourteen seminars of the week are watched, on the last one's day", () => {
    const week1 = Array.from({ length: 7 }, (_, i) => i + 1).flatMap((day) => [
      { seminarDay: day, watchedOnDay: day },
      { seminarDay: day, watchedOnDay: day === 3 ? 9 : day },
    ]);
    expect(earnedBadges({ entries: [], testPassed: false, watched: week1 })).toEqual([
      { badge: 'seminar_week_1', day: 9 },
    ]);
    // Thirteen of fourteen: nothing.
    expect(earnedBadges({ entries: [], testPassed: false, watched: week1.slice(1) })).toEqual([]);
    // Week 2's seminars do not complete week 1.
    const shifted = week1.map((w) => ({ ...w, seminarDay: w.seminarDay + 7, watchedOnDay: 14 }));
    expect(earnedBadges({ entries: [], testPassed: false, watched: shifted })).toEqual([
      { badge: 'seminar_week_2', day: 14 },
    ]);
  });
});
