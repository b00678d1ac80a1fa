// The dashboard's reads kept a moment per user and process (issue 31, platform/kept-answer.ts):
// today's seminars, the diary day, the calendar, the questionnaire list, savings, the Support
// Panel and the session's person. Each: a repeated read sends no statement; a change made
// elsewhere (here: straight into the database, as another process would) shows within its
// stated window; the user's own write shows at once on another process (the recent-write
// cookie) and in this one (any write drops what this process keeps); one user's kept answer
// is never another's, nor in another language. And the seminar catalogue behind them.
import { and, eq, lte, sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_WRITE_COOKIE } from '@quit/contracts/routes';
import { WELCOME_QUESTIONNAIRE } from '@quit/domain/welcome-questionnaire';
import { buildApp } from '../../src/app';
import { connectDatabase } from '../../src/db/client';
import {
  encouragements,
  profiles,
  questionnaireAnswers,
  seminars,
  seminarTexts,
  symptoms,
  triggerTypes,
  watchProgress,
} from '../../src/db/schema';
import { findOpenCourse } from '../../src/modules/course-row/current-course';
import { CATALOGUE_MS } from '../../src/modules/programme/catalogue';
import { PROGRAMME_READ_MS } from '../../src/modules/programme/read-cache';
import { QUESTIONNAIRE_READ_MS } from '../../src/modules/questionnaires/routes';
import { SUPPORT_PANEL_MS } from '../../src/modules/chat/participant-routes';
import { SESSION_USER_MS } from '../../src/modules/account/routes';
import { manualClock } from '../../src/platform/clock';
import { loadConfig } from '../../src/platform/config';
import { beforeQuarterHour } from '../../src/platform/per-user-cache';
import { RECENT_WRITE_MS } from '../../src/platform/recent-writes';
import { cookiesOf } from '../support/accounts';
import { participantOnDay, seedFixture, writeDiaryDays } from '../support/programme-fixture';
import { countStatements } from '../support/statement-count';
import { createTestApp, type TestApp } from '../support/test-app';
import { untilPast } from '../support/until-past';

// 10:00 in Berlin on Sunday 22 November 2026: day 1's diary is open, today's opens at 18:00.
const calendar = manualClock(new Date('2026-11-22T09:00:00Z'));
const TODAY = '2026-11-22';
let t: TestApp;
let other: { app: FastifyInstance; close: () => Promise<void> };

beforeAll(async () => {
  t = await createTestApp({}, undefined, { calendar });
  await seedFixture(t.app);
  // Another process on the same database and calendar (WEB_CONCURRENCY, another machine).
  const database = connectDatabase(t.databaseUrl, { max: 4 });
  const app = await buildApp({
    config: loadConfig({
      WEB_DIST_DIR: '.tmp/no-web-dist',
      JOBS_POLL_MS: '0',
      DATABASE_URL: t.databaseUrl,
      LOG_LEVEL: 'silent',
    }),
    db: database.db,
    logger: pino({ level: 'silent' }),
    calendarClock: calendar,
  });
  await app.ready();
  other = { app, close: async () => (await app.close(), await database.close()) };
});
afterAll(async () => {
  await other.close();
  await t.close();
});

type Participant = Awaited<ReturnType<typeof participantOnDay>>;
type Json = Record<string, unknown> & { [key: string]: unknown };

/** One kept read: its address, a change another process could make, and whether it shows. */
type Read = {
  url: string;
  ms: number;
  change: (p: Participant) => Promise<unknown>;
  shows: (body: Json) => boolean;
};

const db = () => t.database.db;
const courseOf = async (p: Participant) => (await findOpenCourse(db(), p.id))!.id;
const dayTwoMorning = async () =>
  (
    await db()
      .select({ id: seminars.id })
      .from(seminars)
      .where(and(eq(seminars.day, 2), eq(seminars.slot, 'morning')))
  )[0]!.id;

