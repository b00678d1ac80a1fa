// The identity check before the first test (A6) on the sandbox, the embedded default: a
// verification session, the sandbox page's answer by the signed webhook, and the refusal to
// start a test before it is verified; and the participant's dispute of a reading (T3).
import { RESULT_DISPUTE_HOURS } from '@quit/domain/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, identityVerifications } from '../../../src/db/schema';
import { sharedSecret } from '../../../src/platform/auth/secret';
import { manualClock } from '../../../src/platform/clock';
import { signSandboxEvent } from '../../../src/providers/payments/sandbox-payments';
import { answerIdentity, RETURN_URL, startIdentity, verifyIdentity } from '../../support/identity';
import { PUBLIC_URL } from '../../support/money';
import { signedInAdmin } from '../../support/admin-helpers';
import { createTestApp, type TestApp } from '../../support/test-app';
import { kitPhoto, testkitCalls } from '../../support/testkit-fixture';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
let admin: string;
let secret: string;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
  secret = await sharedSecret(t.database.db, 'sandbox_webhook_secret', 'whsec_');
});
afterAll(() => t.close());

const { call, day28WithKit, waitedFiveMinutes } = testkitCalls(() => t, clock);

/** Day 28 with a kit, before the identity check. */
const participantWithKit = (language = 'en') =>
  day28WithKit(admin, { language, fundedCents: 20_000, verified: false });

const identityOf = async (cookie: string, code: string) =>
  (await call('GET', `/api/testkit/${code}/participant`, cookie)).json().identity as string;

const rowsOf = (participantId: string) =>
  t.database.db
    .select()
    .from(identityVerifications)
    .where(eq(identityVerifications.participantId, participantId));

describe('POST /api/stripe/verificationsession on the sandbox', () => {
  it.each([
    ['en', 'Please verify your identity first.'],
    ['de', 'Bitte bestätige zuerst deine Identität.'],
  ])('refuses the test until a check passed; fail, cancel, verify (%s)', async (lang, message) => {
    const p = await participantWithKit(lang);
    expect(await identityOf(p.cookie, p.kit.code)).toBe('none');
    const refused = await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie, {}, lang);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('IDENTITY_NOT_VERIFIED');
    expect(refused.json().message).toContain(message);

    const first = await startIdentity(t, p.cookie, p.kit.id, RETURN_URL, lang);
    expect(first.statusCode).toBe(200);
    expect(first.json().state).toBe('pending');
    expect(first.json().url).toMatch(
      new RegExp(`^${PUBLIC_URL}/sandbox/identity/vs_sandbox_[a-f0-9]{24}$`),
    );
    expect(await identityOf(p.cookie, p.kit.code)).toBe('pending');
    const page = await t.app.inject({
      url: new URL(first.json().url).pathname.replace('/sandbox', '/api/sandbox'),
    });
    expect(page.json()).toMatchObject({ status: 'pending' });

    const back = await answerIdentity(t, first.json().url, 'fail');
    expect(back).toBe(`${RETURN_URL}?identity=failed`);
    expect(await identityOf(p.cookie, p.kit.code)).toBe('failed');
    const stillRefused = await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie);
    expect(stillRefused.json().code).toBe('IDENTITY_NOT_VERIFIED');

    const second = await startIdentity(t, p.cookie, p.kit.id);
    expect(await answerIdentity(t, second.json().url, 'cancel')).toBe(
      `${RETURN_URL}?identity=cancelled`,
    );
    expect(await identityOf(p.cookie, p.kit.code)).toBe('cancelled');

    const third = await startIdentity(t, p.cookie, p.kit.id);
    expect(await answerIdentity(t, third.json().url, 'verify')).toBe(
      `${RETURN_URL}?identity=verified`,
    );
    expect(await identityOf(p.cookie, p.kit.code)).toBe('verified');
    // A finished session stays as it is: the page cannot turn a verified check into a failed one.
    expect(await answerIdentity(t, third.json().url, 'fail')).toBe(
      `${RETURN_URL}?identity=verified`,
    );
    expect(await identityOf(p.cookie, p.kit.code)).toBe('verified');
    const started = await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie);
    expect(started.statusCode).toBe(200);
    expect(started.json().readyAt).not.toBeNull();
    // Once verified, always verified: no new session.
    const again = await startIdentity(t, p.cookie, p.kit.id);
    expect(again.json()).toEqual({ state: 'verified', url: null });
    expect(await rowsOf(p.id)).toHaveLength(3);
  });

  it('refuses a return address of another site, changing nothing (de)', async () => {
    const p = await participantWithKit('de');
    for (const redirectUrl of [
      'https://evil.example/participant/dashboard',
      'http://user:pw@localhost:3000/x',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const res = await startIdentity(t, p.cookie, p.kit.id, redirectUrl, 'de');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID_REDIRECT_URL',
        message: 'Die Rücksprungadresse muss eine Seite dieser Website sein',
      });
    }
    expect(await rowsOf(p.id)).toHaveLength(0);
  });

  it("refuses someone else's kit and bad input; only participants may ask", async () => {
    const p = await participantWithKit();
    const other = await participantWithKit();
    const foreign = await startIdentity(t, p.cookie, other.kit.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({
      code: 'TESTKIT_NOT_FOUND',
      message: 'No Testkit was found.',
    });
    const bad = await call('POST', '/api/stripe/verificationsession', p.cookie, {
      testkit_id: 'QP-22222222',
      redirectUrl: RETURN_URL,
    });
    expect(bad.json().code).toBe('INVALID_DATA');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/verificationsession',
      payload: { testkit_id: p.kit.id, redirectUrl: RETURN_URL },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowsOf(p.id)).toHaveLength(0);
    const page = await t.app.inject({
      url: '/api/sandbox/identity/vs_sandbox_000000000000000000000000',
    });
    expect(page.statusCode).toBe(404);
  });

  it('takes no forged webhook: a bad signature, or an event the session does not back', async () => {
    const p = await participantWithKit();
    const started = await startIdentity(t, p.cookie, p.kit.id);
    const sessionId = new URL(started.json().url).pathname.split('/').pop()!;
    const body = JSON.stringify({
      id: `evt_forged_${Date.now()}`,
      object: 'event',
      type: 'identity.verification_session.verified',
      created: Math.floor(clock.now().getTime() / 1000),
      data: { object: { id: sessionId, status: 'verified' } },
    });
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      });
    const forged = await post(signSandboxEvent(body, 'whsec_someone_else'));
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_SIGNATURE');
    expect(await identityOf(p.cookie, p.kit.code)).toBe('pending');
    // Even correctly signed, the event only names the session: it is re-read, still unfinished.
    const named = await post(signSandboxEvent(body, secret));
    expect(named.statusCode).toBe(200);
    expect(await identityOf(p.cookie, p.kit.code)).toBe('pending');
    expect((await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie)).json().code).toBe(
      'IDENTITY_NOT_VERIFIED',
    );
  });
});

