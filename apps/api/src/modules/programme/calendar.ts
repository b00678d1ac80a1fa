// GET /api/programme/calendar: the 28 days with each day's seminars watched or not and its diary
// done / missed / open / future (the calendar page), plus the participant's own counts.
import { and, asc, eq } from 'drizzle-orm';
import type { ProgrammeCalendar } from '@quit/contracts/programme';
import { COURSE_LENGTH_DAYS, type Language } from '@quit/domain/constants';
import { addDays } from '@quit/domain/dates';
import { diaryWindow } from '@quit/domain/diary';
import { countSmokeFreeDays } from '@quit/domain/diary-entry';
import { diaryEntries, seminars, watchProgress } from '../../db/schema';
import type { ProgrammeDeps } from './deps';
import { DIARY_STATES, runningCourse } from './running-course';
import { contentShown, textIn } from './seminar-content';

const slotOrder = (slot: 'morning' | 'evening') => (slot === 'morning' ? 0 : 1);

type DiaryState = ProgrammeCalendar['days'][number]['diary'];

export async function programmeCalendar(
  deps: ProgrammeDeps,
  participantId: string,
  language: Language,
): Promise<ProgrammeCalendar> {
  const { course, timeZone, now, today, dayReached } = await runningCourse(deps, participantId, {
    states: DIARY_STATES,
  });
  const seminarRows = await deps.db
    .select({ seminar: seminars, watchedAt: watchProgress.watchedAt })
    .from(seminars)
    .leftJoin(
      watchProgress,
      and(eq(watchProgress.seminarId, seminars.id), eq(watchProgress.courseId, course.id)),
    )
    .orderBy(asc(seminars.day));
  const contents = await contentShown(
    deps.db,
    course.id,
    seminarRows.map((r) => r.seminar.id),
  );
  const rows = seminarRows.flatMap((r) => {
    const content = contents.get(r.seminar.id);
    return content ? [{ ...r, title: textIn(content, language).title }] : [];
  });
  const entries = await deps.db
    .select({ day: diaryEntries.day, smokedSinceLastEntry: diaryEntries.smokedSinceLastEntry })
    .from(diaryEntries)
    .where(eq(diaryEntries.courseId, course.id));
  const written = new Set(entries.map((e) => e.day));
  const diaryState = (day: number): DiaryState => {
    if (written.has(day)) return 'done';
    const window = diaryWindow(course.startDate, day, timeZone);
    if (now < window.opensAt) return 'future';
    return now < window.closesAt ? 'open' : 'missed';
  };
  const days = Array.from({ length: COURSE_LENGTH_DAYS }, (_, index) => {
    const day = index + 1;
    return {
      day,
      date: addDays(course.startDate, index),
      reached: day <= dayReached,
      seminars: rows
        .filter((r) => r.seminar.day === day)
        .sort((a, b) => slotOrder(a.seminar.slot) - slotOrder(b.seminar.slot))
        .map((r) => ({
          id: r.seminar.id,
          slot: r.seminar.slot,
          title: r.title,
          watched: r.watchedAt !== null,
        })),
      diary: diaryState(day),
    };
  });
  return {
    startDate: course.startDate,
    today,
    day: dayReached,
    days,
    seminarsWatched: rows.filter((r) => r.watchedAt !== null).length,
    diaryDaysKept: written.size,
    smokeFreeDays: countSmokeFreeDays(entries),
  };
}
