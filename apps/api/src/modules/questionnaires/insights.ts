// /participant/insights: the diary entries of the current (or last) course as series over the
// course days, and the triggers and symptoms named most often. Only the participant's own.
import { asc, eq } from 'drizzle-orm';
import type { Insights } from '@quit/contracts/questionnaires';
import type { Language } from '@quit/domain/constants';
import { addDays } from '@quit/domain/dates';
import { mostNamed } from '@quit/domain/diary-insights';
import { diaryEntries, symptoms, triggerTypes } from '../../db/schema';
import { findOpenCourse, latestCourse } from '../course-row/current-course';
import type { QuestionnaireDeps } from './deps';

async function labels(
  deps: QuestionnaireDeps,
  table: typeof symptoms | typeof triggerTypes,
  language: Language,
): Promise<Map<string, string>> {
  const rows = await deps.db.select({ key: table.key, label: table.label }).from(table);
  return new Map(rows.map((row) => [row.key, row.label[language]]));
}

export async function insights(
  deps: QuestionnaireDeps,
  userId: string,
  language: Language,
): Promise<Insights> {
  const course = (await findOpenCourse(deps.db, userId)) ?? (await latestCourse(deps.db, userId));
  const startDate = course?.startDate;
  if (!course || !startDate) return { days: [], topTriggers: [], topSymptoms: [] };
  const rows = await deps.db
    .select()
    .from(diaryEntries)
    .where(eq(diaryEntries.courseId, course.id))
    .orderBy(asc(diaryEntries.day));
  const [triggerLabels, symptomLabels] = await Promise.all([
    labels(deps, triggerTypes, language),
    labels(deps, symptoms, language),
  ]);
  const named = (lists: string[][], names: Map<string, string>) =>
    mostNamed(lists).map((item) => ({ ...item, label: names.get(item.key) ?? item.key }));
  return {
    days: rows.map((row) => ({
      day: row.day,
      date: addDays(startDate, row.day - 1),
      smokingDesire: row.smokingDesire,
      determination: row.determination,
      cravingCount: row.cravingCount,
      sleepHours: row.sleepHours,
      sportMinutes: row.sportMinutes,
      steps: row.steps,
      smokedSinceLastEntry: row.smokedSinceLastEntry,
    })),
    topTriggers: named(
      rows.map((row) => row.triggers),
      triggerLabels,
    ),
    topSymptoms: named(
      rows.map((row) => row.symptoms),
      symptomLabels,
    ),
  };
}
