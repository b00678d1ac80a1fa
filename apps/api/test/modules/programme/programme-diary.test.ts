// The daily diary (P2, P3): validation, the window in the participant's time zone, editing
// while open, the lists, and that nobody but the participant reads it.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { courses, diaryEntries } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { completeProfile, setCourseState } from '../../support/money';
import {
  consentingParticipant,
  participantOnDay,
  seedFixture,
} from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

// 10:00 in Berlin on Sunday 22 November 2026.
const START = new Date('2026-11-22T09:00:00Z');
const clock = manualClock(START);
const TODAY = '2026-11-22';
const HOUR = 3_600_000;
let t: TestApp;
let storageDir = '';

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-diary-storage-'));
  t = await createTestApp({ STORAGE_DIR: storageDir }, undefined, { calendar: clock });
  await seedFixture(t.app);
});
afterEach(() => clock.advance(START.getTime() - clock.now().getTime()));
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const entry = {
  smokingDesire: 2,
  determination: 4,
  cravingCount: 5,
  sportMinutes: 30,
  sleepHours: 7.5,
  steps: 8000,
  smokedSinceLastEntry: false,
  triggers: ['stress'],
  symptoms: ['irritability', 'insomnia'],
  notes: 'Hard morning, good evening.',
};
const submit = (cookie: string, payload: Record<string, unknown>, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { cookie, 'x-language': language },
    payload,
  });
const current = (cookie: string) =>
  t.app.inject({ url: '/api/feedback/currentday', headers: { cookie } });
const onDay = (day: number, language = 'en') =>
  participantOnDay(t.app, t.database.db, TODAY, day, language);

