// Which version of a seminar a course shows (issue 30, item 1; record 0069). Operators edit a
// seminar as a draft and publish it as a new version. A course that has started keeps the
// version it started with (it is pinned to it when a newer one is published); a course that
// has not started shows the newest. A correction applied to all drops every pin, so every
// course shows the newest version.
import type { CourseState } from './course-state';
import type { IsoDate } from './dates';

/** A published version's id; null stands for the programme as shipped (the seed). */
export type VersionRef = string | null;

/** The states in which a course's programme runs (or ran) and its content must stay put. */
export const PINNED_COURSE_STATES: readonly CourseState[] = [
  'scheduled',
  'active',
  'awaiting_test',
];

/**
 * Whether publishing a new version must pin this course to the version it shows now: it has
 * reached its first day (in the participant's time zone) and is still running.
 */
export function keepsItsVersion(
  course: { state: CourseState; startDate: IsoDate | null },
  today: IsoDate,
): boolean {
  return (
    course.startDate !== null &&
    course.startDate <= today &&
    PINNED_COURSE_STATES.includes(course.state)
  );
}

/**
 * The version a course shows: the one it was pinned to, else the newest published one (null
 * when nothing was published since the seed).
 */
export function versionShown(
  pin: { versionId: VersionRef } | undefined,
  newestPublished: VersionRef,
): VersionRef {
  return pin ? pin.versionId : newestPublished;
}

/** What publishing does to the pins of one seminar. */
export type PublishEffect = { kind: 'pin-started'; keep: VersionRef } | { kind: 'unpin-all' };

/**
 * Publishing a version: normally every started course without a pin is pinned to the version it
 * showed until now (the newest before this one); a correction to all removes every pin.
 */
export function publishEffect(applyToRunning: boolean, previousNewest: VersionRef): PublishEffect {
  return applyToRunning ? { kind: 'unpin-all' } : { kind: 'pin-started', keep: previousNewest };
}

/** Limits of what an operator writes into a seminar (both languages). */
export const SEMINAR_TEXT_LIMITS = {
  title: 200,
  description: 4000,
  keyPoint: 500,
  keyPoints: 10,
  todo: 300,
  todosMin: 1,
  todosMax: 3,
} as const;

/** Seminar videos operators upload: the containers browsers play, at most this size. */
export const SEMINAR_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;
export type SeminarVideoType = (typeof SEMINAR_VIDEO_TYPES)[number];
export const SEMINAR_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
export const SEMINAR_VIDEO_MAX_SECONDS = 4 * 60 * 60;

export function isSeminarVideoType(value: string): value is SeminarVideoType {
  return (SEMINAR_VIDEO_TYPES as readonly string[]).includes(value);
}

/** A draft's texts per language, as checked before it may be published. */
type DraftTexts = Record<'de' | 'en', { title: string; description: string; todos: string[] }>;

/**
 * Why a draft cannot be published yet (field names), or an empty list: both languages need a
 * title, a description and the same number (1–3) of to-dos, since to-dos pair by position.
 */
export function draftProblems(texts: DraftTexts): string[] {
  const problems: string[] = [];
  for (const language of ['de', 'en'] as const) {
    const text = texts[language];
    if (!text.title.trim()) problems.push(`${language}.title`);
    if (!text.description.trim()) problems.push(`${language}.description`);
    const count = text.todos.length;
    if (count < SEMINAR_TEXT_LIMITS.todosMin || count > SEMINAR_TEXT_LIMITS.todosMax) {
      problems.push(`${language}.todos`);
    }
  }
  if (texts.de.todos.length !== texts.en.todos.length) problems.push('todos.count');
  return problems;
}
