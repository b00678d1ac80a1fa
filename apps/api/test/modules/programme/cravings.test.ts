// Cravings (P7) and help matched to dependence (P8): validation in both languages, the product's
// clock, consent as the diary asks it, the participant as the only reader, the data export.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WELCOME_QUESTIONNAIRE } from '@quit/domain/welcome-questionnaire';
import { cravings, profiles, questionnaireAnswers } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { ConfigError, loadConfig } from '../../../src/platform/config';
import { signUp } from '../../support/accounts';
import { newParticipant } from '../../support/money';
import { consentingParticipant, seedFixture } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

// 15:10 in Berlin on Sunday 22 November 2026.
const START = new Date('2026-11-22T14:10:00Z');
const clock = manualClock(START);
const HOUR = 3_600_000;
let t: TestApp;
let storageDir = '';

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-cravings-storage-'));
  t = await createTestApp({ STORAGE_DIR: storageDir }, undefined, { calendar: clock });
  await seedFixture(t.app);
});
afterEach(() => clock.advance(START.getTime() - clock.now().getTime()));
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const craving = { strength: 3, trigger: 'stress', place: ' Office ' };
const log = (cookie: string, payload: Record<string, unknown> = craving, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/cravings',
    headers: { cookie, 'x-language': language },
    payload,
  });