const reads: Read[] = [
  {
    url: '/api/resource/currentday',
    ms: PROGRAMME_READ_MS,
    change: async (p) =>
      db()
        .insert(watchProgress)
        .values({
          courseId: await courseOf(p),
          seminarId: await dayTwoMorning(),
          maxPositionSeconds: 100,
          watchedAt: calendar.now(),
        }),
    shows: (body) => (body['seminars'] as Json[])[0]!['watched'] === true,
  },
  {
    url: '/api/feedback/currentday',
    ms: PROGRAMME_READ_MS,
    change: async (p) => writeDiaryDays(db(), await courseOf(p), { smokeFree: 1, smoked: 0 }),
    shows: (body) => body['entry'] !== null,
  },
  {
    url: '/api/programme/calendar',
    ms: PROGRAMME_READ_MS,
    change: async (p) => writeDiaryDays(db(), await courseOf(p), { smokeFree: 1, smoked: 0 }),
    shows: (body) => (body['days'] as Json[])[0]!['diary'] === 'done',
  },
  {
    url: '/api/participantquestionnaire',
    ms: QUESTIONNAIRE_READ_MS,
    change: (p) =>
      db().insert(questionnaireAnswers).values({
        userId: p.id,
        questionnaire: WELCOME_QUESTIONNAIRE,
        questionId: 'cigarettes_per_day',
        value: 20,
      }),
    shows: (body) =>
      (body as unknown as Json[]).find((q) => q['name'] === WELCOME_QUESTIONNAIRE)!['answered'] ===
      1,
  },
  {
    url: '/api/participant/motivation',
    ms: QUESTIONNAIRE_READ_MS,
    change: async (p) => writeDiaryDays(db(), await courseOf(p), { smokeFree: 1, smoked: 0 }),
    shows: (body) => body['smokeFreeDays'] === 1,
  },
  {
    url: '/api/participant/encouragements',
    ms: SUPPORT_PANEL_MS,
    change: (p) =>
      db().insert(encouragements).values({
        participantId: p.id,
        senderName: 'Grace H.',
        body: 'You can do it',
        createdAt: calendar.now(),
      }),
    shows: (body) => (body['items'] as Json[]).length === 1,
  },
  {
    url: '/api/account/session/current',
    ms: SESSION_USER_MS,
    change: (p) =>
      db().update(profiles).set({ firstName: 'Grace' }).where(eq(profiles.userId, p.id)),
    shows: (body) => ((body['current'] as Json)['user'] as Json)['firstName'] === 'Grace',
  },
];

const onDayTwo = () => participantOnDay(t.app, db(), TODAY, 2);

async function read(url: string, cookie: string, app = t.app, language = 'en'): Promise<Json> {
  const response = await app.inject({ url, headers: { cookie, 'x-language': language } });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<Json>();
}

/** The participant's own write (ticking a to-do of today's): the answer's cookies. */
async function ownWrite(p: Participant) {
  const seminar = (await read('/api/resource/currentday', p.cookie))['seminars'] as Json[];
  const todo = (seminar[0]!['todos'] as Json[])[0]!;
  const written = await t.app.inject({
    method: 'PUT',
    url: '/api/course-todo',
    headers: { cookie: p.cookie },
    payload: { todoId: todo['id'], ticked: true },
  });
  expect(written.statusCode, written.body).toBe(200);
  return cookiesOf(written);
}

it('no answer is kept across a quarter hour: a new day, or the diary opening at 18:00', () => {
  const at = (iso: string) => beforeQuarterHour(new Date(iso), 1_000);
  expect(at('2026-11-22T16:59:59.500Z')).toBe(true); // 18:00 in Berlin
  expect(at('2026-11-22T16:59:58.900Z')).toBe(false);
  expect(at('2026-11-22T18:14:59.999Z')).toBe(true); // 23:45 in Kathmandu → 00:00 next
  expect(at('2026-11-22T17:00:00.000Z')).toBe(false);
  // The recent-write cookie outlives every kept answer.
  for (const { ms } of reads) expect(RECENT_WRITE_MS).toBeGreaterThan(ms);
});

