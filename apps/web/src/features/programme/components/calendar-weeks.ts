import { weekdayIndex } from '@quit/domain/dates';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/**
 * The course days laid out in weeks that start on Monday (P6): each week has seven slots, a
 * slot is the index of a course day or null before the start and after the end.
 */
export function calendarWeeks<T extends { date: string }>(days: readonly T[]): (T | null)[][] {
  const first = days[0];
  if (!first) return [];
  const lead = weekdayIndex(first.date);
  const slots: (T | null)[] = [...Array<null>(lead).fill(null), ...days];
  while (slots.length % 7 !== 0) slots.push(null);
  const weeks: (T | null)[][] = [];
  for (let start = 0; start < slots.length; start += 7) weeks.push(slots.slice(start, start + 7));
  return weeks;
}