describe('POST /api/feedback', () => {
  it("saves yesterday's entry while its window is open, and edits it", async () => {
    const p = await onDay(2);
    const saved = await submit(p.cookie, { ...entry, day: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...entry, day: 1, date: '2026-11-21' });
    const edited = await submit(p.cookie, { ...entry, day: 1, cravingCount: 9, notes: '  ' });
    expect(edited.json()).toMatchObject({ day: 1, cravingCount: 9, notes: '' });
    expect(edited.json().createdAt).toBe(saved.json().createdAt);
    const shown = await current(p.cookie);
    expect(shown.json()).toMatchObject({
      day: 1,
      open: true,
      openDays: [1],
      entry: { cravingCount: 9 },
    });
    const calendar = await t.app.inject({
      url: '/api/programme/calendar',
      headers: { cookie: p.cookie },
    });
    expect(calendar.json().days.slice(0, 3)).toMatchObject([
      { day: 1, date: '2026-11-21', reached: true, diary: 'done' },
      { day: 2, date: '2026-11-22', reached: true, diary: 'future' },
      { day: 3, date: '2026-11-23', reached: false, diary: 'future' },
    ]);
    expect(calendar.json()).toMatchObject({ day: 2, diaryDaysKept: 1, smokeFreeDays: 1 });
  });

  it.each([
    [
      'en',
      'The diary for this day is not open. It opens at 18:00 on the course day and closes at the end of the next day.',
    ],
    [
      'de',
      'Das Tagebuch für diesen Tag ist nicht geöffnet. Es öffnet um 18:00 Uhr am Kurstag und schließt am Ende des folgenden Tages.',
    ],
  ])("refuses today's diary before 18:00 and changes nothing (%s)", async (language, message) => {
    const p = await onDay(2, language);
    const refused = await submit(p.cookie, { ...entry, day: 2 }, language);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DIARY_CLOSED', message });
    const shown = await current(p.cookie);
    expect(shown.json()).toMatchObject({ day: 1, entry: null });
  });

  it('opens at 18:00 and closes at the end of the next day (Berlin)', async () => {
    const p = await onDay(2);
    clock.advance(7 * HOUR); // 17:00
    expect((await submit(p.cookie, { ...entry, day: 2 })).json().code).toBe('DIARY_CLOSED');
    clock.advance(HOUR); // 18:00
    expect((await submit(p.cookie, { ...entry, day: 2 })).statusCode).toBe(200);
    expect((await current(p.cookie)).json()).toMatchObject({
      day: 2,
      open: true,
      openDays: [1, 2],
      opensAt: '2026-11-22T17:00:00.000Z',
      closesAt: '2026-11-23T23:00:00.000Z',
      now: '2026-11-22T17:00:00.000Z',
      openEntries: [{ day: 2 }],
    });
    // Yesterday's entry, once written, is given back with today's so that it can be edited.
    expect((await submit(p.cookie, { ...entry, day: 1, steps: 1234 })).statusCode).toBe(200);
    expect((await current(p.cookie)).json().openEntries).toMatchObject([
      { day: 1, steps: 1234 },
      { day: 2 },
    ]);
    clock.advance(6 * HOUR); // 00:00 on day 3: day 1 has closed
    expect((await submit(p.cookie, { ...entry, day: 1 })).json().code).toBe('DIARY_CLOSED');
    expect((await submit(p.cookie, { ...entry, day: 2 })).statusCode).toBe(200);
  });

  it("follows the participant's time zone", async () => {
    const p = await onDay(1);
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/participant',
      headers: { cookie: p.cookie },
      payload: { ...completeProfile, timeZone: 'America/New_York', language: 'en' },
    });
    expect(profile.statusCode).toBe(200);
    // 17:00 UTC is 18:00 in Berlin but 12:00 in New York.
    clock.advance(8 * HOUR);
    expect((await submit(p.cookie, { ...entry, day: 1 })).json().code).toBe('DIARY_CLOSED');
    clock.advance(6 * HOUR); // 18:00 in New York
    expect((await submit(p.cookie, { ...entry, day: 1 })).statusCode).toBe(200);
  });

  it('refuses out-of-range values field by field in the request language, saving nothing', async () => {
    const p = await onDay(2, 'de');
    const cases: [string, unknown][] = [
      ['smokingDesire', 5],
      ['determination', -1],
      ['cravingCount', 201],
      ['cravingCount', 1.5],
      ['sportMinutes', 1441],
      ['sleepHours', 7.25],
      ['sleepHours', 24.5],
      ['steps', 100_001],
      ['smokedSinceLastEntry', 'no'],
      ['notes', 'x'.repeat(2001)],
      ['triggers', ['stress', 'unknown_trigger']],
      ['symptoms', ['made_up']],
      ['day', 29],
    ];
    for (const [field, value] of cases) {
      const res = await submit(p.cookie, { ...entry, day: 1, [field]: value }, 'de');
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({
        code: 'INVALID_DATA',
        message: 'Die angegebenen Daten sind ungültig.',
        fields: [field],
      });
    }
    const missing = await submit(p.cookie, { day: 1 });
    expect(missing.json().code).toBe('INVALID_DATA');
    expect((await current(p.cookie)).json().entry).toBeNull();
  });

  it('accepts the edges of every range', async () => {
    const p = await onDay(2);
    const low = {
      ...entry,
      smokingDesire: 0,
      cravingCount: 0,
      sportMinutes: 0,
      sleepHours: 0,
      steps: 0,
      triggers: [],
      symptoms: [],
      notes: '',
    };
    expect((await submit(p.cookie, { ...low, day: 1 })).statusCode).toBe(200);
    const high = {
      ...entry,
      smokingDesire: 4,
      determination: 4,
      cravingCount: 200,
      sportMinutes: 1440,
      sleepHours: 24,
      steps: 100_000,
      notes: '😀'.repeat(2000),
    };
    expect((await submit(p.cookie, { ...high, day: 1 })).statusCode).toBe(200);
  });

  it("takes day 28's entry on day 29, while the course awaits the test", async () => {
    const p = await onDay(29);
    await setCourseState(t.database.db, p.id, 'awaiting_test');
    expect((await current(p.cookie)).json()).toMatchObject({ day: 28, open: true });
    expect((await submit(p.cookie, { ...entry, day: 28 })).statusCode).toBe(200);
    expect((await submit(p.cookie, { ...entry, day: 27 })).json().code).toBe('DIARY_CLOSED');
    // The seminars belong to the running course only; the calendar still shows the diary.
    const seminarsNow = await t.app.inject({
      url: '/api/resource/currentday',
      headers: { cookie: p.cookie },
    });
    expect(seminarsNow.json().code).toBe('COURSE_NOT_ACTIVE');
    const calendar = await t.app.inject({
      url: '/api/programme/calendar',
      headers: { cookie: p.cookie },
    });
    expect(calendar.json()).toMatchObject({ day: 28, diaryDaysKept: 1 });
    expect(calendar.json().days[27]).toMatchObject({ day: 28, diary: 'done' });
    expect(calendar.json().days[26]).toMatchObject({ day: 27, diary: 'missed' });
    await setCourseState(t.database.db, p.id, 'passed');
    expect((await submit(p.cookie, { ...entry, day: 28 })).json().code).toBe('COURSE_NOT_ACTIVE');
  });

  it.each([
    ['en', 'Feedback submit failed. Please try again later'],
    ['de', 'Das Tagebuch konnte nicht gespeichert werden. Bitte versuche es später erneut'],
  ])(
    'answers FEEDBACK_FAILED when the database refuses the entry (%s)',
    async (language, message) => {
      const p = await onDay(2, language);
      // A real failure of the database, not a mock: a constraint no new row can meet.
      await t.database.db.execute(
        sql`alter table diary_entries add constraint test_refuse_all check (false) not valid`,
      );
      try {
        const res = await submit(p.cookie, { ...entry, day: 1 }, language);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'FEEDBACK_FAILED', message });
      } finally {
        await t.database.db.execute(sql`alter table diary_entries drop constraint test_refuse_all`);
      }
      expect((await current(p.cookie)).json().entry).toBeNull();
    },
  );

  it('needs a running course', async () => {
    const p = await consentingParticipant(t.app);
    expect((await submit(p.cookie, { ...entry, day: 1 })).json().code).toBe('COURSE_NOT_ACTIVE');
  });
});

