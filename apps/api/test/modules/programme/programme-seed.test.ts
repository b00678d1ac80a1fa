// Seeding the programme at first start: once, also when processes start together, with the
// media copied into storage and captions written as WebVTT; a broken seed stops start-up.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seminars, seminarTodos, symptoms, triggerTypes } from '../../../src/db/schema';
import { programmeSeedProblems } from '../../../src/modules/programme/seed-check';
import { seedProgramme } from '../../../src/modules/programme/seed-programme';
import { shippedProgramme } from '../../../src/modules/programme/shipped-seed';
import { fixtureProgramme, fixtureSeminars, videoBytes } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let storageDir = '';
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-seed-storage-'));
  t = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const rows = async (
  table: typeof seminars | typeof seminarTodos | typeof symptoms | typeof triggerTypes,
) => (await t.database.db.select({ n: count() }).from(table))[0]?.n;

describe('seedProgramme', () => {
  it('seeds once, even when two start-ups race, and copies the media into storage', async () => {
    const seed = await fixtureProgramme();
    const { db, storage } = t.app.programme;
    const results = await Promise.all([
      seedProgramme(db, storage, seed),
      seedProgramme(db, storage, seed),
    ]);
    expect(results.map((r) => r.seminars).sort()).toEqual([0, 6]);
    expect(await seedProgramme(db, storage, seed)).toEqual({
      seminars: 0,
      symptoms: 0,
      triggers: 0,
    });
    expect(await rows(seminars)).toBe(6);
    expect(await rows(seminarTodos)).toBe(12);
    expect(await rows(symptoms)).toBe(2);
    expect(await rows(triggerTypes)).toBe(2);

    const key = fixtureSeminars[0]!.videoKey;
    expect(await readFile(path.join(storageDir, key))).toEqual(videoBytes(key));
    const vtt = await readFile(path.join(storageDir, 'seminars/day01-morning.en.vtt'), 'utf8');
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.500\nHello and welcome\n');
  });
});

describe('programmeSeedProblems', () => {
  it('finds nothing wrong with a good seed', async () => {
    expect(programmeSeedProblems(await fixtureProgramme())).toEqual([]);
  });

  it('names what is wrong', async () => {
    const seed = await fixtureProgramme();
    const [first, second] = seed.seminars;
    const broken = {
      ...seed,
      seminars: [
        { ...first!, day: 29 },
        {
          ...second!,
          videoKey: '../outside.mp4',
          text: { ...second!.text, en: { ...second!.text.en, todos: [] } },
        },
        { ...second! },
        { ...second! },
      ],
      triggers: [{ key: 'stress', label: { de: 'Stress', en: 'Stress' } }],
    };
    expect(programmeSeedProblems(broken)).toEqual([
      'day 29 morning: day',
      'day 1 evening: videoKey',
      'day 1 evening: en to-dos',
      'day 1 evening: to-dos differ',
      'day 1 evening: twice',
      'day 1 evening: twice',
      'trigger stress: group',
    ]);
  });

  it('accepts the programme that ships', () => {
    expect(programmeSeedProblems(shippedProgramme)).toEqual([]);
  });
});
