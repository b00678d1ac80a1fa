// P3: the fields of a daily diary entry and their ranges; C5: which entries count as smoke-free.

import { COURSE_LENGTH_DAYS } from './constants';

/** 0 not at all, 1 slightly, 2 moderately, 3 very, 4 extremely. */
export const DIARY_SCALE_MAX = 4;
export const DIARY_LIMITS = {
  smokingDesire: { min: 0, max: DIARY_SCALE_MAX },
  determination: { min: 0, max: DIARY_SCALE_MAX },
  cravingCount: { min: 0, max: 200 },
  sportMinutes: { min: 0, max: 1440 },
  sleepHours: { min: 0, max: 24 },
  steps: { min: 0, max: 100_000 },
} as const;
export const DIARY_NOTES_MAX_LENGTH = 2000;
/** More than any list holds; stops a client from sending thousands of keys. */
export const DIARY_LIST_MAX_ITEMS = 50;

export type DiaryNumberField = keyof typeof DIARY_LIMITS;

export function isInDiaryRange(field: DiaryNumberField, value: number): boolean {
  const { min, max } = DIARY_LIMITS[field];
  if (!Number.isFinite(value) || value < min || value > max) return false;
  // Sleep is entered in half hours; every other number is a whole count.
  return field === 'sleepHours' ? Number.isInteger(value * 2) : Number.isInteger(value);
}

/** Notes count Unicode code points, like the password rule, so emoji count once. */
export function isValidDiaryNotes(notes: string): boolean {
  return [...notes].length <= DIARY_NOTES_MAX_LENGTH;
}

/** C5: a smoke-free day is a diary entry that says "not smoked since the last entry". */
export function countSmokeFreeDays(
  entries: readonly { day: number; smokedSinceLastEntry: boolean }[],
): number {
  const smokeFree = entries.filter(
    (e) =>
      !e.smokedSinceLastEntry &&
      Number.isInteger(e.day) &&
      e.day >= 1 &&
      e.day <= COURSE_LENGTH_DAYS,
  );
  const days = new Set(smokeFree.map((e) => e.day));
  return days.size;
}
