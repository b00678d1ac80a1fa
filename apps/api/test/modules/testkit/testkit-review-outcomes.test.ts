// The operator's decision on a test in review (T3) for each result, with what it moves: passed →
// the pot is payable, failed → every supporter refunded once (mails in the donor's language),
// partial → a partial payout by smoke-free diary days (C5), invalid → a new kit. Final: a second
// decision is refused in the operator's language and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryEntries, testkits, testkitTests } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { operatorIn } from '../../support/admin-helpers';
import { uniqueEmail } from '../../support/accounts';
import { addBankAccount, PUBLIC_URL } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';
import { testkitCalls, unsurePhoto } from '../../support/testkit-fixture';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
let admin: string;
/** Operators answer in their own account's language. */
const admins: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  for (const language of ['de', 'en']) {
    admins[language] = await operatorIn(t.app, t.database.db, language);
  }
  admin = admins['en']!;
});
afterAll(() => t.close());

const {
  call,
  courseOf,
  refundsOnceUnanswered,
  newKit: newKitBy,
  day28WithKit,
  waitedFiveMinutes,
} = testkitCalls(() => t, clock);
const newKit = () => newKitBy(admin);

/** A participant on day 28 supported by a German and an English donor, whose test is in review. */
async function testInReview(language: string) {
  const donors = { de: uniqueEmail('donor-de'), en: uniqueEmail('donor-en') };
  const p = await day28WithKit(admin, {
    language,
    donors: Object.entries(donors).map(([donorLanguage, email]) => ({
      email,
      language: donorLanguage,
    })),
  });
  await waitedFiveMinutes(p.cookie, p.kit.code);
  const image = await unsurePhoto(p.kit.code);
  const sent = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });
  expect(sent.json()).toMatchObject({ status: 'review', result: null });
  return { ...p, donors, testId: sent.json().testId as string };
}

const decide = (testId: string, body: object, language = 'en') =>
  call('POST', `/api/admin/testkits/tests/${testId}/decision`, admins[language]!, body, language);

