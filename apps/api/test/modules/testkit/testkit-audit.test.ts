// T8: a share of the reader's automatic passes is held for an operator's audit. Held, the test
// has no result and the pot is not payable; an operator's decision is final and audited; with
// no decision within 48 hours the reader's pass stands and the missed audit is logged. Share 1
// holds every pass (even for the largest random number), share 0 none (even for the smallest).
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, testkitTests } from '../../../src/db/schema';
import { grantRole } from '../../../src/modules/account/people';
import { manualClock } from '../../../src/platform/clock';
import { signUp } from '../../support/accounts';
import { addBankAccount, PUBLIC_URL } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';
import { kitPhoto, LINES, testkitCalls } from '../../support/testkit-fixture';

const HOUR = 60 * 60 * 1000;
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
/** Every pass is held, however large the random number drawn. */
let held: TestApp;
/** No pass is held, however small the random number drawn. */
let never: TestApp;
const admins: Record<string, Record<string, string>> = { held: {}, never: {} };

async function operators(app: TestApp, into: Record<string, string>) {
  for (const language of ['de', 'en']) {
    const account = await signUp(app.app, { role: 'supporter' }, language);
    const [user] = await app.database.db.query.users.findMany({
      where: (u, { eq }) => eq(u.email, account.email),
    });
    await grantRole(app.database.db, user!.id, 'admin');
    into[language] = account.cookie;
  }
}

beforeAll(async () => {
  [held, never] = await Promise.all([
    createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL, TEST_AUDIT_SHARE: '1' }, undefined, {
      calendar: clock,
      random: () => 0.999_999,
    }),
    createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL, TEST_AUDIT_SHARE: '0' }, undefined, {
      calendar: clock,
      random: () => 0,
    }),
  ]);
  await operators(held, admins['held']!);
  await operators(never, admins['never']!);
});
afterAll(() => Promise.all([held?.close(), never?.close()]));

const calls = testkitCalls(() => held, clock);
const neverCalls = testkitCalls(() => never, clock);
const admin = (language = 'en') => admins['held']![language]!;

/** A participant on day 28 whose confident pass was just sent. */
async function sentPass(c: typeof calls, cookie: string, language = 'en') {
  const p = await c.day28WithKit(cookie, { language, fundedCents: 20_000 });
  await c.waitedFiveMinutes(p.cookie, p.kit.code);
  const image = await kitPhoto(p.kit.code, LINES.passed);
  const sent = await c.call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });
  expect(sent.statusCode).toBe(200);
  return { ...p, sent: sent.json(), testId: sent.json().testId as string };
}

const testRow = async (app: TestApp, id: string) =>
  (await app.database.db.select().from(testkitTests).where(eq(testkitTests.id, id)))[0]!;

const auditsOf = (app: TestApp, type: string, testId: string) =>
  app.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), sql`${auditEvents.detail} ->> 'testId' = ${testId}`));

const decide = (testId: string, body: object, language = 'en') =>
  calls.call(
    'POST',
    `/api/admin/testkits/tests/${testId}/decision`,
    admin(language),
    body,
    language,
  );

