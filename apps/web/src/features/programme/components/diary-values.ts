import type { DiaryEntry, FeedbackRequest } from '@quit/contracts/programme';

/** The diary form's state: empty until answered, so nothing is sent that was not chosen. */
export type DiaryValues = {
  smokingDesire: string | null;
  determination: string | null;
  cravingCount: number | string;
  sportMinutes: number | string;
  sleepHours: number | string;
  steps: number | string;
  smokedSinceLastEntry: 'yes' | 'no' | null;
  triggers: string[];
  symptoms: string[];
  notes: string;
};

export const emptyDiary: DiaryValues = {
  smokingDesire: null,
  determination: null,
  cravingCount: '',
  sportMinutes: '',
  sleepHours: '',
  steps: '',
  smokedSinceLastEntry: null,
  triggers: [],
  symptoms: [],
  notes: '',
};

export function diaryValuesOf(entry: DiaryEntry | null): DiaryValues {
  if (entry === null) return emptyDiary;
  return {
    smokingDesire: String(entry.smokingDesire),
    determination: String(entry.determination),
    cravingCount: entry.cravingCount,
    sportMinutes: entry.sportMinutes,
    sleepHours: entry.sleepHours,
    steps: entry.steps,
    smokedSinceLastEntry: entry.smokedSinceLastEntry ? 'yes' : 'no',
    triggers: entry.triggers,
    symptoms: entry.symptoms,
    notes: entry.notes,
  };
}

// An unanswered field stays undefined, so the schema refuses it rather than reading it as 0.
const numberOf = (value: number | string | null) =>
  typeof value === 'number'
    ? value
    : value === null || value.trim() === ''
      ? undefined
      : Number(value);

/** The request the form would send; the contracts' schema decides whether it is valid. */
export function diaryRequestOf(values: DiaryValues, day: number): Partial<FeedbackRequest> {
  return {
    day,
    smokingDesire: numberOf(values.smokingDesire),
    determination: numberOf(values.determination),
    cravingCount: numberOf(values.cravingCount),
    sportMinutes: numberOf(values.sportMinutes),
    sleepHours: numberOf(values.sleepHours),
    steps: numberOf(values.steps),
    smokedSinceLastEntry:
      values.smokedSinceLastEntry === null ? undefined : values.smokedSinceLastEntry === 'yes',
    triggers: values.triggers,
    symptoms: values.symptoms,
    notes: values.notes,
  };
}
