import { describe, expect, it } from 'vitest';
import { courseCalendarEvents } from './course-calendar';

describe('course calendar events', () => {
  it('has the start, 28 diary openings at 18:00 local, the test day and its deadline', () => {
    const events = courseCalendarEvents('2027-03-15', 'Europe/Berlin');
    expect(events.map((e) => e.kind)).toEqual([
      'course_start',
      ...Array.from({ length: 28 }, () => 'diary_opens'),
      'test_day',
      'test_deadline',
    ]);
    expect(events[0]).toEqual({ kind: 'course_start', day: 1, date: '2027-03-15' });
    expect(events.at(-2)).toEqual({ kind: 'test_day', day: 28, date: '2027-04-11' });
    expect(events.at(-1)).toEqual({ kind: 'test_deadline', day: 56, date: '2027-05-09' });
  });

  it('keeps 18:00 Berlin time across the change to summer time', () => {
    const diary = courseCalendarEvents('2027-03-15', 'Europe/Berlin').filter(
      (e) => e.kind === 'diary_opens',
    );
    // 2027-03-28 is the change: 17:00 UTC before it, 16:00 UTC from it on.
    const before = diary.find((e) => e.date === '2027-03-27');
    const after = diary.find((e) => e.date === '2027-03-28');
    expect(before && 'at' in before && before.at.toISOString()).toBe('2027-03-27T17:00:00.000Z');
    expect(after && 'at' in after && after.at.toISOString()).toBe('2027-03-28T16:00:00.000Z');
    expect(diary.map((e) => e.day)).toEqual(Array.from({ length: 28 }, (_, i) => i + 1));
  });
});
