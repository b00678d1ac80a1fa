// The timing of a sample video, shared by the seed (caption cues, duration) and the script
// that renders the videos, so the slides and the captions can never drift apart. The slides
// carry no words (one video serves both languages); the words are in the captions.
import type { SeedCue, SeedLanguage, SeedSeminarText } from './types';

export type SeminarWords = Omit<SeedSeminarText, 'captions'>;

export type SlideKind = 'intro' | 'point' | 'todo';

/** One slide of the video; `number` counts slides of its kind from 1, `of` is their count. */
export type Slide = { kind: SlideKind; start: number; end: number; number: number; of: number };

export type VideoSchedule = {
  slides: Slide[];
  durationSeconds: number;
  captions: Record<SeedLanguage, SeedCue[]>;
};

const languages: SeedLanguage[] = ['de', 'en'];

/** Reading speed the cues allow for (subtitle guidelines use 15–17 characters a second). */
const CHARS_PER_SECOND = 15;

const todoLabel: Record<SeedLanguage, string> = { de: 'Aufgabe', en: 'To-do' };

export function todoCaption(language: SeedLanguage, todo: string): string {
  return `${todoLabel[language]}: ${todo}`;
}

type Beat = {
  slide: SlideKind | null;
  kind: SlideKind;
  number: number;
  of: number;
  text: Record<SeedLanguage, string>;
};

function beatsOf(words: Record<SeedLanguage, SeminarWords>): Beat[] {
  const { de, en } = words;
  if (de.keyPoints.length !== en.keyPoints.length || de.todos.length !== en.todos.length) {
    throw new Error(`"${en.title}": German and English need as many key points and to-dos`);
  }
  const points = en.keyPoints.length;
  const todos = en.todos.length;
  return [
    { slide: 'intro', kind: 'intro', number: 1, of: 1, text: { de: de.title, en: en.title } },
    {
      slide: null,
      kind: 'intro',
      number: 1,
      of: 1,
      text: { de: de.description, en: en.description },
    },
    ...en.keyPoints.map((point, i): Beat => ({
      slide: 'point',
      kind: 'point',
      number: i + 1,
      of: points,
      text: { de: de.keyPoints[i] ?? '', en: point },
    })),
    ...en.todos.map((todo, i): Beat => ({
      slide: 'todo',
      kind: 'todo',
      number: i + 1,
      of: todos,
      text: { de: todoCaption('de', de.todos[i] ?? ''), en: todoCaption('en', todo) },
    })),
  ];
}

/** Whole seconds a cue stays up: long enough to read in the longer of the two languages. */
function beatSeconds(text: Record<SeedLanguage, string>): number {
  const longest = Math.max(...languages.map((language) => text[language].length));
  return Math.max(3, Math.ceil(longest / CHARS_PER_SECOND));
}

export function videoSchedule(words: Record<SeedLanguage, SeminarWords>): VideoSchedule {
  const slides: Slide[] = [];
  const captions: Record<SeedLanguage, SeedCue[]> = { de: [], en: [] };
  let time = 0;
  for (const beat of beatsOf(words)) {
    const end = time + beatSeconds(beat.text);
    if (beat.slide) {
      slides.push({ kind: beat.kind, start: time, end, number: beat.number, of: beat.of });
    } else {
      const current = slides.at(-1);
      if (current) current.end = end;
    }
    for (const language of languages) {
      captions[language].push({ start: time, end, text: beat.text[language] });
    }
    time = end;
  }
  return { slides, durationSeconds: time, captions };
}
