// The sweeper: a recurring job that finishes money work a crash, a lost webhook or a job that
// gave up left undone. Every state change that owes money commits with it, so on a healthy
// system it finds nothing; what it repairs it logs. Each repair runs the normal engines under
// the course lock, so a sweep racing a webhook, a job or another sweep changes things once.
import { and, eq, gte, inArray, isNotNull, lt, notExists, or, sql } from 'drizzle-orm';
import { courses, donations, giftChoices, refunds } from '../../db/schema';
import { enqueueJob } from '../../platform/jobs';
import { lockCourse } from '../course-row/current-course';
import { applyCheckout, RETURNING_STATES } from './checkout-events';
import type { ServiceDeps } from '../../core/service-deps';
import { MONEY_JOBS } from './deps';
import { applyRefundView, refundCourseInTx } from './refunds';
import { coursesWithDueGiftChoices, settleDueGiftChoices } from './second-chance';
import { coursesWithUnsettledBonus, settleBonusPot } from './bonus-pot';

export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;
/** A checkout younger than this may still be on its way through the webhook. */
const SETTLE_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Provider look-ups per kind and sweep: a backlog drains over several sweeps. */
const BATCH = 50;

export type SweepReport = { coursesRefunded: number; donationsMoved: number; refundsMoved: number };

/**
 * Ended courses (cancelled, failed, refunded) that still hold available money nobody may keep:
 * refund it. Gifts offered the keep-or-refund choice (C7) wait for it until their deadlines,
 * which the sweep enforces too when a deadline job is late.
 */
async function refundEndedCourses(deps: ServiceDeps): Promise<number> {
  const held = await deps.db
    .selectDistinct({ courseId: donations.courseId })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .where(
      and(
        eq(donations.status, 'available'),
        inArray(courses.state, RETURNING_STATES),
        notExists(
          deps.db
            .select({ one: giftChoices.donationId })
            .from(giftChoices)
            .where(eq(giftChoices.donationId, donations.id)),
        ),
      ),
    )
    .limit(BATCH);
  let repaired = 0;
  for (const { courseId } of held) {
    const count = await deps.db.transaction(async (tx) => {
      const course = await lockCourse(tx, courseId);
      if (!(RETURNING_STATES as readonly string[]).includes(course.state)) return 0;
      return refundCourseInTx(tx, deps, courseId, 'course_ended');
    });
    if (count > 0) {
      repaired += 1;
      deps.log.warn({ course: courseId, refunds: count }, 'sweeper refunded an ended course');
    }
  }
  for (const courseId of await coursesWithDueGiftChoices(deps, BATCH)) {
    const count = await settleDueGiftChoices(deps, courseId);
    if (count > 0) {
      repaired += 1;
      deps.log.warn(
        { course: courseId, refunds: count },
        'sweeper refunded gifts past their deadline',
      );
    }
  }
  // C8 (record 0083): bonus pots whose 3-month test is over but whose settlement did not finish.
  for (const courseId of await coursesWithUnsettledBonus(deps.db, BATCH)) {
    try {
      await settleBonusPot(deps, courseId);
      repaired += 1;
      deps.log.warn({ course: courseId }, 'sweeper settled a stay-quit bonus pot');
    } catch (error) {
      deps.log.warn({ course: courseId, err: error }, 'bonus pot not settled yet');
    }
  }
  return repaired;
}

/**
 * Donations whose checkout the provider finished but we never heard of (open after payment,
 * pending after confirmation): the checkout is re-read and moves the donation like a webhook.
 * Random picks, so checkouts that stay open (abandoned) cannot hide the others.
 */
async function recheckDonations(deps: ServiceDeps): Promise<number> {
  const now = deps.clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  const stale = await deps.db
    .select({ id: donations.id, checkoutId: donations.checkoutId })
    .from(donations)
    .where(
      and(
        isNotNull(donations.checkoutId),
        or(
          and(
            eq(donations.status, 'open'),
            lt(donations.createdAt, before(SETTLE_MS)),
            gte(donations.createdAt, before(2 * DAY_MS)),
          ),
          and(
            eq(donations.status, 'pending'),
            lt(donations.updatedAt, before(HOUR_MS)),
            gte(donations.createdAt, before(30 * DAY_MS)),
          ),
        ),
      ),
    )
    .orderBy(sql`random()`)
    .limit(BATCH);
  let moved = 0;
  for (const donation of stale) {
    try {
      const checkout = await deps.payments.retrieveCheckout(donation.checkoutId ?? '');
      if ((await applyCheckout(deps, null, checkout)) === 'changed') {
        moved += 1;
        deps.log.warn({ donation: donation.id, state: checkout.state }, 'sweeper moved a donation');
      }
    } catch (error) {
      deps.log.warn({ donation: donation.id, err: error }, 'sweeper could not re-read a checkout');
    }
  }
  return moved;
}

/** Refunds the provider reported pending an hour ago and never settled by webhook. */
async function recheckRefunds(deps: ServiceDeps): Promise<number> {
  const stale = await deps.db
    .select({ id: refunds.id, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNotNull(refunds.providerRefundId),
        lt(refunds.updatedAt, new Date(deps.clock.now().getTime() - HOUR_MS)),
      ),
    )
    .limit(BATCH);
  let moved = 0;
  for (const refund of stale) {
    try {
      const view = await deps.payments.retrieveRefund(refund.providerRefundId ?? '');
      await applyRefundView(deps, refund.id, view);
      if (view.status !== 'pending') moved += 1;
    } catch (error) {
      deps.log.warn({ refund: refund.id, err: error }, 'sweeper could not re-read a refund');
    }
  }
  return moved;
}

export async function sweepMoney(deps: ServiceDeps): Promise<SweepReport> {
  // Donations first: one confirmed late in an ended course is refunded by the same sweep.
  const donationsMoved = await recheckDonations(deps);
  const coursesRefunded = await refundEndedCourses(deps);
  const refundsMoved = await recheckRefunds(deps);
  const report = { coursesRefunded, donationsMoved, refundsMoved };
  deps.metrics.sweeperRepaired(report);
  return report;
}

/**
 * Queues the sweep of the interval `at` falls in. The key names the interval, so every process
 * that starts, and every sweep that queues its successor, adds one job per interval at most.
 */
export async function scheduleSweep(deps: Pick<ServiceDeps, 'db'>, at: Date): Promise<void> {
  const slot = Math.floor(at.getTime() / SWEEP_INTERVAL_MS);
  await enqueueJob(
    deps.db,
    MONEY_JOBS.sweep,
    {},
    { runAt: new Date(slot * SWEEP_INTERVAL_MS), key: `money-sweep:${slot}`, maxAttempts: 3 },
  );
}

/** The job: queues the next sweep first (a failing sweep must not end the chain), then sweeps. */
export async function runSweepJob(deps: ServiceDeps): Promise<void> {
  await scheduleSweep(deps, new Date(deps.clock.now().getTime() + SWEEP_INTERVAL_MS));
  await sweepMoney(deps);
}
