// Questionnaires (spec §7, P4): definitions in both languages, answers validated one at a time,
// results (Fagerström score, nicotine products), privacy, and the savings they feed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryEntries, participantBadges } from '../../../src/db/schema';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { manualClock } from '../../../src/platform/clock';
import { signUp } from '../../support/accounts';
import { setCourseState } from '../../support/money';
import {
  consentingParticipant,
  participantOnDay,
  writeDiaryDays,
} from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { calendar: clock });
});
afterAll(async () => {
  await t.close();
});

const get = (cookie: string, url: string, language = 'en') =>
  t.app.inject({ url, headers: { cookie, 'x-language': language } });
const answer = (cookie: string, payload: Record<string, unknown>, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/participantquestionnaire/answer',
    headers: { cookie, 'x-language': language },
    payload,
  });
const welcome = (questionId: string, value: unknown) => ({
  questionnaire: 'testquestionnaire',
  questionId,
  value,
});

/** The hand-checked example: 2 + 0 + 1 + 1 (20 a day) + 1 + 0 = 5. */
const example: [string, unknown][] = [
  ['first_cigarette', '6_to_30'],
  ['forbidden_places', 'no'],
  ['hardest_to_give_up', 'first_morning'],
  ['cigarettes_per_day', 20],
  ['more_in_morning', 'yes'],
  ['smoke_when_ill', 'no'],
  ['pack_price', 900],
  ['pack_size', 20],
  ['years_smoked', 12],
  ['quit_attempts', 2],
  ['nicotine_products', ['e_cigarette']],
];

