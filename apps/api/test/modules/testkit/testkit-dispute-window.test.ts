// The dispute window of a confident failed / partial reading (T3, issue 11: "nothing moves money
// until the result is final"): recorded at once, but the refunds wait RESULT_DISPUTE_HOURS for
// the window's job; a dispute within the window sends the test to an operator (money untouched),
// whose decision is final; after the window the result can no longer be disputed.
import { RESULT_DISPUTE_HOURS } from '@quit/domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/platform/clock';
import { uniqueEmail } from '../../support/accounts';
import { PUBLIC_URL, readyParticipant } from '../../support/money';
import { signedInAdmin } from '../../support/admin-helpers';
import { createTestApp, type TestApp } from '../../support/test-app';
import { kitPhoto, LINES, testkitCalls } from '../../support/testkit-fixture';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
const WINDOW_MS = RESULT_DISPUTE_HOURS * 60 * 60 * 1000;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const { call, courseOf, refundsOnceUnanswered, day28WithKit, waitedFiveMinutes } = testkitCalls(
  () => t,
  clock,
);

/** Day 28, two supporters, a confident reading of the photo (failed unless said). */
async function confidentReading(
  language = 'en',
  result: 'failed' | 'partial' = 'failed',
  lines: { c: number; t: number } = LINES.failed,
) {
  const donors = ['one', 'two'].map((who) => ({ email: uniqueEmail(`donor-${who}`) }));
  const { kit, ...p } = await day28WithKit(admin, { language, donors, amountCents: 5_000 });
  await waitedFiveMinutes(p.cookie, kit.code);
  const image = await kitPhoto(kit.code, lines);
  const sent = await call('POST', `/api/testkit/${kit.code}/photo`, p.cookie, { image }, language);
  expect(sent.statusCode).toBe(200);
  const readAt = clock.now();
  expect(sent.json()).toMatchObject({
    status: 'final',
    result,
    disputableUntil: new Date(readAt.getTime() + WINDOW_MS).toISOString(),
  });
  return { ...p, testId: sent.json().testId as string, readAt };
}
const failedReading = (language = 'en') => confidentReading(language);
/** A faint T line: the reader's confident "partial" (as in testkit-reading.test.ts). */
const PARTIAL_LINES = { c: 0.9, t: 0.27 };

const dispute = (cookie: string, testId: string, note?: string, language = 'en') =>
  call('POST', `/api/testkit/tests/${testId}/dispute`, cookie, note ? { note } : {}, language);

const decide = (testId: string, result: string) =>
  call('POST', `/api/admin/testkits/tests/${testId}/decision`, admin, {
    result,
    note: `Operator: ${result}`,
  });

describe('the dispute window of a failed reading (T3)', () => {
  it('moves no money before the window ends; then the job refunds every supporter once', async () => {
    const p = await failedReading();
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
    const view = (await call('GET', `/api/testkit/course/${p.course.id}`, p.cookie)).json();
    expect(view.testkit.test).toMatchObject({
      status: 'final',
      result: 'failed',
      disputed: false,
      disputableUntil: new Date(p.readAt.getTime() + WINDOW_MS).toISOString(),
    });

    clock.advance(WINDOW_MS - 60_000);
    await t.app.jobs.runDue(100);
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);

    clock.advance(60_000);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('failed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
    // Run again (another process, a retry): nothing more.
    await t.app.jobs.runDue(100);
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
    const after = (await call('GET', `/api/testkit/course/${p.course.id}`, p.cookie)).json();
    expect(after.testkit.test).toMatchObject({ result: 'failed', disputableUntil: null });
  });

  it('a confident partial reading also waits for the window before any money moves', async () => {
    const p = await confidentReading('en', 'partial', PARTIAL_LINES);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    clock.advance(WINDOW_MS - 60_000);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
    clock.advance(60_000);
    await t.app.jobs.runDue(100);
    // Partial, or failed with too few smoke-free diary days (C5): settled now, not before.
    expect(['partial', 'failed']).toContain((await courseOf(p.id)).state);
  });

  it.each([
    ['en', 'This result can no longer be disputed here.'],
    ['de', 'Dieses Ergebnis kann hier nicht mehr angefochten werden.'],
  ])('refuses a dispute after the window (%s)', async (language, message) => {
    const p = await failedReading(language);
    clock.advance(WINDOW_MS);
    const late = await dispute(p.cookie, p.testId, 'Too late', language);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'TEST_NOT_DISPUTABLE' });
    expect(late.json().message).toContain(message);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('failed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
  });

  it('a dispute within the window goes to review; the operator decides failed: refunds once', async () => {
    const p = await failedReading();
    clock.advance(WINDOW_MS / 2);
    const stranger = await readyParticipant(t.app, {});
    expect((await dispute(stranger.cookie, p.testId, 'Not mine to dispute')).statusCode).toBe(404);
    // The refusal changed nothing: the test is still the reader's, undisputed, in its window.
    const untouched = (await call('GET', `/api/testkit/course/${p.course.id}`, p.cookie)).json();
    expect(untouched.testkit.test).toMatchObject({
      status: 'final',
      result: 'failed',
      disputed: false,
      disputableUntil: new Date(p.readAt.getTime() + WINDOW_MS).toISOString(),
    });
    const queued = (await call('GET', '/api/admin/testkits/tests', admin)).json().tests as Array<{
      id: string;
    }>;
    expect(queued.some((x) => x.id === p.testId)).toBe(false);
    const disputed = await dispute(p.cookie, p.testId, 'I have not smoked');
    expect(disputed.statusCode).toBe(200);
    expect(disputed.json()).toMatchObject({
      status: 'review',
      result: null,
      predicted: 'failed',
      disputableUntil: null,
    });
    const view = (await call('GET', `/api/testkit/course/${p.course.id}`, p.cookie)).json();
    expect(view.testkit.test).toMatchObject({ status: 'review', disputed: true });
    const queue = (await call('GET', '/api/admin/testkits/tests', admin)).json().tests as Array<{
      id: string;
      dispute: { note: string } | null;
    }>;
    expect(queue.find((x) => x.id === p.testId)?.dispute?.note).toBe('I have not smoked');

    // The window's job finds the test disputed: no money moves.
    clock.advance(WINDOW_MS);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);

    const decided = await decide(p.testId, 'failed');
    expect(decided.json()).toMatchObject({ status: 'final', result: 'failed' });
    expect((await courseOf(p.id)).state).toBe('failed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
    await t.app.jobs.runDue(100);
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
    // Final: neither a second dispute nor a second decision.
    expect((await dispute(p.cookie, p.testId)).json().code).toBe('TEST_NOT_DISPUTABLE');
    expect((await decide(p.testId, 'passed')).json().code).toBe('TEST_ALREADY_DECIDED');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
  });

  it('the operator decides a disputed failed reading passed: payable, nobody refunded', async () => {
    const p = await failedReading();
    expect((await dispute(p.cookie, p.testId)).json()).toMatchObject({ status: 'review' });
    const decided = await decide(p.testId, 'passed');
    expect(decided.json()).toMatchObject({ status: 'final', result: 'passed' });
    expect((await courseOf(p.id)).state).toBe('passed');
    clock.advance(WINDOW_MS);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('passed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
  });
});
