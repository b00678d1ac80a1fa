// C4 meets T3 at the verification deadline (docs/decisions/0035-nicotine-test-at-the-deadline.md):
// a test under way when the window ends (in review, in its dispute window, a wait
// still running) holds the course open; its own outcome then applies, once. A course with no
// test under way still fails at the deadline and refunds every supporter once.
import { RESULT_DISPUTE_HOURS } from '@quit/domain/constants';
import { nextTransitionAt } from '@quit/domain/course-schedule';
import { addDays, dateInTimeZone } from '@quit/domain/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participantTimeZone, scheduleNextTransition } from '../../../src/modules/course/advance';
import { manualClock } from '../../../src/platform/clock';
import { uniqueEmail } from '../../support/accounts';
import { signedInAdmin } from '../../support/admin-helpers';
import { PUBLIC_URL, setCourseState } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';
import { kitPhoto, LINES, testkitCalls, unsurePhoto } from '../../support/testkit-fixture';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
const WINDOW_MS = RESULT_DISPUTE_HOURS * 60 * 60 * 1000;
let t: TestApp;
let admin: string;
const { call, courseOf, refundsOnceUnanswered, day28WithKit, waitedFiveMinutes } = testkitCalls(
  () => t,
  clock,
);

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

/**
 * A participant on the last day of their verification window (day 56) with two supporters, a
 * kit and their identity checked; the calendar's expiry job is queued for the deadline.
 */
async function onDeadlineDay() {
  const donors = [{ email: uniqueEmail('donor-a') }, { email: uniqueEmail('donor-b') }];
  const draft = await day28WithKit(admin, { donors, amountCents: 5_000 });
  const timeZone = await participantTimeZone(t.database.db, draft.id);
  const startDate = addDays(dateInTimeZone(clock.now(), timeZone), -55);
  await setCourseState(t.database.db, draft.id, 'awaiting_test', { startDate });
  const course = await courseOf(draft.id);
  await scheduleNextTransition(t.database.db, course, timeZone);
  const deadline = nextTransitionAt('awaiting_test', startDate, timeZone)!;
  expect(deadline.getTime()).toBeGreaterThan(clock.now().getTime());
  return { ...draft, course, deadline };
}

function moveTo(at: Date) {
  const by = at.getTime() - clock.now().getTime();
  expect(by).toBeGreaterThanOrEqual(0);
  clock.advance(by);
}

const photo = (p: { cookie: string; kit: { code: string } }, image: string) =>
  call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });

const decide = (testId: string, result: string) =>
  call('POST', `/api/admin/testkits/tests/${testId}/decision`, admin, {
    result,
    note: `Operator: ${result}`,
  });

/** A test in review an hour after the deadline: the expiry job has run and left the course. */
async function inReviewPastDeadline() {
  const p = await onDeadlineDay();
  await waitedFiveMinutes(p.cookie, p.kit.code);
  const sent = await photo(p, await unsurePhoto(p.kit.code));
  expect(sent.json()).toMatchObject({ status: 'review' });
  moveTo(new Date(p.deadline.getTime() + 60 * 60 * 1000));
  await t.app.jobs.runDue(100);
  expect((await courseOf(p.id)).state).toBe('awaiting_test');
  expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
  return { p, testId: sent.json().testId as string };
}

