// GET /api/programme/calendar: the 28 days with each day's seminars watched or not and its diary
// done / missed / open / future (the calendar page), plus the participant's own counts.
import { and, asc, eq } from 'drizzle-orm';
import type { ProgrammeCalendar } from '@quit/contracts/programme';
import { COURSE_LENGTH_DAYS, type Language } from '@quit/domain/constants';
import { addDays } from '@quit/domain/dates';
import { courseDay } from '@quit/domain/course-day';
import { openDiaryDays } from '@quit/domain/diary';
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
  const catalogue = await deps.catalogue?.();
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
    catalogue,
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
  // The domain's windows (P2) of the days open now; a day's window opens at 18:00 on it and
  // closes as the day after it ends, so a day not open is future from today on, missed before.
  const open = openDiaryDays(course.startDate, now, timeZone);
  const todayDay = courseDay(course.startDate, today);
  const diaryState = (day: number): DiaryState => {
    if (written.has(day)) return 'done';
    if (open.includes(day)) return 'open';
    return day >= todayDay ? 'future' : 'missed';
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
