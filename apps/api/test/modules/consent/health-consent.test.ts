// Consent to processing health data (issue 13, item 4): given with the text's version and the
// time, withdrawable, and required before the server stores diary entries or answers.
import { HEALTH_CONSENT_VERSION } from '@quit/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryEntries, healthConsents, questionnaireAnswers } from '../../../src/db/schema';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { manualClock } from '../../../src/platform/clock';
import { signUp } from '../../support/accounts';
import { newParticipant, setCourseState } from '../../support/money';
import { giveHealthConsent } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

const NOW = new Date('2026-11-22T19:00:00Z');
let t: TestApp;

beforeAll(async () => {
  // The course calendar is fixed; the consent's timestamp is real time (it is evidence).
  t = await createTestApp({}, undefined, { calendar: manualClock(NOW) });
});
afterAll(async () => {
  await t.close();
});

const url = '/api/participant/health-consent';
const consent = (cookie: string, method: 'GET' | 'PUT' | 'DELETE' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const diary = (cookie: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie, 'x-language': language },
    payload: {
      day: 1,
      smokingDesire: 2,
      determination: 4,
      cravingCount: 5,
      sportMinutes: 30,
      sleepHours: 7.5,
      steps: 8000,
      smokedSinceLastEntry: false,
      triggers: [],
      symptoms: [],
      notes: '',
    },
  });
const answer = (cookie: string, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/participantquestionnaire/answer',
    headers: { cookie, 'x-language': language },
    payload: { questionnaire: 'testquestionnaire', questionId: 'cigarettes_per_day', value: 20 },
  });

describe('health-data consent', () => {
  it('starts without consent, records the version and time, and can be withdrawn', async () => {
    const p = await newParticipant(t.app);
    expect((await consent(p.cookie)).json()).toEqual({
      given: false,
      version: null,
      givenAt: null,
      currentVersion: HEALTH_CONSENT_VERSION,
    });
    const before = Date.now();
    const given = await consent(p.cookie, 'PUT', { version: HEALTH_CONSENT_VERSION });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual({
      given: true,
      version: HEALTH_CONSENT_VERSION,
      givenAt: expect.any(String),
      currentVersion: HEALTH_CONSENT_VERSION,
    });
    const givenAt = Date.parse(given.json().givenAt);
    expect(givenAt).toBeGreaterThanOrEqual(before - 1000);
    expect(givenAt).toBeLessThanOrEqual(Date.now() + 1000);
    // Giving it again keeps the first record.
    await consent(p.cookie, 'PUT', { version: HEALTH_CONSENT_VERSION });
    const rows = await t.database.db
      .select()
      .from(healthConsents)
      .where(eq(healthConsents.userId, p.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      version: HEALTH_CONSENT_VERSION,
      givenAt: new Date(givenAt),
      withdrawnAt: null,
    });

    const withdrawn = await consent(p.cookie, 'DELETE');
    expect(withdrawn.json()).toMatchObject({ given: false, version: null, givenAt: null });
    const [row] = await t.database.db
      .select()
      .from(healthConsents)
      .where(eq(healthConsents.userId, p.id));
    expect(row?.withdrawnAt?.getTime()).toBeGreaterThanOrEqual(givenAt);
  });

  it('refuses an outdated or made-up text version and bad bodies, changing nothing', async () => {
    const p = await newParticipant(t.app, 'de');
    const old = await consent(p.cookie, 'PUT', { version: HEALTH_CONSENT_VERSION + 1 });
    expect(old.statusCode).toBe(409);
    expect(old.json()).toMatchObject({
      code: 'CONSENT_VERSION_OUTDATED',
      message:
        'Der Einwilligungstext hat sich geändert. Bitte lade die Seite neu und lies die aktuelle Fassung.',
    });
    expect((await consent(p.cookie, 'PUT', { version: 'yes' })).statusCode).toBe(400);
    expect((await consent(p.cookie, 'PUT', { version: 1, userId: 'x' })).statusCode).toBe(400);
    expect((await consent(p.cookie)).json()).toMatchObject({ given: false });
  });

  it('is only for the signed-in participant', async () => {
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const supporter = await signUp(t.app, { role: 'supporter' });
    expect((await consent(supporter.cookie, 'PUT', { version: 1 })).statusCode).toBe(403);
  });

  it('refuses diary entries and answers without consent (both languages), then accepts them', async () => {
    const p = await newParticipant(t.app);
    await ensureOpenCourse(t.database.db, p.id);
    // Berlin 20:00 on the start day: day 1's diary is open.
    await setCourseState(t.database.db, p.id, 'active', { startDate: '2026-11-22' });
    const course = await ensureOpenCourse(t.database.db, p.id);

    const refused = await diary(p.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'HEALTH_CONSENT_REQUIRED',
      message:
        'Please agree to the processing of your health data first. Without your consent we cannot store diary entries or questionnaire answers.',
    });
    const refusedAnswer = await answer(p.cookie);
    expect(refusedAnswer.statusCode).toBe(409);
    expect(refusedAnswer.json().code).toBe('HEALTH_CONSENT_REQUIRED');
    // A German participant reads it in German.
    const german = await newParticipant(t.app, 'de');
    const refusedGerman = await answer(german.cookie, 'de');
    expect(refusedGerman.statusCode).toBe(409);
    expect(refusedGerman.json().message).toMatch(/^Bitte willige zuerst in die Verarbeitung/);
    const stored = async () => ({
      entries: await t.database.db
        .select()
        .from(diaryEntries)
        .where(eq(diaryEntries.courseId, course.id)),
      answers: await t.database.db
        .select()
        .from(questionnaireAnswers)
        .where(eq(questionnaireAnswers.userId, p.id)),
    });
    expect(await stored()).toEqual({ entries: [], answers: [] });

    await giveHealthConsent(t.app, p.cookie);
    expect((await diary(p.cookie)).statusCode).toBe(200);
    expect((await answer(p.cookie)).statusCode).toBe(200);
    expect((await stored()).entries).toHaveLength(1);

    // Withdrawn: nothing new is stored any more.
    await consent(p.cookie, 'DELETE');
    expect((await answer(p.cookie)).json().code).toBe('HEALTH_CONSENT_REQUIRED');
    expect((await diary(p.cookie)).json().code).toBe('HEALTH_CONSENT_REQUIRED');
  });
});
