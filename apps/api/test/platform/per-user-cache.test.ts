// Answers kept a moment per user and process (issue 15): the participant's course read (behind
// GET /api/course/active and /api/course/day) and the caller's profile (GET /api/participant,
// /api/user/profile) send no statement while kept, and still every write shows where it must —
// at once for a write or a job round in the same process, at once for the user's own write on
// another process (the recent-write cookie), and within a second for a change made elsewhere.
// (The supporter dashboard, kept the same way: supporter-dashboard.test.ts.)
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Course } from '@quit/contracts/course';
import { RECENT_WRITE_COOKIE } from '@quit/contracts/routes';
import { profiles } from '../../src/db/schema';
import { COURSE_READ_MS } from '../../src/modules/course-row/course-read-cache';
import { PROFILE_READ_MS } from '../../src/modules/course-row/profile-cache';
import { manualClock } from '../../src/platform/clock';
import { mayWrite, RECENT_WRITE_MS, wroteRecently } from '../../src/platform/recent-writes';
import { cookiesOf } from '../support/accounts';
import {
  completeCheckout,
  completeProfile,
  moneyTestApp,
  newParticipant,
  PUBLIC_URL,
  startDonation,
} from '../support/money';
import { secondProcess, type SecondProcess } from '../support/second-process';
import { countStatements } from '../support/statement-count';
import type { TestApp } from '../support/test-app';
import { untilPast } from '../support/until-past';

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;
let other: SecondProcess;
beforeAll(async () => {
  t = await moneyTestApp(clock, 60);
  other = await secondProcess(t, { PUBLIC_URL });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function course(cookie: string, app: FastifyInstance = t.app): Promise<Course> {
  const response = await app.inject({ url: '/api/course/active', headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Course>();
}

/** Changes the participant's time zone as another process would: not through this app. */
const setTimeZoneElsewhere = (userId: string, timeZone: string) =>
  t.database.db.update(profiles).set({ timeZone }).where(eq(profiles.userId, userId));

/** The participant saves their profile (a write, in this process); the answer. */
async function saveProfile(cookie: string, changes: Record<string, unknown> = {}) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/participant',
    headers: { cookie },
    payload: { ...completeProfile, ...changes, language: 'en' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved;
}

/** A participant whose profile (and so time zone) exists. */
async function participantWithProfile() {
  const p = await newParticipant(t.app);
  await saveProfile(p.cookie);
  return p;
}

/** Still within the kept answer's lifetime since `since` (with room for a slow machine). */
const stillKept = (since: number) => Date.now() - since < COURSE_READ_MS - 200;

/** Reads each address again: none may send a statement (the answer is kept). The bodies. */
async function keptReads(cookie: string, urls: string[]): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const url of urls) {
    const read = await countStatements(() => t.app.inject({ url, headers: { cookie } }));
    expect(read.result.statusCode, read.result.body).toBe(200);
    expect(read.count, `${url}\n${read.statements.join('\n')}`).toBe(0);
    bodies.push(read.result.json());
  }
  return bodies;
}

/** A time zone changed as another process would: `timeZoneOf` shows it within `boundMs`. */
async function seesChangeElsewhere(
  userId: string,
  timeZoneOf: () => Promise<string>,
  boundMs: number,
) {
  expect(await timeZoneOf()).toBe('Europe/Berlin');
  const kept = Date.now();
  await setTimeZoneElsewhere(userId, 'America/New_York');
  let timeZone = await timeZoneOf();
  if (stillKept(kept)) expect(timeZone).toBe('Europe/Berlin');
  // Whatever was kept was read before `kept`: once `boundMs` has passed since, it is over. The
  // wait is for that moment, not a guess at how fast a loaded machine answers.
  await untilPast(kept + boundMs);
  timeZone = await timeZoneOf();
  expect(timeZone).toBe('America/New_York');
}

describe('the course read kept per participant', () => {
  it('a repeated read sends no statement and answers the same; the course day shares it', async () => {
    const p = await participantWithProfile();
    const first = await course(p.cookie);
    const [again] = await keptReads(p.cookie, ['/api/course/active', '/api/course/day']);
    expect(again).toEqual(first);
  });

  it(`shows a change made elsewhere within COURSE_READ_MS (${COURSE_READ_MS} ms)`, async () => {
    const p = await participantWithProfile();
    await seesChangeElsewhere(p.id, async () => (await course(p.cookie)).timeZone, COURSE_READ_MS);
  });

  it('drops the kept read on any write in this process, even a refused one by someone else', async () => {
    const p = await participantWithProfile();
    await course(p.cookie);
    await setTimeZoneElsewhere(p.id, 'Asia/Tokyo');
    const write = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(write.statusCode).toBeGreaterThanOrEqual(400);
    expect((await course(p.cookie)).timeZone).toBe('Asia/Tokyo');
  });

  it('shows a gift confirmed by a job at once (same process)', async () => {
    const p = await participantWithProfile();
    const started = await startDonation(t.app, p.id, { amountCents: 2_500 });
    expect(started.statusCode, started.body).toBe(200);
    await completeCheckout(t.app, started.json<{ checkoutUrl: string }>().checkoutUrl);
    expect((await course(p.cookie)).balanceCents).toBe(0); // pending, and now kept
    // The sandbox's webhook confirms it, worked by a job: no request in between.
    clock.advance(61_000);
    await t.app.jobs.runDue();
    expect((await course(p.cookie)).balanceCents).toBeGreaterThan(0);
  });

  it("reads the participant's own write afresh on another process (the recent-write cookie)", async () => {
    const p = await newParticipant(t.app);
    // The other process keeps the course read: the profile is not complete yet.
    expect((await course(p.cookie, other.app)).profileComplete).toBe(false);
    const kept = Date.now();
    const saved = await saveProfile(p.cookie);
    const marked = cookiesOf(saved);
    expect(marked).toMatch(new RegExp(`${RECENT_WRITE_COOKIE}=\\d+`));
    // The browser sends the marker with its session: the other process reads afresh.
    const withMarker = `${p.cookie}; ${marked}`;
    expect((await course(withMarker, other.app)).profileComplete).toBe(true);
    // Without it (another device), the other process may still answer what it kept.
    const withoutMarker = (await course(p.cookie, other.app)).profileComplete;
    if (stillKept(kept)) expect(withoutMarker).toBe(false);
  });
});

describe('the profile kept per user', () => {
  const profile = async (
    cookie: string,
    app: FastifyInstance = t.app,
    url = '/api/participant',
  ) => {
    const response = await app.inject({ url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ firstName: string; timeZone: string }>();
  };

  it('a repeated read sends no statement and answers the same, on either address', async () => {
    const p = await participantWithProfile();
    const first = await profile(p.cookie);
    const again = await keptReads(p.cookie, ['/api/participant', '/api/user/profile']);
    expect(again).toEqual([first, first]);
  });

  it(`shows a change made elsewhere within PROFILE_READ_MS (${PROFILE_READ_MS} ms), at once after a write here`, async () => {
    const p = await participantWithProfile();
    await seesChangeElsewhere(
      p.id,
      async () => (await profile(p.cookie)).timeZone,
      PROFILE_READ_MS,
    );
    // Kept again; a refused write by someone else in this process drops it.
    await setTimeZoneElsewhere(p.id, 'Asia/Tokyo');
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect((await profile(p.cookie)).timeZone).toBe('Asia/Tokyo');
  });

  it("reads the user's own save afresh on another process (the recent-write cookie)", async () => {
    const p = await participantWithProfile();
    expect((await profile(p.cookie, other.app, '/api/user/profile')).firstName).toBe('Ada');
    const kept = Date.now();
    const saved = await saveProfile(p.cookie, { firstName: 'Grace' });
    const withMarker = `${p.cookie}; ${cookiesOf(saved)}`;
    expect((await profile(withMarker, other.app, '/api/user/profile')).firstName).toBe('Grace');
    const withoutMarker = (await profile(p.cookie, other.app, '/api/user/profile')).firstName;
    if (stillKept(kept)) expect(withoutMarker).toBe('Ada');
  });
});

describe('the recent-write cookie', () => {
  const cookieOf = (raw: string | string[] | number | undefined) =>
    [raw ?? []]
      .flat()
      .map(String)
      .find((c) => c.startsWith(`${RECENT_WRITE_COOKIE}=`));

  it("marks a signed-in browser's writes only: HttpOnly, same-site, gone in seconds", async () => {
    const p = await participantWithProfile();
    const before = Date.now();
    const write = await saveProfile(p.cookie);
    const cookie = cookieOf(write.headers['set-cookie']);
    expect(cookie).toBeDefined();
    const [pair, ...attributes] = cookie!.split('; ');
    const time = Number(pair!.split('=')[1]);
    expect(time).toBeGreaterThanOrEqual(before);
    expect(time).toBeLessThanOrEqual(Date.now());
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(attributes).toContain('Max-Age=5');
    // A read, and a write without a session (a visitor's contact form), carry none.
    const read = await t.app.inject({ url: '/api/course/active', headers: { cookie: p.cookie } });
    expect(cookieOf(read.headers['set-cookie'])).toBeUndefined();
    const visitor = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(cookieOf(visitor.headers['set-cookie'])).toBeUndefined();
  });

  it("counts every method but GET and HEAD as a write, and the sign-in provider's redirect back", () => {
    const request = (method: string, url: string) => ({ method, url }) as FastifyRequest;
    expect(mayWrite(request('GET', '/api/course/active'))).toBe(false);
    expect(mayWrite(request('HEAD', '/api/participant'))).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      expect(mayWrite(request(method, '/api/participant'))).toBe(true);
    expect(mayWrite(request('GET', '/api/auth/callback/keycloak?code=x&state=y'))).toBe(true);
  });

  it('counts as recent only within RECENT_WRITE_MS of its time, and only when well formed', () => {
    // The marker outlives any kept answer a process may still hold from before the write.
    expect(RECENT_WRITE_MS).toBeGreaterThan(COURSE_READ_MS);
    const now = Date.now();
    const request = (cookie: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;
    const at = (time: number | string) => request(`a=1; ${RECENT_WRITE_COOKIE}=${time}; b=2`);
    expect(wroteRecently(at(now - 10), now)).toBe(true);
    expect(wroteRecently(at(now + 500), now)).toBe(true); // a clock a little ahead
    expect(wroteRecently(at(now - RECENT_WRITE_MS - 1), now)).toBe(false);
    expect(wroteRecently(at('12abc'), now)).toBe(false);
    expect(wroteRecently(request(`x${RECENT_WRITE_COOKIE}=${now}`), now)).toBe(false);
    expect(wroteRecently(request(''), now)).toBe(false);
  });
});
