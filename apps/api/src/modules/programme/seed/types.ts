// The shape of the programme that ships with the product (decisions P1, P3). The seed data
// files beside this one fill it; the programme module loads it into the database at first
// start, and operators replace it later.

export type SeedLanguage = 'de' | 'en';

/** One caption cue, in seconds from the start of the video. */
export type SeedCue = { start: number; end: number; text: string };

export type SeedSeminarText = {
  title: string;
  /** One or two sentences shown under the title. */
  description: string;
  /** Three to five short key points. */
  keyPoints: string[];
  /** One to three to-dos the participant can tick. */
  todos: string[];
  /** The captions of the sample video in this language (written out as WebVTT). */
  captions: SeedCue[];
};

export type SeedSeminar = {
  /** Course day 1–28. */
  day: number;
  slot: 'morning' | 'evening';
  /** Storage key of the video, e.g. `seminars/day01-morning.mp4`. */
  videoKey: string;
  /** Length of the video in whole seconds (the watched rule is 90 % of it). */
  durationSeconds: number;
  text: Record<SeedLanguage, SeedSeminarText>;
};

/** An entry of the withdrawal-symptom or trigger list (diary multi-selects). */
export type SeedListItem = {
  /** Stable key, snake_case, e.g. `irritability`. */
  key: string;
  /** Triggers only: emotional, habit, social or withdrawal. */
  group?: 'emotional' | 'habit' | 'social' | 'withdrawal';
  label: Record<SeedLanguage, string>;
};
