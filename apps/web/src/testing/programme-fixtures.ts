import type {
  FeedbackCurrentDay,
  ListItem,
  ProgrammeCalendar,
  ProgrammeDay,
  Seminar,
} from '@quit/contracts/programme';
import { addDays } from '@quit/domain/dates';
import { json, on, type Route } from './fetch';

/** A seminar of day `day`; ids are readable so tests can tell them apart. */
export function seminarFixture(day: number, slot: Seminar['slot'], extra: Partial<Seminar> = {}) {
  const id = `s-${day}-${slot}`;
  return {
    id,
    day,
    slot,
    title: `${slot === 'morning' ? 'Morning' : 'Evening'} of day ${day}`,
    description: `What day ${day} brings in the ${slot}.`,
    keyPoints: [`Point one of ${id}`, `Point two of ${id}`],
    videoUrl: `/api/media/${id}.mp4`,
    captions: [
      { language: 'de', url: `/api/media/${id}.de.vtt`, default: false },
      { language: 'en', url: `/api/media/${id}.en.vtt`, default: true },
    ],
    durationSeconds: 100,
    positionSeconds: 0,
    watched: false,
    watchedAt: null,
    todos: [
      { id: `${id}-t1`, text: `Write down your reasons (${id})`, ticked: false },
      { id: `${id}-t2`, text: `Drink a glass of water (${id})`, ticked: true },
    ],
    ...extra,
  } satisfies Seminar;
}

export const START_DATE = '2030-11-18'; // a Monday

/** Day 3 of a course that started on Monday 18 November 2030. */
export function programmeDayFixture(day = 3, seminars?: Seminar[]): ProgrammeDay {
  return {
    day,
    date: addDays(START_DATE, day - 1),
    seminars: seminars ?? [seminarFixture(day, 'morning'), seminarFixture(day, 'evening')],
  };
}

/** The calendar on day 3: day 1 all done, day 2 one seminar and a missed diary. */
export function calendarFixture(extra: Partial<ProgrammeCalendar> = {}): ProgrammeCalendar {
  const today = 3;
  const watched: Record<string, boolean> = {
    's-1-morning': true,
    's-1-evening': true,
    's-2-morning': true,
  };
  const diary = (day: number) =>
    day === 1 ? 'done' : day === 2 ? 'missed' : day === 3 ? 'open' : 'future';
  return {
    startDate: START_DATE,
    today: addDays(START_DATE, today - 1),
    day: today,
    days: Array.from({ length: 28 }, (_, index) => {
      const day = index + 1;
      return {
        day,
        date: addDays(START_DATE, index),
        reached: day <= today,
        seminars: (['morning', 'evening'] as const).map((slot) => {
          const { id, title } = seminarFixture(day, slot);
          return { id, slot, title, watched: watched[id] ?? false };
        }),
        diary: diary(day),
      };
    }),
    seminarsWatched: 3,
    diaryDaysKept: 1,
    smokeFreeDays: 1,
    ...extra,
  };
}

/** Day 3's diary: by default before 18:00 (Europe/Berlin), nothing written. */
export function feedbackFixture(extra: Partial<FeedbackCurrentDay> = {}): FeedbackCurrentDay {
  return {
    day: 3,
    date: '2030-11-20',
    open: false,
    opensAt: '2030-11-20T17:00:00.000Z',
    closesAt: '2030-11-21T23:00:00.000Z',
    openDays: [],
    entry: null,
    openEntries: [],
    now: '2030-11-20T10:00:00.000Z',
    ...extra,
  };
}

export const symptomsFixture: ListItem[] = [
  { key: 'irritability', label: 'Irritability', group: null },
  { key: 'insomnia', label: 'Trouble sleeping', group: null },
];

export const triggersFixture: ListItem[] = [
  { key: 'stress', label: 'Stress', group: 'emotional' },
  { key: 'coffee', label: 'Coffee', group: 'habit' },
  { key: 'friends_smoking', label: 'Friends smoking', group: 'social' },
];

/** Answers the programme's GET endpoints of an active course on day 3. */
export function programmeRoutes({
  day = programmeDayFixture(),
  calendar = calendarFixture(),
  feedback = feedbackFixture(),
}: {
  day?: ProgrammeDay;
  calendar?: ProgrammeCalendar;
  feedback?: FeedbackCurrentDay;
} = {}): Route[] {
  return [
    on('GET', '/api/resource/currentday', () => json(day)),
    on('GET', '/api/programme/calendar', () => json(calendar)),
    on('GET', '/api/feedback/currentday', () => json(feedback)),
    on('GET', '/api/symptom', () => json(symptomsFixture)),
    on('GET', '/api/triggertype', () => json(triggersFixture)),
  ];
}
