import type { TFunction } from '@/lib/i18n-types';
import { feedbackRequestSchema, type FeedbackRequest } from '@quit/contracts/programme';
import { DIARY_LIMITS, DIARY_NOTES_MAX_LENGTH } from '@quit/domain/diary-entry';
import type { DiaryValues } from './diary-values';

type DiaryField = keyof DiaryValues;
export type DiaryErrors = Partial<Record<DiaryField, string>>;

function isField(value: unknown): value is DiaryField {
  return (
    typeof value === 'string' &&
    [
      'smokedSinceLastEntry',
      'triggers',
      'symptoms',
      'notes',
      ...Object.keys(DIARY_LIMITS),
    ].includes(value)
  );
}

function messageFor(field: DiaryField, t: TFunction<'programme'>): string {
  switch (field) {
    case 'smokingDesire':
    case 'determination':
      return t('diary.errors.choose');
    case 'sleepHours':
      return t('diary.errors.half_hours', DIARY_LIMITS.sleepHours);
    case 'cravingCount':
    case 'sportMinutes':
    case 'steps':
      return t('diary.errors.whole_number', DIARY_LIMITS[field]);
    case 'smokedSinceLastEntry':
      return t('diary.errors.answer');
    case 'notes':
      return t('diary.errors.notes_too_long', { max: DIARY_NOTES_MAX_LENGTH });
    case 'triggers':
    case 'symptoms':
      return t('diary.errors.check_field');
  }
}

/**
 * Checks the request with the contracts' schema (the one the API applies) and words each
 * refused field for people. Returns the valid request, or the messages by field.
 */
export function validateDiary(
  request: Partial<FeedbackRequest>,
  t: TFunction<'programme'>,
): { request: FeedbackRequest; errors?: undefined } | { request?: undefined; errors: DiaryErrors } {
  const result = feedbackRequestSchema.safeParse(request);
  if (result.success) return { request: result.data };
  const errors: DiaryErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isField(field) && errors[field] === undefined) errors[field] = messageFor(field, t);
  }
  return { errors };
}