describe.each(reads)('$url, kept per user', ({ url, ms, change, shows }) => {
  it('a repeated read sends no statement and answers the same', async () => {
    const p = await onDayTwo();
    const first = await read(url, p.cookie);
    const again = await countStatements(() => read(url, p.cookie));
    expect(again.count, again.statements.join('\n')).toBe(0);
    expect(again.result).toEqual(first);
  });

  it(`shows a change made elsewhere within ${ms} ms, at once after any write here`, async () => {
    const p = await onDayTwo();
    expect(shows(await read(url, p.cookie))).toBe(false);
    const kept = Date.now();
    await change(p);
    const soon = shows(await read(url, p.cookie));
    if (Date.now() - kept < ms - 200) expect(soon).toBe(false);
    await untilPast(kept + ms);
    expect(shows(await read(url, p.cookie))).toBe(true);

    // Kept again on the other process; a refused write by someone else there drops it.
    const q = await onDayTwo();
    expect(shows(await read(url, q.cookie, other.app))).toBe(false);
    await change(q);
    await other.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(shows(await read(url, q.cookie, other.app))).toBe(true);
  });

  it("reads the user's own write afresh on another process (the recent-write cookie)", async () => {
    const p = await onDayTwo();
    expect(shows(await read(url, p.cookie, other.app))).toBe(false);
    const kept = Date.now();
    // What the write changed is made here as the route would see it; the write marks the browser.
    await change(p);
    const marker = await ownWrite(p);
    expect(shows(await read(url, `${p.cookie}; ${marker}`, other.app))).toBe(true);
    const withoutMarker = shows(await read(url, p.cookie, other.app));
    if (Date.now() - kept < ms - 200) expect(withoutMarker).toBe(false);
  });

  it("never answers one user's kept read to another", async () => {
    const p = await onDayTwo();
    const q = await onDayTwo();
    await change(p);
    const mine = await read(url, p.cookie);
    expect(shows(mine)).toBe(true);
    const theirs = await read(url, q.cookie);
    expect(shows(theirs)).toBe(false);
    expect(theirs).not.toEqual(mine);
  });
});

describe('kept per language too', () => {
  it.each(['/api/resource/currentday', '/api/programme/calendar', '/api/participantquestionnaire'])(
    '%s answers each language its own texts',
    async (url) => {
      const p = await onDayTwo();
      const en = JSON.stringify(await read(url, p.cookie, t.app, 'en'));
      const de = JSON.stringify(await read(url, p.cookie, t.app, 'de'));
      expect(de).not.toEqual(en);
      expect(JSON.stringify(await read(url, p.cookie, t.app, 'en'))).toEqual(en);
    },
  );
});

describe('the seminar catalogue kept per process', () => {
  const title = async (cookie: string) =>
    ((await read('/api/resource/currentday', cookie))['seminars'] as Json[])[0]!['title'];

  it(`shows an edit made elsewhere within CATALOGUE_MS (${CATALOGUE_MS} ms), at once after a write here`, async () => {
    const seminarId = await dayTwoMorning();
    const retitle = (text: string) =>
      db()
        .update(seminarTexts)
        .set({ title: text })
        .where(and(eq(seminarTexts.seminarId, seminarId), eq(seminarTexts.language, 'en')));
    try {
      // Another participant's read after it: their own answer is not kept, the catalogue is.
      const p = await onDayTwo();
      const q = await onDayTwo();
      expect(await title(p.cookie)).toBe('Day 2 morning');
      const kept = Date.now();
      await retitle('Day 2, retold');
      const soon = await title(q.cookie);
      if (Date.now() - kept < CATALOGUE_MS - 200) expect(soon).toBe('Day 2 morning');
      await untilPast(kept + CATALOGUE_MS + PROGRAMME_READ_MS);
      expect(await title(p.cookie)).toBe('Day 2, retold');
      await retitle('Day 2, retold again');
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
      expect(await title(p.cookie)).toBe('Day 2, retold again');
    } finally {
      await retitle('Day 2 morning');
      await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    }
  });
});