describe('the verification deadline (C4) with no test under way', () => {
  it('fails the untested course at the deadline and refunds every supporter once', async () => {
    const p = await onDeadlineDay();
    moveTo(new Date(p.deadline.getTime() - 60_000));
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    moveTo(p.deadline);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('failed');
    const refunded = await refundsOnceUnanswered(p.course.id);
    expect(refunded).toHaveLength(2);
    await t.app.jobs.runDue(100);
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
  });

  it('fails the course whose only test was read invalid; that test can no longer be disputed', async () => {
    const p = await onDeadlineDay();
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const sent = await photo(p, await kitPhoto(p.kit.code, LINES.invalid));
    expect(sent.json()).toMatchObject({ status: 'final', result: 'invalid' });
    moveTo(p.deadline);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('failed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
    const late = await call(
      'POST',
      `/api/testkit/tests/${sent.json().testId}/dispute`,
      p.cookie,
      {},
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('TEST_NOT_DISPUTABLE');
  });
});

describe('a test under way at the verification deadline (C4 + T3)', () => {
  it('in review: not failed by expiry; the decision "failed" refunds every supporter once', async () => {
    const p = await onDeadlineDay();
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const sent = await photo(p, await unsurePhoto(p.kit.code));
    expect(sent.json()).toMatchObject({ status: 'review' });
    moveTo(new Date(p.deadline.getTime() + 3 * 24 * 60 * 60 * 1000));
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);

    const decided = await decide(sent.json().testId, 'failed');
    expect(decided.statusCode).toBe(200);
    expect((await courseOf(p.id)).state).toBe('failed');
    const refunded = await refundsOnceUnanswered(p.course.id);
    expect(refunded).toHaveLength(2);
    await t.app.jobs.runDue(100);
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
  });

  it('in review: the decision "passed" after the deadline makes the pot payable, nobody refunded', async () => {
    const { p, testId } = await inReviewPastDeadline();
    expect((await decide(testId, 'passed')).statusCode).toBe(200);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('passed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
  });

  it('in review: the decision "invalid" after the deadline leaves no valid test, so the course fails once', async () => {
    const { p, testId } = await inReviewPastDeadline();
    expect((await decide(testId, 'invalid')).statusCode).toBe(200);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('failed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
    await t.app.jobs.runDue(100);
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
  });

  it('a dispute window spanning the deadline: the outcome applies at the window end, once', async () => {
    const p = await onDeadlineDay();
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const sent = await photo(p, await kitPhoto(p.kit.code, LINES.failed));
    expect(sent.json()).toMatchObject({ status: 'final', result: 'failed' });
    const windowEnd = new Date(clock.now().getTime() + WINDOW_MS);
    expect(windowEnd.getTime()).toBeGreaterThan(p.deadline.getTime());
    moveTo(p.deadline);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
    moveTo(new Date(windowEnd.getTime() - 60_000));
    await t.app.jobs.runDue(100);
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
    moveTo(windowEnd);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('failed');
    const refunded = await refundsOnceUnanswered(p.course.id);
    expect(refunded).toHaveLength(2);
    expect(new Set(refunded.map((r) => r.donationId)).size).toBe(2);
    await t.app.jobs.runDue(100);
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
  });

  it('a dispute after the deadline, within the window, goes to an operator who decides passed', async () => {
    const p = await onDeadlineDay();
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const sent = await photo(p, await kitPhoto(p.kit.code, LINES.failed));
    moveTo(new Date(p.deadline.getTime() + 60 * 60 * 1000));
    await t.app.jobs.runDue(100);
    const testId = sent.json().testId as string;
    const disputed = await call('POST', `/api/testkit/tests/${testId}/dispute`, p.cookie, {});
    expect(disputed.json()).toMatchObject({ status: 'review' });
    moveTo(new Date(clock.now().getTime() + WINDOW_MS));
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    expect((await decide(testId, 'passed')).statusCode).toBe(200);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('passed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
  });

  it('a wait running at midnight gets its time: the photo after the deadline counts', async () => {
    const p = await onDeadlineDay();
    moveTo(new Date(p.deadline.getTime() - 2 * 60_000));
    await waitedFiveMinutes(p.cookie, p.kit.code);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    const sent = await photo(p, await kitPhoto(p.kit.code, LINES.passed));
    expect(sent.json()).toMatchObject({ status: 'final', result: 'passed' });
    expect((await courseOf(p.id)).state).toBe('passed');
    clock.advance(60 * 60 * 1000);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('passed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
  });

  it('a wait running at midnight whose photo never comes: the course fails after its grace', async () => {
    const p = await onDeadlineDay();
    moveTo(new Date(p.deadline.getTime() - 2 * 60_000));
    await waitedFiveMinutes(p.cookie, p.kit.code);
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    // 30 minutes after the wait ended the photo is refused and the calendar fails the course.
    clock.advance(31 * 60_000);
    const late = await photo(p, await kitPhoto(p.kit.code, LINES.passed));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('TEST_NOT_OPEN');
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('failed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
  });

  it('a wait cannot start after the deadline', async () => {
    const p = await onDeadlineDay();
    moveTo(new Date(p.deadline.getTime() + 60_000));
    const started = await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie);
    expect(started.json().code).toBe('TEST_NOT_OPEN');
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('failed');
  });
});
