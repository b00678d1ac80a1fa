// Issue 30, spec §6: every call carries the page's interface language, and the texts the server
// sends for the page (questionnaire titles and questions, the symptom and trigger lists, the
// seminars) follow it, never the language the account was made in. Error messages keep theirs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/platform/clock';
import { participantOnDay, seedFixture } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
let storageDir = '';

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-language-storage-'));
  t = await createTestApp({ STORAGE_DIR: storageDir }, undefined, { calendar: clock });
  await seedFixture(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

type Texts = {
  symptom: string;
  questionnaireTitle: string;
  firstQuestion: string;
  statusTitles: string[];
  seminarTitles: string[];
};

async function textsFor(cookie: string, page: string): Promise<Texts> {
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: { cookie, 'x-language': page } });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const symptoms = (await get('/api/symptom')) as { key: string; label: string }[];
  const mine = (await get('/api/participantquestionnaire/testquestionnaire')) as { title: string };
  const questions = (await get('/api/questionnaire/testquestionnaire')) as {
    questions: { prompt: string }[];
  };
  const statuses = (await get('/api/participantquestionnaire')) as { title: string }[];
  const today = (await get('/api/resource/currentday')) as {
    seminars: { title: string }[];
  };
  return {
    symptom: symptoms.find((s) => s.key === 'irritability')!.label,
    questionnaireTitle: mine.title,
    firstQuestion: questions.questions[0]!.prompt,
    statusTitles: statuses.map((s) => s.title),
    seminarTitles: today.seminars.map((s) => s.title),
  };
}

describe('texts follow the page language, not the account language', () => {
  it.each([
    ['en', 'de', 'Reizbarkeit'],
    ['de', 'en', 'Irritability'],
  ] as const)(
    'an account made in %s reads the page language %s',
    async (account, page, symptom) => {
      const reader = await participantOnDay(t.app, t.database.db, '2026-11-22', 2, account);
      const profile = await t.app.inject({
        url: '/api/participant',
        headers: { cookie: reader.cookie },
      });
      expect(profile.json()).toMatchObject({ language: account });
      // Someone whose account is in the page's language reads the same texts.
      const native = await participantOnDay(t.app, t.database.db, '2026-11-22', 2, page);

      const read = await textsFor(reader.cookie, page);
      expect(read.symptom).toBe(symptom);
      expect(read).toEqual(await textsFor(native.cookie, page));
      // And the account's own language gives other texts: the header decided.
      const inAccountLanguage = await textsFor(reader.cookie, account);
      expect(read.questionnaireTitle).not.toBe(inAccountLanguage.questionnaireTitle);
      expect(read.firstQuestion).not.toBe(inAccountLanguage.firstQuestion);
      expect(read.seminarTitles).toHaveLength(inAccountLanguage.seminarTitles.length);
      expect(read.seminarTitles.length).toBeGreaterThan(0);
      expect(read.seminarTitles).not.toEqual(inAccountLanguage.seminarTitles);
    },
  );
});

describe('/courseresource (spec §7: "Not shown"; docs/decisions/0072)', () => {
  it.each([
    ['en', 'Not found'],
    ['de', 'Nicht gefunden'],
  ] as const)(
    'is not served: 404 NOT_FOUND in the caller language (%s)',
    async (language, text) => {
      const p = await participantOnDay(t.app, t.database.db, '2026-11-22', 2, language);
      for (const method of ['GET', 'POST', 'PUT'] as const) {
        const res = await t.app.inject({
          method,
          url: '/api/courseresource',
          headers: { cookie: p.cookie, 'x-language': language },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: text });
      }
      const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
        paths: Record<string, unknown>;
      }>();
      expect(Object.keys(doc.paths).filter((p) => /courseresource/i.test(p))).toEqual([]);
    },
  );
});