describe('lists', () => {
  it.each([
    ['en', 'Irritability', 'Stress'],
    ['de', 'Reizbarkeit', 'Stress'],
  ])(
    'answers symptoms and trigger types in the request language (%s)',
    async (language, symptom, trigger) => {
      const p = await onDay(1, language);
      const symptoms = await t.app.inject({
        url: '/api/symptom',
        headers: { cookie: p.cookie, 'x-language': language },
      });
      expect(symptoms.json()[0]).toEqual({ key: 'irritability', label: symptom, group: null });
      const triggers = await t.app.inject({
        url: '/api/triggertype',
        headers: { cookie: p.cookie, 'x-language': language },
      });
      expect(triggers.json()[0]).toEqual({ key: 'stress', label: trigger, group: 'emotional' });
    },
  );
});

describe('privacy of the diary', () => {
  it('is read by its participant only: not by other participants, supporters or the public', async () => {
    const p = await onDay(2);
    await submit(p.cookie, { ...entry, day: 1, notes: 'PRIVATE-NOTE-42' });
    const other = await onDay(2);
    const otherView = await current(other.cookie);
    expect(otherView.json().entry).toBeNull();
    expect(otherView.body).not.toContain('PRIVATE-NOTE-42');
    const supporter = await (
      await import('../../support/accounts')
    ).signUp(t.app, { role: 'supporter' });
    const asSupporter = await current(supporter.cookie);
    expect(asSupporter.statusCode).toBe(403);
    expect(asSupporter.json().code).toBe('NOT_REGISTERED_AS_PARTICIPANT');
    expect((await t.app.inject({ url: '/api/feedback/currentday' })).statusCode).toBe(401);
    const fundraiser = await t.app.inject({ url: `/api/participant/${p.id}/public` });
    expect(fundraiser.statusCode).toBe(200);
    // The smoke-free entry earned the first badge, but supporters' counts leave smoke-free
    // badges out: one lagging the diary days kept would tell of a slip (C9).
    expect(fundraiser.json().progress).toEqual({
      seminarsWatched: 0,
      diaryDaysKept: 1,
      badgesEarned: 0,
    });
    expect(fundraiser.body).not.toContain('PRIVATE-NOTE-42');
    expect(fundraiser.body).not.toMatch(/smokingDesire|cravingCount|symptoms|triggers|notes/);
  });
});

describe('the diary and the account', () => {
  it('is in the participant’s data export and erased with the account', async () => {
    const p = await onDay(2);
    await submit(p.cookie, { ...entry, day: 1, notes: 'EXPORT-ME' });
    const exported = await t.app.inject({
      url: '/api/account/export',
      headers: { cookie: p.cookie },
    });
    expect(exported.json().diary).toEqual([
      expect.objectContaining({ day: 1, notes: 'EXPORT-ME', sleepHours: 7.5 }),
    ]);
    const [course] = await t.database.db
      .select()
      .from(courses)
      .where(eq(courses.participantId, p.id));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/participant',
      headers: { cookie: p.cookie },
      payload: { confirmation: p.email, password: p.password },
    });
    expect(deleted.statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(diaryEntries)
      .where(eq(diaryEntries.courseId, course!.id));
    expect(left).toEqual([]);
  });
});
