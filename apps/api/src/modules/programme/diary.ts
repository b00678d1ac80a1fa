// The daily diary (spec §3, decisions P2, P3): one entry per course day, written and edited while
// its window is open in the participant's time zone. Health data: only the participant reads it.
import { and, eq, inArray } from 'drizzle-orm';
import type { DiaryEntry, FeedbackCurrentDay, FeedbackRequest } from '@quit/contracts/programme';
import { addDays } from '@quit/domain/dates';
import { diaryWindow, isDiaryOpen, openDiaryDays } from '@quit/domain/diary';
import { courses, diaryEntries, symptoms, triggerTypes } from '../../db/schema';
import { AppError, isAppError } from '../../platform/errors';
import { awardBadges } from '../questionnaires/award-badges';
import type { ProgrammeDeps } from './deps';
import { DIARY_STATES, runningCourse, type RunningCourse } from './running-course';

type EntryRow = typeof diaryEntries.$inferSelect;

function entryView(row: EntryRow, startDate: string): DiaryEntry {
  return {
    day: row.day,
    date: addDays(startDate, row.day - 1),
    smokingDesire: row.smokingDesire,
    determination: row.determination,
    cravingCount: row.cravingCount,
    sportMinutes: row.sportMinutes,
    sleepHours: row.sleepHours,
    steps: row.steps,
    smokedSinceLastEntry: row.smokedSinceLastEntry,
    triggers: row.triggers,
    symptoms: row.symptoms,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Whether any of the keys is not in the list (the refusal then names the field). */
async function unknownKeys(
  deps: ProgrammeDeps,
  table: typeof symptoms | typeof triggerTypes,
  keys: string[],
): Promise<boolean> {
  if (keys.length === 0) return false;
  const found = await deps.db
    .select({ key: table.key })
    .from(table)
    .where(inArray(table.key, keys));
  return found.length !== keys.length;
}

/** POST /api/feedback: writes or rewrites the entry of a course day whose diary is open. */
export async function submitFeedback(
  deps: ProgrammeDeps,
  participantId: string,
  input: FeedbackRequest,
): Promise<DiaryEntry> {
  const { course, timeZone, now } = await runningCourse(deps, participantId, {
    states: DIARY_STATES,
  });
  if (!isDiaryOpen(course.startDate, input.day, now, timeZone)) {
    throw new AppError('DIARY_CLOSED', { detail: `day ${input.day}` });
  }
  const triggers = [...new Set(input.triggers)];
  const symptomKeys = [...new Set(input.symptoms)];
  const refused = [
    ...((await unknownKeys(deps, triggerTypes, triggers)) ? ['triggers'] : []),
    ...((await unknownKeys(deps, symptoms, symptomKeys)) ? ['symptoms'] : []),
  ];
  if (refused.length > 0) throw new AppError('INVALID_DATA', { fields: refused });
  const fields = {
    smokingDesire: input.smokingDesire,
    determination: input.determination,
    cravingCount: input.cravingCount,
    sportMinutes: input.sportMinutes,
    sleepHours: input.sleepHours,
    steps: input.steps,
    smokedSinceLastEntry: input.smokedSinceLastEntry,
    triggers,
    symptoms: symptomKeys,
    notes: input.notes.trim(),
    updatedAt: now,
  };
  try {
    return await deps.db.transaction(async (tx) => {
      // A recorded test outcome counts the diary under the course lock (C5): share-locking the
      // course here means an entry is either counted or refused, never written after the count.
      const [locked] = await tx
        .select({ state: courses.state })
        .from(courses)
        .where(eq(courses.id, course.id))
        .for('share');
      if (!locked || !DIARY_STATES.includes(locked.state)) {
        throw new AppError('COURSE_NOT_ACTIVE', { detail: `course state ${locked?.state}` });
      }
      const [row] = await tx
        .insert(diaryEntries)
        .values({ courseId: course.id, day: input.day, createdAt: now, ...fields })
        .onConflictDoUpdate({ target: [diaryEntries.courseId, diaryEntries.day], set: fields })
        .returning();
      if (!row) throw new Error('diary upsert returned nothing');
      await awardBadges(tx, course.id, now);
      return entryView(row, course.startDate);
    });
  } catch (error) {
    if (isAppError(error)) throw error;
    // The spec's message answers the participant; the cause goes to the log only.
    deps.log.error({ err: error }, 'diary entry not saved');
    throw new AppError('FEEDBACK_FAILED', { detail: 'diary entry not saved', cause: error });
  }
}

/** The diary day to show now: the latest open one, else today's (it opens at 18:00). */
function shownDiaryDay({ course, timeZone, now, dayReached }: RunningCourse) {
  const open = openDiaryDays(course.startDate, now, timeZone);
  const day = open.at(-1) ?? dayReached;
  return { day, open };
}

/** GET /api/feedback/currentday. */
export async function currentFeedback(
  deps: ProgrammeDeps,
  participantId: string,
): Promise<FeedbackCurrentDay> {
  const running = await runningCourse(deps, participantId, { states: DIARY_STATES });
  const { course, timeZone, now } = running;
  const { day, open } = shownDiaryDay(running);
  const window = diaryWindow(course.startDate, day, timeZone);
  const rows = await deps.db
    .select()
    .from(diaryEntries)
    .where(and(eq(diaryEntries.courseId, course.id), inArray(diaryEntries.day, [day, ...open])));
  const row = rows.find((candidate) => candidate.day === day);
  return {
    day,
    date: addDays(course.startDate, day - 1),
    open: open.includes(day),
    opensAt: window.opensAt.toISOString(),
    closesAt: window.closesAt.toISOString(),
    openDays: open,
    entry: row ? entryView(row, course.startDate) : null,
    openEntries: rows
      .filter((candidate) => open.includes(candidate.day))
      .sort((a, b) => a.day - b.day)
      .map((candidate) => entryView(candidate, course.startDate)),
    now: now.toISOString(),
  };
}