describe('the calendar and today’s seminars read afresh: flat in days reached and seminars watched', () => {
  /** Statements one read sends to the database (the recent-write cookie: nothing kept). */
  async function statements(url: string, cookie: string) {
    const fresh = `${cookie}; ${RECENT_WRITE_COOKIE}=${Date.now() + 60_000}`;
    await read(url, fresh); // the catalogue is kept: what is counted is the per-course part
    const counted = await countStatements(() => read(url, fresh));
    return counted.count;
  }
  const watchAll = async (p: Participant, upTo: number) =>
    db()
      .insert(watchProgress)
      .select(
        db()
          .select({
            courseId: sql`${await courseOf(p)}::uuid`.as('course_id'),
            seminarId: seminars.id,
            maxPositionSeconds: sql`100`.as('max_position_seconds'),
            creditedSeconds: sql`100`.as('credited_seconds'),
            lastPositionSeconds: sql`100`.as('last_position_seconds'),
            lastReportAt: sql`now()`.as('last_report_at'),
            watchedAt: sql`now()`.as('watched_at'),
            updatedAt: sql`now()`.as('updated_at'),
          })
          .from(seminars)
          .where(lte(seminars.day, upTo)),
      );

  it.each(['/api/programme/calendar', '/api/resource/currentday'])(
    '%s: the same statements on day 1 and day 3, with nothing and everything watched',
    async (url) => {
      const counts: number[] = [];
      for (const day of [1, 3]) {
        const p = await participantOnDay(t.app, db(), TODAY, day);
        counts.push(await statements(url, p.cookie));
        await watchAll(p, day);
        await writeDiaryDays(db(), await courseOf(p), { smokeFree: day - 1, smoked: 0 });
        counts.push(await statements(url, p.cookie));
      }
      expect(new Set(counts).size, String(counts)).toBe(1);
      expect(counts[0]).toBeLessThanOrEqual(5);
    },
  );
});

describe('the diary’s lists, kept per language for everyone', () => {
  it.each(['/api/symptom', '/api/triggertype'])(
    '%s: no statement while kept, each language its own, an edit elsewhere within the window',
    async (url) => {
      const p = await onDayTwo();
      const q = await onDayTwo();
      const en = await read(url, p.cookie, t.app, 'en');
      await read('/api/course/active', q.cookie); // q's session, known before counting
      const again = await countStatements(() => read(url, q.cookie, t.app, 'en'));
      expect(again.count, again.statements.join('\n')).toBe(0);
      expect(again.result).toEqual(en);
      expect(await read(url, q.cookie, t.app, 'de')).not.toEqual(en);
      // A changed label (an operator, another process): shown within the window.
      const table = url === '/api/symptom' ? symptoms : triggerTypes;
      const labelOf = (body: Json) => JSON.stringify(body);
      const before = await db().select({ key: table.key, label: table.label }).from(table);
      const kept = Date.now();
      await db()
        .update(table)
        .set({ label: sql`jsonb_set(label, '{en}', '"Renamed"')` });
      try {
        const soon = labelOf(await read(url, q.cookie));
        if (Date.now() - kept < PROGRAMME_READ_MS - 200) expect(soon).toEqual(labelOf(en));
        await untilPast(kept + PROGRAMME_READ_MS);
        expect(labelOf(await read(url, q.cookie))).toContain('Renamed');
      } finally {
        for (const row of before) {
          await db().update(table).set({ label: row.label }).where(eq(table.key, row.key));
        }
      }
    },
  );
});
