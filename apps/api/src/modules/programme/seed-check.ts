// Checks a programme seed before anything is stored, so a broken seed stops start-up with a
// message naming the seminar instead of a half-filled programme.
import { COURSE_LENGTH_DAYS } from '@quit/domain/constants';
import { isValidStorageKey } from '../../providers/storage/port';
import type { SeedListItem, SeedSeminar } from './seed/types';

const LANGUAGES = ['de', 'en'] as const;

function seminarProblems(s: SeedSeminar): string[] {
  const problems: string[] = [];
  if (!Number.isInteger(s.day) || s.day < 1 || s.day > COURSE_LENGTH_DAYS) problems.push('day');
  if (!isValidStorageKey(s.videoKey) || !s.videoKey.endsWith('.mp4')) problems.push('videoKey');
  if (!Number.isInteger(s.durationSeconds) || s.durationSeconds <= 0) problems.push('duration');
  for (const language of LANGUAGES) {
    const text = s.text[language];
    if (!text.title.trim() || !text.description.trim()) problems.push(`${language} title`);
    if (text.todos.length < 1 || text.todos.length > 3) problems.push(`${language} to-dos`);
    if (text.todos.length !== s.text.de.todos.length) problems.push('to-dos differ');
    if (text.captions.some((c) => !(c.start >= 0 && c.end > c.start))) {
      problems.push(`${language} captions`);
    }
  }
  return problems;
}

function listProblems(name: string, items: SeedListItem[], needsGroup: boolean): string[] {
  const keys = new Set<string>();
  return items.flatMap((item) => {
    const problems: string[] = [];
    if (!/^[a-z][a-z0-9_]*$/.test(item.key)) problems.push(`${name} ${item.key}: key`);
    if (keys.has(item.key)) problems.push(`${name} ${item.key}: twice`);
    keys.add(item.key);
    if (needsGroup && !item.group) problems.push(`${name} ${item.key}: group`);
    if (!item.label.de.trim() || !item.label.en.trim()) problems.push(`${name} ${item.key}: label`);
    return problems;
  });
}

/** Every problem found, as short phrases; empty when the seed can be loaded. */
export function programmeSeedProblems(seed: {
  seminars: SeedSeminar[];
  symptoms: SeedListItem[];
  triggers: SeedListItem[];
}): string[] {
  const seen = new Set<string>();
  const problems = seed.seminars.flatMap((s) => {
    const slot = `day ${s.day} ${s.slot}`;
    const own = seminarProblems(s).map((p) => `${slot}: ${p}`);
    if (seen.has(slot)) own.push(`${slot}: twice`);
    seen.add(slot);
    return own;
  });
  return [
    ...problems,
    ...listProblems('symptom', seed.symptoms, false),
    ...listProblems('trigger', seed.triggers, true),
  ];
}
