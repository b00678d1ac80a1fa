// The calendar file's texts in both languages (written for this product; one record per
// language, so a missing text fails the typecheck).
import type { Language } from '@quit/domain/constants';

type Texts = {
  calName: string;
  courseStart: { title: string; description: string };
  diary: { title: (day: number) => string; description: (lastDate: string) => string };
  testDay: { title: string; description: (deadline: string) => string };
  testDeadline: { title: string; description: string };
};

export const CALENDAR_FILE_TEXTS: Record<Language, Texts> = {
  en: {
    calName: 'QuitPot: my 28-day course',
    courseStart: {
      title: 'QuitPot: course day 1 – today you start smoke-free',
      description:
        'Day 1 of your 28-day course. Each day brings a morning and an evening seminar in the app, and the diary opens at 18:00.',
    },
    diary: {
      title: (day) => `QuitPot: day ${day} – diary open`,
      description: (lastDate) =>
        `Your diary for today is open from 18:00 until the end of ${lastDate}. Watch today's morning and evening seminars in the app if you have not yet.`,
    },
    testDay: {
      title: 'QuitPot: day 28 – nicotine test',
      description: (deadline) =>
        `The last course day. From today you can take your nicotine test in the app; it counts until ${deadline}.`,
    },
    testDeadline: {
      title: 'QuitPot: last day for the nicotine test',
      description: 'A test after today no longer counts for your course.',
    },
  },
  de: {
    calName: 'QuitPot: mein 28-Tage-Kurs',
    courseStart: {
      title: 'QuitPot: Kurstag 1 – heute startest du rauchfrei',
      description:
        'Tag 1 deines 28-Tage-Kurses. Jeden Tag gibt es in der App ein Morgen- und ein Abendseminar, und um 18:00 Uhr öffnet das Tagebuch.',
    },
    diary: {
      title: (day) => `QuitPot: Tag ${day} – Tagebuch offen`,
      description: (lastDate) =>
        `Dein Tagebuch für heute ist ab 18:00 Uhr bis einschließlich ${lastDate} offen. Schau dir die Morgen- und Abendseminare des Tages in der App an, falls noch nicht geschehen.`,
    },
    testDay: {
      title: 'QuitPot: Tag 28 – Nikotintest',
      description: (deadline) =>
        `Der letzte Kurstag. Ab heute kannst du deinen Nikotintest in der App machen; er zählt bis zum ${deadline}.`,
    },
    testDeadline: {
      title: 'QuitPot: letzter Tag für den Nikotintest',
      description: 'Ein Test nach dem heutigen Tag zählt für deinen Kurs nicht mehr.',
    },
  },
};