async function answerAll(cookie: string) {
  for (const [id, value] of example) {
    const response = await answer(cookie, welcome(id, value));
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe('GET /api/questionnaire/{name}', () => {
  it('serves testquestionnaire in the request language', async () => {
    const p = await consentingParticipant(t.app);
    const en = await get(p.cookie, '/api/questionnaire/testquestionnaire');
    expect(en.statusCode).toBe(200);
    expect(en.json().title).toBe('Welcome questionnaire');
    expect(en.json().questions).toHaveLength(11);
    expect(en.json().questions[0]).toMatchObject({
      id: 'first_cigarette',
      kind: 'choice',
      prompt: 'How soon after you wake up do you smoke your first cigarette?',
    });
    // The account's language decides (a German account reads German).
    const german = await consentingParticipant(t.app, 'de');
    const de = await get(german.cookie, '/api/questionnaire/testquestionnaire', 'de');
    expect(de.json().title).toBe('Willkommensfragebogen');
    expect(de.json().questions[0].options[0].label).toBe('Innerhalb von 5 Minuten');
  });

  it('answers NOT_FOUND for an unknown name, in both languages', async () => {
    const p = await consentingParticipant(t.app);
    const en = await get(p.cookie, '/api/questionnaire/nope');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Not found' });
    const german = await consentingParticipant(t.app, 'de');
    const de = await get(german.cookie, '/api/questionnaire/nope', 'de');
    expect(de.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Nicht gefunden' });
  });

  it('is for participants only', async () => {
    expect((await t.app.inject({ url: '/api/questionnaire/testquestionnaire' })).statusCode).toBe(
      401,
    );
    const supporter = await signUp(t.app, { role: 'supporter' });
    const refused = await get(supporter.cookie, '/api/questionnaire/testquestionnaire');
    expect(refused.json().code).toBe('NOT_REGISTERED_AS_PARTICIPANT');
  });
});

describe('POST /api/participantquestionnaire/answer', () => {
  it('stores answers one at a time, resumable, and scores the Fagerström test', async () => {
    const p = await consentingParticipant(t.app);
    const first = await answer(p.cookie, welcome('first_cigarette', 'within_5'));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      name: 'testquestionnaire',
      answered: 1,
      total: 11,
      completed: false,
      due: true,
      answers: { first_cigarette: 'within_5' },
      fagerstrom: null,
    });
    // Resuming: the answers are there on the next visit; a later answer replaces an earlier one.
    await answerAll(p.cookie);
    const done = await get(p.cookie, '/api/participantquestionnaire/testquestionnaire');
    expect(done.json()).toMatchObject({
      answered: 11,
      completed: true,
      due: false,
      answers: { first_cigarette: '6_to_30', nicotine_products: ['e_cigarette'] },
      fagerstrom: { score: 5, band: 'medium' },
      nicotineProducts: ['e_cigarette'],
    });
    const list = await get(p.cookie, '/api/participantquestionnaire');
    expect(list.json()).toEqual([
      {
        name: 'testquestionnaire',
        title: 'Welcome questionnaire',
        answered: 11,
        total: 11,
        completed: true,
        due: false,
      },
      {
        name: 'endofcourse',
        title: 'Looking back',
        answered: 0,
        total: 3,
        completed: false,
        due: false,
      },
    ]);
  });

  it('refuses invalid answers with INVALID_DATA naming the field, changing nothing', async () => {
    const p = await consentingParticipant(t.app, 'de');
    await answer(p.cookie, welcome('cigarettes_per_day', 20));
    const cases: [Record<string, unknown>, string][] = [
      [welcome('cigarettes_per_day', 0), 'value'],
      [welcome('cigarettes_per_day', 2.5), 'value'],
      [welcome('cigarettes_per_day', '20'), 'value'],
      [welcome('first_cigarette', 'never'), 'value'],
      [welcome('nicotine_products', ['none', 'snus']), 'value'],
      [welcome('nicotine_products', []), 'value'],
      [welcome('favourite_colour', 'blue'), 'questionId'],
    ];
    for (const [payload, field] of cases) {
      const refused = await answer(p.cookie, payload, 'de');
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'INVALID_DATA',
        message: expect.stringMatching(/\S/),
      });
      if (refused.json().fields) expect(refused.json().fields).toEqual([field]);
    }
    const german = await answer(p.cookie, welcome('pack_size', -1), 'de');
    expect(german.json()).toMatchObject({
      code: 'INVALID_DATA',
      message: 'Die angegebenen Daten sind ungültig.',
      fields: ['value'],
    });
    const unknown = await answer(p.cookie, { ...welcome('x', 1), questionnaire: 'nope' });
    expect(unknown.statusCode).toBe(404);
    const stored = await get(p.cookie, '/api/participantquestionnaire/testquestionnaire');
    expect(stored.json().answers).toEqual({ cigarettes_per_day: 20 });
  });

  it('takes the end-of-course questionnaire only after the outcome', async () => {
    const p = await participantOnDay(t.app, t.database.db, '2026-11-22', 5);
    const english = await answer(p.cookie, welcome('pack_size', -1));
    expect(english.json()).toMatchObject({
      code: 'INVALID_DATA',
      message: 'The Data you provided is invalid.',
    });
    const early = await answer(p.cookie, {
      questionnaire: 'endofcourse',
      questionId: 'recommend',
      value: 'yes',
    });
    expect(early.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['questionnaire'] });
    await setCourseState(t.database.db, p.id, 'passed');
    const listed = await get(p.cookie, '/api/participantquestionnaire');
    expect(listed.json()[1]).toMatchObject({ name: 'endofcourse', due: true });
    const later = await answer(p.cookie, {
      questionnaire: 'endofcourse',
      questionId: 'recommend',
      value: 'yes',
    });
    expect(later.json()).toMatchObject({ answered: 1, answers: { recommend: 'yes' } });
  });
});

describe('privacy', () => {
  it("never shows another participant's answers", async () => {
    const ada = await consentingParticipant(t.app);
    const eve = await consentingParticipant(t.app);
    await answerAll(ada.cookie);
    const seen = await get(eve.cookie, '/api/participantquestionnaire/testquestionnaire');
    expect(seen.json()).toMatchObject({ answered: 0, answers: {}, fagerstrom: null });
    const motivation = await get(eve.cookie, '/api/participant/motivation');
    expect(motivation.json()).toMatchObject({ historyKnown: false, fagerstromScore: null });
  });
});

describe('GET /api/participant/motivation', () => {
  it('prices the smoke-free diary days: 20 a day at 9.00 € for 20, 3 smoke-free days', async () => {
    const p = await participantOnDay(t.app, t.database.db, '2026-11-22', 5);
    const before = await get(p.cookie, '/api/participant/motivation');
    expect(before.json()).toEqual({
      historyKnown: false,
      smokeFreeDays: 0,
      cigarettesNotSmoked: 0,
      moneySavedCents: 0,
      lifeMinutesSaved: 0,
      quitDate: '2026-11-18',
      fagerstromScore: null,
    });
    await answerAll(p.cookie);
    const course = await ensureOpenCourse(t.database.db, p.id);
    await writeDiaryDays(t.database.db, course.id, { smokeFree: 3, smoked: 1 });
    const after = await get(p.cookie, '/api/participant/motivation');
    // 3 days × 20 = 60 cigarettes: 60 × 900 / 20 = 2700 cents; 60 × 11 = 660 minutes.
    expect(after.json()).toEqual({
      historyKnown: true,
      smokeFreeDays: 3,
      cigarettesNotSmoked: 60,
      moneySavedCents: 2_700,
      lifeMinutesSaved: 660,
      quitDate: '2026-11-18',
      fagerstromScore: 5,
    });
  });

  it('has no quit date before the course starts', async () => {
    const p = await consentingParticipant(t.app);
    await ensureOpenCourse(t.database.db, p.id);
    expect((await get(p.cookie, '/api/participant/motivation')).json()).toMatchObject({
      quitDate: null,
      smokeFreeDays: 0,
    });
  });
});