describe.each(['de', 'en'])('an operator decides a test in review (%s)', (language) => {
  it('needs a note, and refuses a second decision: the first is final', async () => {
    const p = await testInReview(language);
    const noNote = await decide(p.testId, { result: 'passed' }, language);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({
      code: 'INVALID_DATA',
      message:
        language === 'de'
          ? 'Die angegebenen Daten sind ungültig.'
          : 'The Data you provided is invalid.',
    });
    const blank = await decide(p.testId, { result: 'passed', note: '   ' }, language);
    expect(blank.json().code).toBe('INVALID_DATA');
    expect((await courseOf(p.id)).state).toBe('awaiting_test');

    const first = await decide(p.testId, { result: 'failed', note: 'No T line' }, language);
    expect(first.json()).toMatchObject({ status: 'final', result: 'failed', note: 'No T line' });
    const refundsBefore = await refundsOnceUnanswered(p.course.id);
    const second = await decide(p.testId, { result: 'passed', note: 'Changed my mind' }, language);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'TEST_ALREADY_DECIDED',
      message:
        language === 'de'
          ? 'Über diesen Test wurde bereits entschieden; die Entscheidung ist endgültig.'
          : 'This test has already been decided; the decision is final.',
    });
    const [test] = await t.database.db
      .select()
      .from(testkitTests)
      .where(eq(testkitTests.id, p.testId));
    expect(test).toMatchObject({ result: 'failed', note: 'No T line' });
    expect((await courseOf(p.id)).state).toBe('failed');
    expect(await refundsOnceUnanswered(p.course.id)).toEqual(refundsBefore);
  });

  it('passed: the course is passed and the participant may pay out the pot', async () => {
    const p = await testInReview(language);
    const res = await decide(p.testId, { result: 'passed', note: 'T line as strong as C' });
    expect(res.json()).toMatchObject({ status: 'final', result: 'passed' });
    expect((await courseOf(p.id)).state).toBe('passed');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    const payout = await call('POST', '/api/participant/payout', p.cookie);
    expect(payout.statusCode).toBe(200);
    // Out of the queue.
    const queue = (await call('GET', '/api/admin/testkits/tests', admin)).json().tests;
    expect(queue.map((x: { id: string }) => x.id)).not.toContain(p.testId);
    const decided = (await call('GET', '/api/admin/testkits/tests?status=final', admin)).json()
      .tests as Array<{ id: string; note: string }>;
    expect(decided.find((x) => x.id === p.testId)?.note).toBe('T line as strong as C');
  });

  it('failed: every supporter is refunded once, told in their own language', async () => {
    const p = await testInReview(language);
    const res = await decide(p.testId, { result: 'failed', note: 'No T line at all' });
    expect(res.json()).toMatchObject({ status: 'final', result: 'failed' });
    expect((await courseOf(p.id)).state).toBe('failed');
    await t.app.jobs.runDue(100);
    const made = await refundsOnceUnanswered(p.course.id);
    expect(made).toHaveLength(2);
    await t.app.jobs.runDue(100);
    const de = await latestMail(t.database.db, { to: p.donors.de, kind: 'refund_started' });
    const en = await latestMail(t.database.db, { to: p.donors.en, kind: 'refund_started' });
    expect(de?.subject).toMatch(/^Deine Spende für .+ wird erstattet$/);
    expect(en?.subject).toMatch(/^Your donation to .+ is being refunded$/);
    expect(de?.text).toContain('hat den Nikotintest nicht bestanden');
    expect(en?.text).toContain('did not pass the nicotine test');
    // The outcome job running again (as after a crash) refunds nothing more.
    clock.advance(60_000);
    await t.app.jobs.runDue(100);
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(2);
  });

  it('partial: a partial payout in proportion to the smoke-free diary days (C5)', async () => {
    const p = await testInReview(language);
    await t.database.db.insert(diaryEntries).values(
      Array.from({ length: 14 }, (_, i) => ({
        courseId: p.course.id,
        day: i + 1,
        smokingDesire: 1,
        determination: 3,
        cravingCount: 2,
        sportMinutes: 0,
        sleepHours: 7,
        steps: 4000,
        smokedSinceLastEntry: i >= 10,
        triggers: [],
        symptoms: [],
      })),
    );
    const queued = (await call('GET', '/api/admin/testkits/tests', admin)).json().tests;
    expect(queued.find((x: { id: string }) => x.id === p.testId)?.diary).toEqual({
      daysKept: 14,
      smokeFreeDays: 10,
    });
    const res = await decide(p.testId, { result: 'partial', note: 'Faint T line' });
    expect(res.json()).toMatchObject({ status: 'final', result: 'partial' });
    const course = await courseOf(p.id);
    expect(course).toMatchObject({ state: 'partial', smokeFreeDays: 10 });
    expect((await addBankAccount(t.app, p.cookie)).statusCode).toBe(200);
    const payout = await call('POST', '/api/participant/payout/partial', p.cookie);
    expect(payout.statusCode).toBe(200);
    expect(payout.json().kind).toBe('partial');
    expect(payout.json().amountCents).toBeGreaterThan(0);
    expect(payout.json().refundedCents).toBeGreaterThan(0);
  });

  it('invalid: nothing moves; the used kit is replaced by a new one', async () => {
    const p = await testInReview(language);
    const res = await decide(p.testId, { result: 'invalid', note: 'No C line, test did not run' });
    expect(res.json()).toMatchObject({ status: 'final', result: 'invalid' });
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    expect(await refundsOnceUnanswered(p.course.id)).toHaveLength(0);
    const [old] = await t.database.db.select().from(testkits).where(eq(testkits.id, p.kit.id));
    expect(old!.state).toBe('used');
    const again = await call(
      'GET',
      `/api/testkit/${p.kit.code}/participant`,
      p.cookie,
      undefined,
      language,
    );
    expect(again.json().code).toBe('TESTKIT_USED');
    const next = await newKit();
    const assigned = await call('POST', `/api/admin/testkits/${next.id}/assign`, admin, {
      courseId: p.course.id,
    });
    expect(assigned.statusCode).toBe(200);
    const mine = await call('GET', `/api/testkit/course/${p.course.id}`, p.cookie);
    expect(mine.json().testkit).toMatchObject({ id: next.id, state: 'unused' });
  });
});
