import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, donations, jobs, refunds, users } from '../../../src/db/schema';
import { grantRole } from '../../../src/modules/account/people';
import { keptBalanceMismatches } from '../../../src/modules/money/ledger';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { refundCourse } from '../../../src/modules/money/refunds';
import { manualClock } from '../../../src/platform/clock';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { signUp } from '../../support/accounts';
import {
  completeCheckout,
  donate,
  newParticipant,
  PUBLIC_URL,
  startDonation,
  moneyTestApp,
} from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

const clock = manualClock(new Date('2026-11-22T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await moneyTestApp(clock, 0);
});
afterAll(() => t.close());

async function courseIdOf(participantId: string) {
  const [course] = await t.database.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.participantId, participantId));
  return course!.id;
}

describe('refund engine', () => {
  it('50 concurrent refunds of a course refund each donation once, in full', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 10_000, coverFee: true }); // charged 10800
    await donate(t.app, p.id, { amountCents: 2_500 }); // charged 2500
    const courseId = await courseIdOf(p.id);

    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        refundCourse(t.app.money, courseId, i % 2 === 0 ? 'cancelled' : 'failed'),
      ),
    );
    expect(results.reduce((sum, r) => sum + r.refunds, 0)).toBe(2);
    await t.app.jobs.runDue();
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.courseId, courseId));
    expect(rows.map((r) => [r.amountCents, r.status]).sort()).toEqual([
      [10_800, 'succeeded'],
      [2_500, 'succeeded'],
    ]);
    const balances = await courseBalances(t.database.db, courseId);
    expect(balances).toMatchObject({
      refunded: 13_300,
      available_share: 0,
      available_fee: 0,
      refunding: 0,
      fees: 0,
    });
    expect(await keptBalanceMismatches(t.database.db)).toEqual([]);
  });

  it('retries a refund the provider refuses and shows it to operators when it keeps failing', async () => {
    const p = await newParticipant(t.app);
    const started = await startDonation(t.app, p.id, { amountCents: 3_000 });
    await completeCheckout(t.app, started.json().checkoutUrl, 'pay_refunds_fail');
    const courseId = await courseIdOf(p.id);
    await refundCourse(t.app.money, courseId, 'cancelled');
    await t.app.jobs.runDue();

    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.courseId, courseId));
    expect(refund).toMatchObject({ status: 'failed', attempts: 1 });
    expect(refund?.lastError).toContain('refused');
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `refund:${refund!.id}`));
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });

    // Each retry comes later; after the last one the refund waits for an operator.
    for (let i = 0; i < 12; i++) {
      clock.advance(7 * 60 * 60 * 1000);
      await t.app.jobs.runDue();
    }
    const [after] = await t.database.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(after).toMatchObject({ state: 'failed', attempts: 10 });
    const balances = await courseBalances(t.database.db, courseId);
    expect(balances).toMatchObject({ refunding: 3_000, refunded: 0 }); // held for the donor

    const admin = await signUp(t.app, { role: 'supporter' });
    const forbidden = await t.app.inject({
      url: '/api/admin/money/attention',
      headers: { cookie: admin.cookie },
    });
    expect(forbidden.statusCode).toBe(403);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, admin.email));
    await grantRole(t.database.db, user!.id, 'admin');
    const attention = await t.app.inject({
      url: '/api/admin/money/attention',
      headers: { cookie: admin.cookie },
    });
    expect(attention.statusCode).toBe(200);
    expect(attention.json().refunds).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: refund!.id, amountCents: 3_000 })]),
    );
    expect(attention.json().jobs).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: job!.id })]),
    );
  });

  it('refunds money that is confirmed after the course was cancelled', async () => {
    const slow = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '60', PUBLIC_URL }, undefined, {
      clock,
    });
    try {
      const p = await newParticipant(slow.app);
      const donorEmail = `late-${Date.now()}@example.com`;
      const started = await startDonation(slow.app, p.id, { donorEmail });
      await completeCheckout(slow.app, started.json().checkoutUrl);
      const [course] = await slow.database.db
        .select()
        .from(courses)
        .where(eq(courses.participantId, p.id));
      await slow.database.db
        .update(courses)
        .set({ state: 'cancelled' })
        .where(eq(courses.id, course!.id));
      await refundCourse(slow.app.money, course!.id, 'cancelled'); // nothing available yet

      clock.advance(61_000);
      await slow.app.jobs.runDue();
      const [donation] = await slow.database.db
        .select()
        .from(donations)
        .where(eq(donations.courseId, course!.id));
      expect(donation).toMatchObject({ status: 'refunded', refundedCents: 2_500 });
      expect(await latestMail(slow.database.db, { to: donorEmail })).toBeDefined();
    } finally {
      await slow.close();
    }
  });
});
