// GET /api/participant/dashboard (record 0086): the daily overview in one read answers what the
// dashboard's own reads answer, shows the participant's own writes at once, and only ever the
// caller's own; every refusal leaves the database as it was.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantDashboard } from '@quit/contracts/dashboard';
import type { Db } from '../../../src/db/client';
import { manualClock } from '../../../src/platform/clock';
import { signUp } from '../../support/accounts';
import { donate, newParticipant } from '../../support/money';
import { participantOnDay, seedFixture } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

// 20:00 in Berlin on Sunday 22 November 2026: the diary of today is due.
const clock = manualClock(new Date('2026-11-22T19:00:00Z'));
const TODAY = '2026-11-22';
const DASHBOARD = '/api/participant/dashboard';
let t: TestApp;
let storageDir = '';

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-dashboard-storage-'));
  t = await createTestApp({ STORAGE_DIR: storageDir, SANDBOX_CONFIRM_SECONDS: '0' }, undefined, {
    calendar: clock,
  });
  await seedFixture(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const get = (url: string, cookie: string, language = 'en') =>
  t.app.inject({ url, headers: { cookie, 'x-language': language } });
const dashboard = async (cookie: string, language = 'en') => {
  const response = await get(DASHBOARD, cookie, language);
  expect(response.statusCode).toBe(200);
  return response.json<ParticipantDashboard>();
};

/** Every table's rows as a digest, but who is signed in (sessions slide, rate limits count). */
async function snapshot(db: Db): Promise<Map<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('sessions', 'rate_limits') order by 1`,
  );
  const result = new Map<string, string>();
  for (const { name } of tables.rows) {
    const rows = await db.execute<{ digest: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`,
      ),
    );
    result.set(name, rows.rows[0]?.digest ?? '');
  }
  return result;
}

describe('GET /api/participant/dashboard', () => {
  it("answers on day 3 what the dashboard's own reads answer, in the request's language", async () => {
    const p = await participantOnDay(t.app, t.database.db, TODAY, 3, 'de');
    const body = await dashboard(p.cookie, 'de');
    expect(body.course).toEqual((await get('/api/course/active', p.cookie, 'de')).json());
    expect(body.courseDay).toEqual((await get('/api/course/day', p.cookie, 'de')).json());
    expect(body.today).toEqual((await get('/api/resource/currentday', p.cookie, 'de')).json());
    expect(body.diary).toEqual((await get('/api/feedback/currentday', p.cookie, 'de')).json());
    expect(body.questionnaires).toEqual(
      (await get('/api/participantquestionnaire', p.cookie, 'de')).json(),
    );
    expect(body.motivation).toEqual(
      (await get('/api/participant/motivation', p.cookie, 'de')).json(),
    );
    expect({ spotTest: body.spotTest }).toEqual(
      (await get('/api/course/spot-test', p.cookie, 'de')).json(),
    );
    expect(body.course).toMatchObject({ state: 'active', day: 3, lengthDays: 28 });
    expect(body.courseDay.due).toMatchObject({ diary: true, nicotineTest: false });
    expect(body.today?.seminars.map((s) => s.title)).toEqual(['Tag 3 Morgen', 'Tag 3 Abend']);
    expect(body.diary).toMatchObject({ day: 3, open: true, entry: null });
    expect(body.diaryLists).toEqual({
      symptoms: (await get('/api/symptom', p.cookie, 'de')).json(),
      triggerTypes: (await get('/api/triggertype', p.cookie, 'de')).json(),
    });
    expect(body.diaryLists?.symptoms.length).toBeGreaterThan(0);
    expect(body.fundraiser).toEqual({ availableCents: 0, pendingCents: 0, supporters: 0 });
  });

  it("shows the participant's own writes at once: a ticked to-do, a diary entry", async () => {
    const p = await participantOnDay(t.app, t.database.db, TODAY, 3);
    const before = await dashboard(p.cookie);
    const todo = before.today!.seminars[0]!.todos[0]!;
    expect(todo.ticked).toBe(false);
    const ticked = await t.app.inject({
      method: 'PUT',
      url: '/api/course-todo',
      headers: { cookie: p.cookie },
      payload: { todoId: todo.id, ticked: true },
    });
    expect(ticked.statusCode).toBe(200);
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { cookie: p.cookie },
      payload: {
        day: 3,
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
    expect(written.statusCode).toBe(200);
    const after = await dashboard(p.cookie);
    expect(after.today!.seminars[0]!.todos[0]).toMatchObject({ id: todo.id, ticked: true });
    expect(after.diary).toMatchObject({ day: 3, entry: { day: 3, cravingCount: 5 } });
  });

  it('counts the supporters and the money of a fundraiser before the course starts', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 5_000 });
    await donate(t.app, p.id, { amountCents: 3_000 });
    const body = await dashboard(p.cookie);
    expect(body.course.state).toBe('funding');
    expect(body.today).toBeNull();
    expect(body.diary).toBeNull();
    expect(body.diaryLists).toBeNull();
    expect(body.fundraiser.supporters).toBe(2);
    expect(body.fundraiser.availableCents + body.fundraiser.pendingCents).toBeGreaterThan(0);
    const balance = (await get('/api/participant/balance', p.cookie)).json();
    expect(body.fundraiser).toMatchObject({
      availableCents: balance.availableCents,
      pendingCents: balance.pendingCents,
    });
  });

  it("is only ever the caller's own; signed out and supporters are refused and nothing changes", async () => {
    const own = await participantOnDay(t.app, t.database.db, TODAY, 3);
    const other = await participantOnDay(t.app, t.database.db, TODAY, 1);
    const supporter = await signUp(t.app, { role: 'supporter' });
    // The route takes no id: a participant's read names their own course, never another's.
    const mine = await dashboard(own.cookie);
    const theirs = await dashboard(other.cookie);
    expect(mine.course.id).not.toBe(theirs.course.id);
    expect(theirs.course.day).toBe(1);
    // Query strings naming someone else are not read.
    const asking = await get(`${DASHBOARD}?participantId=${own.id}`, other.cookie);
    expect(asking.json<ParticipantDashboard>().course.id).toBe(theirs.course.id);

    const before = await snapshot(t.database.db);
    const signedOut = await t.app.inject({ url: DASHBOARD });
    expect(signedOut.statusCode).toBe(401);
    const asSupporter = await get(DASHBOARD, supporter.cookie);
    expect(asSupporter.statusCode).toBe(403);
    expect(asSupporter.body).not.toContain(own.id);
    const written = await t.app.inject({
      method: 'POST',
      url: DASHBOARD,
      headers: { cookie: own.cookie },
    });
    expect(written.statusCode).toBe(404);
    expect(await snapshot(t.database.db)).toEqual(before);
  });
});
