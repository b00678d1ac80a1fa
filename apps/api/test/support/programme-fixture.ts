// A three-day stand-in programme for the API tests (the shipped one is the content branch's),
// with small generated media files, and helpers for a participant on a given course day.
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { diaryEntries } from '../../src/db/schema';
import { HEALTH_CONSENT_VERSION } from '@quit/domain/constants';
import { addDays } from '@quit/domain/dates';
import { ensureOpenCourse } from '../../src/modules/course-row/current-course';
import { seedProgramme, type ProgrammeSeed } from '../../src/modules/programme/seed-programme';
import type { SeedSeminar } from '../../src/modules/programme/seed/types';
import { newParticipant, setCourseState } from './money';

const seminar = (day: number, slot: 'morning' | 'evening'): SeedSeminar => {
  const name = `day${String(day).padStart(2, '0')}-${slot}`;
  return {
    day,
    slot,
    videoKey: `seminars/${name}.mp4`,
    durationSeconds: 100,
    text: {
      de: {
        title: `Tag ${day} ${slot === 'morning' ? 'Morgen' : 'Abend'}`,
        description: 'Eine kurze Beschreibung.',
        keyPoints: ['Erster Punkt', 'Zweiter Punkt', 'Dritter Punkt'],
        todos: [`Aufgabe ${day}a`, `Aufgabe ${day}b`],
        captions: [{ start: 0, end: 4.5, text: 'Hallo und willkommen' }],
      },
      en: {
        title: `Day ${day} ${slot}`,
        description: 'A short description.',
        keyPoints: ['First point', 'Second point', 'Third point'],
        todos: [`Task ${day}a`, `Task ${day}b`],
        captions: [{ start: 0, end: 4.5, text: 'Hello and welcome' }],
      },
    },
  };
};

export const fixtureSeminars = [1, 2, 3].flatMap((day) => [
  seminar(day, 'morning'),
  seminar(day, 'evening'),
]);

/** Bytes of a stand-in video: 4000 bytes, different per key, so ranges can be checked exactly. */
export function videoBytes(key: string): Buffer {
  const salt = [...key].reduce((sum, c) => sum + c.charCodeAt(0), 0);
  return Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7 + salt) % 256));
}

export async function fixtureProgramme(): Promise<ProgrammeSeed> {
  const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-seed-media-'));
  await mkdir(path.join(mediaDir, 'seminars'), { recursive: true });
  for (const s of fixtureSeminars) {
    await writeFile(path.join(mediaDir, ...s.videoKey.split('/')), videoBytes(s.videoKey));
  }
  return {
    seminars: fixtureSeminars,
    symptoms: [
      { key: 'irritability', label: { de: 'Reizbarkeit', en: 'Irritability' } },
      { key: 'insomnia', label: { de: 'Schlafstörungen', en: 'Insomnia' } },
    ],
    triggers: [
      { key: 'stress', group: 'emotional', label: { de: 'Stress', en: 'Stress' } },
      { key: 'coffee', group: 'habit', label: { de: 'Kaffee', en: 'Coffee' } },
    ],
    mediaDir,
  };
}

export async function seedFixture(app: FastifyInstance) {
  return seedProgramme(app.programme.db, app.programme.storage, await fixtureProgramme());
}

/** Gives consent to processing health data through the API, as the consent dialog does. */
export async function giveHealthConsent(app: FastifyInstance, cookie: string) {
  const consent = await app.inject({
    method: 'PUT',
    url: '/api/participant/health-consent',
    headers: { cookie },
    payload: { version: HEALTH_CONSENT_VERSION },
  });
  if (consent.statusCode !== 200) throw new Error(`consent refused: ${consent.body}`);
}

/** A new participant who has agreed to the processing of health data (diary, questionnaires). */
export async function consentingParticipant(app: FastifyInstance, language = 'en') {
  const p = await newParticipant(app, language);
  await giveHealthConsent(app, p.cookie);
  return p;
}

/** A consenting participant whose course runs and is on `day` as of `today`. */
export async function participantOnDay(
  app: FastifyInstance,
  db: Db,
  today: string,
  day: number,
  language = 'en',
) {
  const p = await consentingParticipant(app, language);
  await ensureOpenCourse(db, p.id);
  const startDate = addDays(today, 1 - day);
  await setCourseState(db, p.id, 'active', { startDate });
  return { ...p, startDate };
}

/** Diary entries written straight into the database: `smokeFree` days first, then `smoked` ones. */
export async function writeDiaryDays(
  db: Db,
  courseId: string,
  { smokeFree, smoked, notes = '' }: { smokeFree: number; smoked: number; notes?: string },
) {
  const rows = Array.from({ length: smokeFree + smoked }, (_, index) => ({
    courseId,
    day: index + 1,
    smokingDesire: 1,
    determination: 4,
    cravingCount: 3,
    sportMinutes: 20,
    sleepHours: 7,
    steps: 6000,
    smokedSinceLastEntry: index >= smokeFree,
    triggers: ['stress'],
    symptoms: ['irritability'],
    notes,
  }));
  if (rows.length > 0) await db.insert(diaryEntries).values(rows);
}
