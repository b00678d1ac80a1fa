// Kept balances (issue 15): after 50 concurrent donations, refunds and payouts the balances
// kept per course and account equal the ledger's sums, and the operator check says so.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courses, keptBalances } from '../../../src/db/schema';
import { keptBalanceMismatches, ledgerBalances } from '../../../src/modules/money/ledger';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { refundCourse } from '../../../src/modules/money/refunds';
import {
  addBankAccount,
  donate,
  newParticipant,
  PUBLIC_URL,
  setCourseState,
} from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

async function courseIdOf(participantId: string) {
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.participantId, participantId));
  return course!.id;
}

it('equal the ledger after 50 concurrent donations, refunds and payouts', async () => {
  const giving = await newParticipant(t.app);
  const refunding = await newParticipant(t.app);
  const paying = await newParticipant(t.app);
  await donate(t.app, refunding.id, { amountCents: 4_000 });
  await donate(t.app, refunding.id, { amountCents: 6_000, coverFee: true });
  await donate(t.app, paying.id, { amountCents: 10_000 });
  await addBankAccount(t.app, paying.cookie);
  await setCourseState(t.database.db, paying.id, 'passed');
  const refundingCourse = await courseIdOf(refunding.id);

  const work = Array.from({ length: 50 }, (_, i) => {
    if (i % 3 === 0) return donate(t.app, giving.id, { amountCents: 1_000 + i * 10 });
    if (i % 3 === 1) return refundCourse(t.app.money, refundingCourse, 'cancelled');
    return t.app.inject({
      method: 'POST',
      url: '/api/participant/payout',
      headers: { cookie: paying.cookie },
    });
  });
  await Promise.all(work);
  await t.app.jobs.runDue();

  expect(await keptBalanceMismatches(t.database.db)).toEqual([]);
  for (const p of [giving, refunding, paying]) {
    const courseId = await courseIdOf(p.id);
    expect(await courseBalances(t.database.db, courseId)).toEqual(
      await ledgerBalances(t.database.db, courseId),
    );
  }
  const given = await courseBalances(t.database.db, await courseIdOf(giving.id));
  expect(given.available_share).toBeGreaterThan(0);
  expect((await courseBalances(t.database.db, refundingCourse)).refunded).toBe(10_600);
  expect((await courseBalances(t.database.db, await courseIdOf(paying.id))).paid_out).toBe(9_200);
});

it('the check names a kept balance that drifted from the ledger', async () => {
  const p = await newParticipant(t.app);
  await donate(t.app, p.id, { amountCents: 2_000 });
  const courseId = await courseIdOf(p.id);
  await t.database.db
    .update(keptBalances)
    .set({ cents: 1 })
    .where(eq(keptBalances.courseId, courseId));
  const mismatches = await keptBalanceMismatches(t.database.db);
  expect(mismatches.length).toBeGreaterThan(0);
  expect(mismatches.every((m) => m.courseId === courseId && m.kept === 1)).toBe(true);
});