describe('POST /api/testkit/tests/{id}/dispute (T3)', () => {
  async function tested(lines: { c: number; t: number }, language = 'en') {
    const p = await participantWithKit(language);
    await verifyIdentity(t, p.cookie, p.kit.id);
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const image = await kitPhoto(p.kit.code, lines);
    const sent = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });
    expect(sent.statusCode).toBe(200);
    return { ...p, reading: sent.json() as { testId: string; status: string; result: string } };
  }

  it("reopens the reader's invalid for an operator, whose decision is final", async () => {
    const p = await tested({ c: 0, t: 0 });
    expect(p.reading).toMatchObject({ status: 'final', result: 'invalid' });
    const stranger = await participantWithKit();
    const foreign = await call(
      'POST',
      `/api/testkit/tests/${p.reading.testId}/dispute`,
      stranger.cookie,
      {},
    );
    expect(foreign.statusCode).toBe(404);
    const disputed = await call(
      'POST',
      `/api/testkit/tests/${p.reading.testId}/dispute`,
      p.cookie,
      {
        note: 'The C line was there, the light was bad',
      },
    );
    expect(disputed.json()).toMatchObject({ status: 'review', result: null, predicted: 'invalid' });
    const view = await call('GET', `/api/testkit/course/${p.course.id}`, p.cookie);
    expect(view.json().testkit.test).toMatchObject({ status: 'review', disputed: true });
    const queue = (await call('GET', '/api/admin/testkits/tests', admin)).json().tests as Array<{
      id: string;
    }>;
    expect(queue.map((x) => x.id)).toContain(p.reading.testId);
    expect(queue.find((x) => x.id === p.reading.testId)).toMatchObject({
      dispute: { note: 'The C line was there, the light was bad' },
    });
    const decided = await call(
      'POST',
      `/api/admin/testkits/tests/${p.reading.testId}/decision`,
      admin,
      { result: 'passed', note: 'Faint C line visible in the photo: passed' },
    );
    expect(decided.json()).toMatchObject({ status: 'final', result: 'passed' });
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, p.course.id));
    expect(course!.state).toBe('passed');
    // The operator's decision sticks.
    const twice = await call(
      'POST',
      `/api/testkit/tests/${p.reading.testId}/dispute`,
      p.cookie,
      {},
    );
    expect(twice.json().code).toBe('TEST_NOT_DISPUTABLE');
  });

  it.each([
    ['en', 'This result can no longer be disputed here.'],
    ['de', 'Dieses Ergebnis kann hier nicht mehr angefochten werden.'],
  ])(
    'refuses a failed result after its dispute window: contact support (%s)',
    async (lang, message) => {
      const p = await tested({ c: 0.9, t: 0 }, lang);
      expect(p.reading).toMatchObject({ status: 'final', result: 'failed' });
      clock.advance(RESULT_DISPUTE_HOURS * 60 * 60 * 1000);
      await t.app.jobs.runDue(100);
      const res = await call(
        'POST',
        `/api/testkit/tests/${p.reading.testId}/dispute`,
        p.cookie,
        {},
        lang,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('TEST_NOT_DISPUTABLE');
      expect(res.json().message).toContain(message);
      const [course] = await t.database.db
        .select()
        .from(courses)
        .where(eq(courses.id, p.course.id));
      expect(course!.state).toBe('failed');
    },
  );
});
