// Builds one seed seminar from its words: the video key, its length and the caption cues all
// follow from the day, the slot and the texts (see slides.ts).
import { videoSchedule, type SeminarWords } from './slides';
import type { SeedLanguage, SeedSeminar } from './types';

export function videoKeyOf(day: number, slot: SeedSeminar['slot']): string {
  return `seminars/day${String(day).padStart(2, '0')}-${slot}.mp4`;
}

export function defineSeminar(
  day: number,
  slot: SeedSeminar['slot'],
  words: Record<SeedLanguage, SeminarWords>,
): SeedSeminar {
  const { durationSeconds, captions } = videoSchedule(words);
  return {
    day,
    slot,
    videoKey: videoKeyOf(day, slot),
    durationSeconds,
    text: {
      de: { ...words.de, captions: captions.de },
      en: { ...words.en, captions: captions.en },
    },
  };
}
