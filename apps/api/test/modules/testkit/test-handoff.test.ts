// T4: a test handed to a phone. The link works once, within 15 minutes, for its own course's
// test alone; the phone's session reaches only the test's routes, and the first device sees
// when the phone has opened it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testHandoffs } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { signedInAdmin } from '../../support/admin-helpers';
import { PUBLIC_URL } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';
import { kitPhoto, LINES, testkitCalls } from '../../support/testkit-fixture';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
let admin: string;

beforeAll(async () => {
  // One clock for the calendar and the sessions: the link's 15 minutes are session time.
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    clock,
    calendar: clock,
  });
});
// The sessions' clock moves in these tests: an operator signs in afresh for each.
beforeEach(async () => {
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const { call, day28WithKit, waitedFiveMinutes } = testkitCalls(() => t, clock);

/** The token in a link's path (…/t/{token}). */
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

async function redeem(token: string, language = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/testkit/handoff/redeem',
    headers: { 'x-language': language },
    payload: { token },
  });
  const setCookie = res.headers['set-cookie'];
  const cookie = typeof setCookie === 'string' ? setCookie.split(';')[0]! : '';
  return { res, cookie };
}

describe('handing the test to a phone (T4)', () => {
  it('gives a QR code and a short link that opens once, for this test only', async () => {
    const p = await day28WithKit(admin, { fundedCents: 20_000 });
    const made = await call('POST', '/api/testkit/handoff', p.cookie, { courseId: p.course.id });
    expect(made.statusCode).toBe(200);
    const link = made.json();
    expect(link.url).toMatch(new RegExp(`^${PUBLIC_URL}/t/[A-Za-z0-9_-]{22}$`));
    expect(link.qrSvg).toContain('<svg');
    expect(new Date(link.expiresAt).getTime() - clock.now().getTime()).toBe(15 * 60_000);
    // Only a keyed hash of the secret is stored.
    const [row] = await t.database.db
      .select()
      .from(testHandoffs)
      .where(eq(testHandoffs.courseId, p.course.id));
    expect(row!.tokenHash).not.toContain(tokenOf(link.url));

    const before = await call('GET', `/api/testkit/handoff?courseId=${p.course.id}`, p.cookie);
    expect(before.json().handoff.state).toBe('waiting');

    const phone = await redeem(tokenOf(link.url));
    expect(phone.res.statusCode).toBe(200);
    expect(phone.res.json()).toEqual({ courseId: p.course.id });
    expect(phone.res.headers['set-cookie']).toMatch(/HttpOnly; SameSite=Strict/);
    expect(phone.res.headers['set-cookie']).toMatch(/Path=\/api\/testkit/);

    // The phone takes this course's test: its kit, its state.
    const kit = await call('GET', `/api/testkit/course/${p.course.id}`, phone.cookie);
    expect(kit.statusCode).toBe(200);
    expect(kit.json().testkit.id).toBe(p.kit.id);
    const scanned = await call('GET', `/api/testkit/${p.kit.code}/participant`, phone.cookie);
    expect(scanned.statusCode).toBe(200);
    const session = await call('GET', '/api/testkit/handoff/session', phone.cookie);
    // The course's own test (C8: no follow-up test of it is open).
    expect(session.json()).toEqual({ courseId: p.course.id, followUpId: null });
    // The phone films the scan, the collection and the wait (T5), and sends the photo.
    await waitedFiveMinutes(phone.cookie, p.kit.code);
    const after = await call('GET', `/api/testkit/handoff?courseId=${p.course.id}`, p.cookie);
    expect(after.json().handoff.state).toBe('opened');
    const sent = await call('POST', `/api/testkit/${p.kit.code}/photo`, phone.cookie, {
      image: await kitPhoto(p.kit.code, LINES.passed),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'final', result: 'passed' });

    // The first device follows: the test the phone took is there.
    const desk = await call('GET', `/api/testkit/course/${p.course.id}`, p.cookie);
    expect(desk.json().testkit.test).toMatchObject({
      testId: sent.json().testId,
      result: 'passed',
    });

    // Once only.
    const again = await redeem(tokenOf(link.url));
    expect(again.res.statusCode).toBe(409);
    expect(again.res.json().code).toBe('HANDOFF_LINK_USED');
    expect(again.cookie).toBe('');
  });

  it('is no sign-in: the phone reaches nothing but its own test', async () => {
    const p = await day28WithKit(admin, { fundedCents: 20_000 });
    const other = await day28WithKit(admin, { fundedCents: 20_000 });
    const link = (
      await call('POST', '/api/testkit/handoff', p.cookie, { courseId: p.course.id })
    ).json();
    const { cookie } = await redeem(tokenOf(link.url));
    const refused = [
      ['GET', `/api/testkit/course/${other.course.id}`],
      ['GET', `/api/testkit/${other.kit.code}/participant`],
      ['POST', `/api/testkit/${other.kit.code}/start`],
      ['GET', `/api/testkit/handoff?courseId=${other.course.id}`],
    ] as const;
    for (const [method, url] of refused) {
      const res = await call(method, url, cookie);
      expect([404], `${method} ${url}`).toContain(res.statusCode);
    }
    // Not the participant's other pages, and no new link from the phone.
    for (const url of ['/api/account/export', '/api/course/active', '/api/participant/chat']) {
      const res = await call('GET', url, cookie);
      expect(res.statusCode, url).toBe(401);
    }
    const onward = await call('POST', '/api/testkit/handoff', cookie, { courseId: p.course.id });
    expect(onward.statusCode).toBe(401);
    // The other participant's kit is untouched.
    const theirs = await call('GET', `/api/testkit/course/${other.course.id}`, other.cookie);
    expect(theirs.json().testkit.readyAt).toBeNull();
  });

  it('expires after 15 minutes, and a newer link replaces an older one (de)', async () => {
    const p = await day28WithKit(admin, { language: 'de', fundedCents: 20_000 });
    const first = (
      await call('POST', '/api/testkit/handoff', p.cookie, { courseId: p.course.id })
    ).json();
    const second = (
      await call('POST', '/api/testkit/handoff', p.cookie, { courseId: p.course.id })
    ).json();
    const replaced = await redeem(tokenOf(first.url), 'de');
    expect(replaced.res.statusCode).toBe(410);
    expect(replaced.res.json()).toMatchObject({
      code: 'HANDOFF_LINK_EXPIRED',
      message: expect.stringContaining('Dieser Link ist abgelaufen'),
    });
    clock.advance(15 * 60_000);
    const late = await redeem(tokenOf(second.url), 'de');
    expect(late.res.statusCode).toBe(410);
    expect(late.res.json().code).toBe('HANDOFF_LINK_EXPIRED');
    const unknown = await redeem('A'.repeat(22));
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.res.json().code).toBe('HANDOFF_LINK_INVALID');
    const malformed = await redeem('short');
    expect(malformed.res.statusCode).toBe(400);
  });

  it("ends with the phone's session (two hours); only the course's participant makes one", async () => {
    const p = await day28WithKit(admin, { fundedCents: 20_000 });
    const stranger = await day28WithKit(admin, { fundedCents: 20_000 });
    const link = (
      await call('POST', '/api/testkit/handoff', p.cookie, { courseId: p.course.id })
    ).json();
    const { cookie } = await redeem(tokenOf(link.url));
    const res = await call('POST', '/api/testkit/handoff', stranger.cookie, {
      courseId: p.course.id,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');

    expect((await call('GET', `/api/testkit/course/${p.course.id}`, cookie)).statusCode).toBe(200);
    clock.advance(120 * 60_000 - 1000);
    expect((await call('GET', `/api/testkit/course/${p.course.id}`, cookie)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await call('GET', `/api/testkit/course/${p.course.id}`, cookie)).statusCode).toBe(401);
  });
});