describe('GET /api/participant/insights', () => {
  it("shows the participant's own diary over the course days, and the most named", async () => {
    const p = await participantOnDay(t.app, t.database.db, '2026-11-22', 5);
    const course = await ensureOpenCourse(t.database.db, p.id);
    await writeDiaryDays(t.database.db, course.id, { smokeFree: 3, smoked: 1 });
    const seen = await get(p.cookie, '/api/participant/insights');
    expect(seen.statusCode).toBe(200);
    const body = seen.json();
    expect(body.days).toHaveLength(4);
    expect(body.days[0]).toEqual({
      day: 1,
      date: '2026-11-18',
      smokingDesire: 1,
      determination: 4,
      cravingCount: 3,
      sleepHours: 7,
      sportMinutes: 20,
      steps: 6000,
      smokedSinceLastEntry: false,
    });
    expect(body.days[3].smokedSinceLastEntry).toBe(true);
    expect(body.topTriggers).toEqual([{ key: 'stress', label: expect.any(String), count: 4 }]);
    expect(body.topSymptoms).toEqual([
      { key: 'irritability', label: expect.any(String), count: 4 },
    ]);

    const other = await consentingParticipant(t.app);
    expect((await get(other.cookie, '/api/participant/insights')).json()).toEqual({
      days: [],
      topTriggers: [],
      topSymptoms: [],
    });
    const supporter = await signUp(t.app, { role: 'supporter' });
    expect((await get(supporter.cookie, '/api/participant/insights')).statusCode).toBe(403);
  });
});

describe('GET /api/participant/badges', () => {
  it('earns badges when the diary shows them, once, and keeps them', async () => {
    const p = await participantOnDay(t.app, t.database.db, '2026-11-22', 5);
    expect((await get(p.cookie, '/api/participant/badges')).json()).toEqual([]);
    const course = await ensureOpenCourse(t.database.db, p.id);
    await writeDiaryDays(t.database.db, course.id, { smokeFree: 3, smoked: 1 });
    const shown = await get(p.cookie, '/api/participant/badges');
    expect(shown.json()).toEqual([
      { badge: 'first_smoke_free_day', day: 1, earnedAt: expect.any(String) },
      { badge: 'smoke_free_3', day: 3, earnedAt: expect.any(String) },
    ]);
    // Reading shows them but stores nothing (A7: a GET changes nothing).
    const stored = () =>
      t.database.db
        .select()
        .from(participantBadges)
        .where(eq(participantBadges.courseId, course.id));
    expect(await stored()).toEqual([]);
    // Writing the diary (day 4 is open on day 5) stores what the course has earned.
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: p.cookie },
      payload: {
        day: 4,
        smokingDesire: 2,
        determination: 3,
        cravingCount: 4,
        sportMinutes: 0,
        sleepHours: 6.5,
        steps: 3000,
        smokedSinceLastEntry: true,
        triggers: [],
        symptoms: [],
        notes: '',
      },
    });
    expect(written.statusCode, written.body).toBe(200);
    expect((await stored()).map((row) => [row.badge, row.day])).toEqual([
      ['first_smoke_free_day', 1],
      ['smoke_free_3', 3],
    ]);
    const earned = await get(p.cookie, '/api/participant/badges');
    // An entry changed later does not take a badge away, nor earn it twice.
    await t.database.db
      .update(diaryEntries)
      .set({ smokedSinceLastEntry: true })
      .where(eq(diaryEntries.courseId, course.id));
    expect((await get(p.cookie, '/api/participant/badges')).json()).toEqual(earned.json());
    const other = await consentingParticipant(t.app);
    expect((await get(other.cookie, '/api/participant/badges')).json()).toEqual([]);
  });
});