describe('an automatic pass drawn for an audit (T8)', () => {
  it('is held 48 hours with no result: the course still awaits it and the pot is not payable', async () => {
    const p = await sentPass(calls, admin());
    expect(p.sent).toMatchObject({ status: 'audit', result: null, predicted: 'passed' });
    expect(p.sent.disputableUntil).toBeNull();
    const row = await testRow(held, p.testId);
    expect(row).toMatchObject({ status: 'audit', result: null, finalAt: null });
    expect(row.auditDueAt?.getTime()).toBe(clock.now().getTime() + 48 * HOUR);
    await held.app.jobs.runDue(100);
    expect((await calls.courseOf(p.id)).state).toBe('awaiting_test');
    expect((await addBankAccount(held.app, p.cookie)).statusCode).toBe(200);
    const payout = await calls.call('POST', '/api/participant/payout', p.cookie);
    expect(payout.statusCode).toBe(409);
    expect(payout.json().code).toBe('PAYOUT_NOT_ALLOWED');
    // The participant's own view says the same after a reload.
    const again = await calls.call('GET', `/api/testkit/predict?testId=${p.testId}`, p.cookie);
    expect(again.json()).toMatchObject({ status: 'audit', result: null });
    // Operators find it in the audit queue with its deadline, identity and recording (T5).
    const queue = await calls.call('GET', '/api/admin/testkits/tests?status=audit', admin());
    const listed = queue.json().tests.find((x: { id: string }) => x.id === p.testId);
    expect(listed).toMatchObject({
      status: 'audit',
      kind: 'final',
      predicted: 'passed',
      result: null,
      auditDueAt: row.auditDueAt!.toISOString(),
      identity: 'verified',
      recording: expect.objectContaining({ mimeType: 'video/webm', state: 'recording' }),
      // The device's flags, sent with the photo (T6).
      presence: expect.objectContaining({ qr: '1'.repeat(300), face: '1'.repeat(300) }),
      photoAvailable: true,
    });
    expect(listed.waitStartedAt).not.toBeNull();
    const review = await calls.call('GET', '/api/admin/testkits/tests', admin());
    expect(review.json().tests.map((x: { id: string }) => x.id)).not.toContain(p.testId);
  });

  it.each(['de', 'en'])('an operator’s decision is final and audited (%s)', async (language) => {
    const p = await sentPass(calls, admin(), language);
    const decided = await decide(
      p.testId,
      { result: 'passed', note: 'Watched: all fine' },
      language,
    );
    expect(decided.statusCode).toBe(200);
    expect(decided.json()).toMatchObject({ status: 'final', result: 'passed' });
    expect((await calls.courseOf(p.id)).state).toBe('passed');
    expect((await addBankAccount(held.app, p.cookie)).statusCode).toBe(200);
    const payout = await calls.call('POST', '/api/participant/payout', p.cookie);
    expect(payout.statusCode).toBe(200);
    const [event] = await auditsOf(held, 'admin_test_decided', p.testId);
    expect(event?.userId).not.toBeNull();
    expect(event?.detail).toMatchObject({
      targetId: p.id,
      was: 'audit',
      predicted: 'passed',
      result: 'passed',
    });
    const second = await decide(p.testId, { result: 'failed', note: 'Changed my mind' }, language);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'TEST_ALREADY_DECIDED',
      message:
        language === 'de'
          ? 'Über diesen Test wurde bereits entschieden; die Entscheidung ist endgültig.'
          : 'This test has already been decided; the decision is final.',
    });
    expect((await testRow(held, p.testId)).result).toBe('passed');
  });

  it('an operator who sees a cheat in the recording fails the course: supporters are refunded', async () => {
    const p = await calls.day28WithKit(admin(), {
      donors: [{ email: `audit-donor-${Date.now()}@example.org` }],
    });
    await calls.waitedFiveMinutes(p.cookie, p.kit.code);
    const image = await kitPhoto(p.kit.code, LINES.passed);
    const sent = await calls.call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });
    expect(sent.json().status).toBe('audit');
    const res = await decide(sent.json().testId, { result: 'failed', note: 'Another person spat' });
    expect(res.json()).toMatchObject({ status: 'final', result: 'failed' });
    expect((await calls.courseOf(p.id)).state).toBe('failed');
    await held.app.jobs.runDue(100);
    expect(await calls.refundsOnceUnanswered(p.course.id)).toHaveLength(1);
  });

  it('with no decision within 48 hours the reader’s pass stands and the missed audit is logged', async () => {
    const p = await sentPass(calls, admin());
    clock.advance(48 * HOUR - 60_000);
    await held.app.jobs.runDue(100);
    expect((await testRow(held, p.testId)).status).toBe('audit');
    expect((await calls.courseOf(p.id)).state).toBe('awaiting_test');
    clock.advance(60_000);
    await held.app.jobs.runDue(100);
    const row = await testRow(held, p.testId);
    expect(row).toMatchObject({ status: 'final', result: 'passed', decidedBy: null });
    expect(row.finalAt?.getTime()).toBe(clock.now().getTime());
    expect((await calls.courseOf(p.id)).state).toBe('passed');
    const missed = await auditsOf(held, 'test_audit_missed', p.testId);
    expect(missed).toHaveLength(1);
    expect(missed[0]!.detail).toMatchObject({ targetId: p.id, result: 'passed' });
    // Operators see it on the participant's page.
    const person = await calls.call('GET', `/api/admin/people/${p.id}`, admin());
    expect(person.json().audit.map((a: { type: string }) => a.type)).toContain('test_audit_missed');
    // Too late for a decision now; the job running again logs nothing more.
    const late = await decide(p.testId, { result: 'failed', note: 'Too late' });
    expect(late.json().code).toBe('TEST_ALREADY_DECIDED');
    clock.advance(60_000);
    await held.app.jobs.runDue(100);
    expect(await auditsOf(held, 'test_audit_missed', p.testId)).toHaveLength(1);
  });

  it('holds only automatic passes: a failed reading is not drawn', async () => {
    const p = await calls.day28WithKit(admin(), { fundedCents: 20_000 });
    await calls.waitedFiveMinutes(p.cookie, p.kit.code);
    const image = await kitPhoto(p.kit.code, LINES.failed);
    const sent = await calls.call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });
    expect(sent.json()).toMatchObject({ status: 'final', result: 'failed' });
  });

  it('share 0 never holds a pass, even for the smallest random number', async () => {
    const p = await sentPass(neverCalls, admins['never']!['en']!);
    expect(p.sent).toMatchObject({ status: 'final', result: 'passed' });
    expect((await neverCalls.courseOf(p.id)).state).toBe('passed');
    expect((await testRow(never, p.testId)).auditDueAt).toBeNull();
  });
});
