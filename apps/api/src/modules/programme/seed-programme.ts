// Loads the shipped programme (decisions P1) into the database and its media into storage at
// first start. Idempotent: it runs under an advisory lock and only fills what is empty, so a
// restart or several processes starting at once seed it once. Operators replace it later.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { seminars, seminarTexts, seminarTodos, symptoms, triggerTypes } from '../../db/schema';
import type { Storage } from '../../providers/storage/port';
import type { SeedListItem, SeedSeminar } from './seed/types';
import { StartupError } from '../../platform/errors';
import { programmeSeedProblems } from './seed-check';
import { toWebVtt } from './seed/webvtt';

export type ProgrammeSeed = {
  seminars: SeedSeminar[];
  symptoms: SeedListItem[];
  triggers: SeedListItem[];
  /** Folder holding the videos under their storage keys (`seminars/day01-morning.mp4`). */
  mediaDir: string;
};

const LANGUAGES = ['de', 'en'] as const;

const version = (content: Buffer | string) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 16);

/** `seminars/day01-morning.mp4` → `seminars/day01-morning.de.vtt`. */
export function captionsKeyOf(videoKey: string, language: 'de' | 'en'): string {
  return `${videoKey.replace(/\.[A-Za-z0-9]+$/, '')}.${language}.vtt`;
}

async function seedSeminars(tx: Tx, storage: Storage, seed: ProgrammeSeed): Promise<number> {
  for (const seminar of seed.seminars) {
    const file = path.join(seed.mediaDir, ...seminar.videoKey.split('/'));
    const video = await readFile(file).catch((error: unknown) => {
      throw new StartupError(`The programme seed's video ${file} cannot be read`, {
        cause: error,
      });
    });
    await storage.put(seminar.videoKey, video, 'video/mp4');
    const [row] = await tx
      .insert(seminars)
      .values({
        day: seminar.day,
        slot: seminar.slot,
        videoKey: seminar.videoKey,
        videoVersion: version(video),
        durationSeconds: seminar.durationSeconds,
      })
      .returning({ id: seminars.id });
    if (!row) throw new Error('seminar insert returned nothing');
    for (const language of LANGUAGES) {
      const text = seminar.text[language];
      const captions = toWebVtt(text.captions);
      const captionsKey = captionsKeyOf(seminar.videoKey, language);
      await storage.put(captionsKey, Buffer.from(captions), 'text/vtt; charset=utf-8');
      await tx.insert(seminarTexts).values({
        seminarId: row.id,
        language,
        title: text.title,
        description: text.description,
        keyPoints: text.keyPoints,
        captionsKey,
        captionsVersion: version(captions),
      });
    }
    // The to-dos are paired by position: the German and English lists say the same things.
    const todoCount = Math.max(seminar.text.de.todos.length, seminar.text.en.todos.length);
    for (let position = 0; position < todoCount; position++) {
      const de = seminar.text.de.todos[position];
      const en = seminar.text.en.todos[position];
      if (de === undefined || en === undefined) {
        throw new Error(`day ${seminar.day} ${seminar.slot}: to-dos differ between languages`);
      }
      await tx.insert(seminarTodos).values({ seminarId: row.id, position, text: { de, en } });
    }
  }
  return seed.seminars.length;
}

export async function seedProgramme(
  db: Db,
  storage: Storage,
  seed: ProgrammeSeed,
): Promise<{ seminars: number; symptoms: number; triggers: number }> {
  const problems = programmeSeedProblems(seed);
  if (problems.length > 0) {
    throw new StartupError(`The programme seed is not valid: ${problems.slice(0, 5).join('; ')}`);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('quitpot:programme-seed'))`);
    const isEmpty = async (table: typeof seminars | typeof symptoms | typeof triggerTypes) =>
      ((await tx.select({ n: count() }).from(table))[0]?.n ?? 0) === 0;
    const seeded = { seminars: 0, symptoms: 0, triggers: 0 };
    if (await isEmpty(seminars)) seeded.seminars = await seedSeminars(tx, storage, seed);
    if (seed.symptoms.length > 0 && (await isEmpty(symptoms))) {
      await tx
        .insert(symptoms)
        .values(seed.symptoms.map((s, position) => ({ key: s.key, position, label: s.label })));
      seeded.symptoms = seed.symptoms.length;
    }
    if (seed.triggers.length > 0 && (await isEmpty(triggerTypes))) {
      await tx.insert(triggerTypes).values(
        seed.triggers.map((t, position) => {
          if (!t.group) throw new Error(`trigger ${t.key} has no group`);
          return { key: t.key, position, group: t.group, label: t.label };
        }),
      );
      seeded.triggers = seed.triggers.length;
    }
    return seeded;
  });
}