const end = (cookie: string, id: string, payload: Record<string, unknown>, language = 'en') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/cravings/${id}`,
    headers: { cookie, 'x-language': language },
    payload,
  });
const get = (cookie: string, url: string, language = 'en') =>
  t.app.inject({ url, headers: { cookie, 'x-language': language } });

describe('POST /api/cravings and PATCH /api/cravings/{id}', () => {
  it('logs a craving at the product’s time, rides it out for 3–5 minutes, and ends it', async () => {
    const p = await consentingParticipant(t.app);
    const logged = await log(p.cookie);
    expect(logged.statusCode).toBe(200);
    expect(logged.json()).toMatchObject({
      loggedAt: START.toISOString(),
      strength: 3,
      trigger: 'stress',
      place: 'Office',
      rideOutSeconds: 276,
      helped: [],
      outcome: null,
      endedAt: null,
    });
    clock.advance(60_000);
    const ended = await end(p.cookie, logged.json().id, {
      helped: ['breathing', 'water', 'breathing'],
      outcome: 'passed',
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({
      helped: ['breathing', 'water'],
      outcome: 'passed',
      endedAt: new Date(START.getTime() + 60_000).toISOString(),
    });
  });

  it.each([
    ['en', 'The Data you provided is invalid.'],
    ['de', 'Die angegebenen Daten sind ungültig.'],
  ])(
    'refuses a bad strength, an unknown trigger or a long place, saying so (%s)',
    async (language, message) => {
      const p = await consentingParticipant(t.app, language);
      for (const [payload, field] of [
        [{ ...craving, strength: 5 }, 'strength'],
        [{ ...craving, strength: 1.5 }, 'strength'],
        [{ ...craving, trigger: 'moonlight' }, 'trigger'],
        [{ ...craving, place: 'x'.repeat(81) }, 'place'],
      ] as const) {
        const refused = await log(p.cookie, payload, language);
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'INVALID_DATA', message });
        expect(refused.json().fields).toContain(field);
      }
      const logged = await log(p.cookie, { strength: 0, trigger: null, place: '' }, language);
      const refused = await end(
        p.cookie,
        logged.json().id,
        { helped: ['cigarette'], outcome: 'passed' },
        language,
      );
      expect(refused.json()).toMatchObject({ code: 'INVALID_DATA', message });
      const rows = await t.database.db.select().from(cravings).where(eq(cravings.userId, p.id));
      expect(rows).toHaveLength(1);
    },
  );

  it.each([
    ['en', 'Please agree to the processing of your health data first.'],
    ['de', 'Bitte willige zuerst in die Verarbeitung deiner Gesundheitsdaten ein.'],
  ])('refuses without the health-data consent, as the diary does (%s)', async (language, start) => {
    const p = await newParticipant(t.app, language);
    const refused = await log(p.cookie, craving, language);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HEALTH_CONSENT_REQUIRED');
    expect(refused.json().message).toContain(start);
    expect(await t.database.db.select().from(cravings).where(eq(cravings.userId, p.id))).toEqual(
      [],
    );
  });
});

describe('privacy', () => {
  it('is read and ended by its participant only', async () => {
    const p = await consentingParticipant(t.app);
    const id = (await log(p.cookie, { ...craving, place: 'SECRET-PLACE' })).json().id;
    const other = await consentingParticipant(t.app);
    const byOther = await end(other.cookie, id, { helped: [], outcome: 'smoked' });
    expect(byOther.statusCode).toBe(404);
    const otherInsights = await get(other.cookie, '/api/cravings/insights');
    expect(otherInsights.json().total).toBe(0);
    const supporter = await signUp(t.app, { role: 'supporter' });
    for (const url of ['/api/cravings/insights', '/api/dependence-help']) {
      const refused = await get(supporter.cookie, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('NOT_REGISTERED_AS_PARTICIPANT');
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expect((await log(supporter.cookie)).statusCode).toBe(403);
    const publicPage = await t.app.inject({ url: `/api/participant/${p.id}/public` });
    expect(publicPage.body).not.toContain('SECRET-PLACE');
    const [row] = await t.database.db.select().from(cravings).where(eq(cravings.id, id));
    expect(row?.outcome).toBeNull();
  });
});

describe('GET /api/cravings/insights', () => {
  it.each([
    ['en', 'Stress'],
    ['de', 'Stress'],
  ])(
    'counts by hour of day in Berlin, by trigger and by what helped (%s)',
    async (language, label) => {
      const p = await consentingParticipant(t.app, language);
      const first = (await log(p.cookie)).json().id;
      await end(p.cookie, first, { helped: ['walk'], outcome: 'passed' });
      clock.advance(30 * 60_000); // 15:40
      const second = (await log(p.cookie, { strength: 1, trigger: null, place: '' })).json().id;
      await end(p.cookie, second, { helped: ['walk', 'talk'], outcome: 'smoked' });
      clock.advance(6 * HOUR); // 21:40
      await log(p.cookie);
      const shown = await get(p.cookie, '/api/cravings/insights', language);
      expect(shown.statusCode).toBe(200);
      const body = shown.json();
      expect(body).toMatchObject({
        total: 3,
        passed: 1,
        smoked: 1,
        topTriggers: [{ key: 'stress', label, count: 2 }],
        helped: [
          { key: 'walk', count: 2 },
          { key: 'talk', count: 1 },
        ],
      });
      expect(body.byHour[15]).toBe(2);
      expect(body.byHour[21]).toBe(1);
      expect(body.byHour[14]).toBe(0);
    },
  );
});

describe('GET /api/dependence-help', () => {
  const answer = (userId: string, questionId: string, value: string | number) => ({
    userId,
    questionnaire: WELCOME_QUESTIONNAIRE,
    questionId,
    value,
  });

  it('shows the card from a Fagerström score of 6, with the quitline of the country', async () => {
    const p = await consentingParticipant(t.app);
    expect((await get(p.cookie, '/api/dependence-help')).json()).toEqual({
      show: false,
      reason: null,
      quitline: { country: 'DE', phone: '0800 8 31 31 31' },
    });
    // 3 + 1 + 1 + 1 + 0 (first cigarette, forbidden places, first morning, mornings, ill)
    // + 0 for 10 a day = 6: high dependence.
    await t.database.db
      .insert(questionnaireAnswers)
      .values([
        answer(p.id, 'first_cigarette', 'within_5'),
        answer(p.id, 'forbidden_places', 'yes'),
        answer(p.id, 'hardest_to_give_up', 'first_morning'),
        answer(p.id, 'more_in_morning', 'yes'),
        answer(p.id, 'smoke_when_ill', 'no'),
        answer(p.id, 'cigarettes_per_day', 10),
      ]);
    await t.database.db
      .update(profiles)
      .set({ country: 'United Kingdom' })
      .where(eq(profiles.userId, p.id));
    expect((await get(p.cookie, '/api/dependence-help')).json()).toEqual({
      show: true,
      reason: 'fagerstrom',
      quitline: { country: 'GB', phone: '0300 123 1044' },
    });
  });

  it('shows the card after 10 cravings on one Berlin day, not 9, and not the next day', async () => {
    const p = await consentingParticipant(t.app);
    for (let i = 0; i < 9; i += 1) {
      await log(p.cookie);
      clock.advance(10 * 60_000);
    }
    expect((await get(p.cookie, '/api/dependence-help')).json().show).toBe(false);
    await log(p.cookie);
    expect((await get(p.cookie, '/api/dependence-help')).json()).toMatchObject({
      show: true,
      reason: 'cravings',
    });
    // 23:00 UTC is midnight in Berlin: a new day.
    clock.advance(new Date('2026-11-22T23:00:00Z').getTime() - clock.now().getTime());
    expect((await get(p.cookie, '/api/dependence-help')).json().show).toBe(false);
  });
});

describe('the quitlines are configuration (P8)', () => {
  it("defaults to Germany's and the UK's numbers, takes others, refuses what is no number", () => {
    expect(loadConfig({}).quitlines).toEqual({ DE: '0800 8 31 31 31', GB: '0300 123 1044' });
    expect(loadConfig({ QUITLINE_GB: '+44 300 123 1044' }).quitlines.GB).toBe('+44 300 123 1044');
    expect(() => loadConfig({ QUITLINE_DE: 'call us' })).toThrow(ConfigError);
    expect(() => loadConfig({ QUITLINE_DE: 'call us' })).toThrow(
      /QUITLINE_DE must be a phone number/,
    );
  });
});

describe('cravings and the account', () => {
  it('are in the data export and erased with the account', async () => {
    const p = await consentingParticipant(t.app);
    const id = (await log(p.cookie, { ...craving, place: 'EXPORT-ME' })).json().id;
    await end(p.cookie, id, { helped: ['reasons'], outcome: 'passed' });
    const exported = await get(p.cookie, '/api/account/export');
    expect(exported.json().cravings).toEqual([
      {
        loggedAt: START.toISOString(),
        strength: 3,
        trigger: 'stress',
        place: 'EXPORT-ME',
        helped: ['reasons'],
        outcome: 'passed',
        endedAt: START.toISOString(),
      },
    ]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/participant',
      headers: { cookie: p.cookie },
      payload: { confirmation: p.email, password: p.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.database.db.select().from(cravings).where(eq(cravings.userId, p.id))).toEqual(
      [],
    );
  });
});
