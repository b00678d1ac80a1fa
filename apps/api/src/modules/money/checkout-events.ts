// The one confirmation path (M7) for both providers: a verified event names a checkout, the
// checkout is re-read from the provider, and its current state moves the donation forward.
// Replayed or reordered events find the donation already there and change nothing.
import { eq } from 'drizzle-orm';
import { donations } from '../../db/schema';
import type { CheckoutView, ProviderEvent } from '../../providers/payments/port';
import { enqueueJob } from '../../platform/jobs';
import { lockCourse } from '../course-row/current-course';
import type { ServiceDeps } from '../../core/service-deps';
import { MONEY_JOBS } from './deps';
import { firstSighting } from './events';
import { postMovement } from './ledger';
import { refundDonation } from './refunds';
import { bonusPotSettled } from './bonus-pot';
import { potAccounts } from './pot-accounts';

/** Course states in which money that arrives late goes straight back to the donor. */
export const RETURNING_STATES = ['cancelled', 'failed', 'refunded'] as const;

export type CheckoutOutcome = 'replay' | 'unknown' | 'mismatch' | 'unchanged' | 'changed';

/** `event` is the webhook that named the checkout; the sweeper re-reads checkouts without one. */
export async function applyCheckout(
  deps: ServiceDeps,
  event: ProviderEvent | null,
  checkout: CheckoutView,
): Promise<CheckoutOutcome> {
  return deps.db.transaction(async (tx) => {
    if (event && !(await firstSighting(tx, deps, event))) return 'replay';
    const [found] = await tx
      .select({ courseId: donations.courseId })
      .from(donations)
      .where(eq(donations.id, checkout.donationId));
    if (!found) return 'unknown';
    const course = await lockCourse(tx, found.courseId);
    const [donation] = await tx
      .select()
      .from(donations)
      .where(eq(donations.id, checkout.donationId))
      .for('update');
    if (!donation) return 'unknown';
    if (
      checkout.state !== 'open' &&
      checkout.state !== 'expired' &&
      (checkout.amountCents !== donation.chargedCents || checkout.currency !== donation.currency)
    ) {
      deps.log.error(
        { donation: donation.id, checkout: checkout.id },
        'checkout amount differs from the donation: not confirmed',
      );
      return 'mismatch';
    }
    const now = deps.clock.now();
    const ids = { courseId: donation.courseId, donationId: donation.id };
    const share = donation.shareCents;
    const fee = donation.feeCents;
    // C8: a stay-quit gift's money has its own accounts (pot-accounts.ts).
    const { pending, held } = potAccounts(donation.pot);
    let status = donation.status;

    const charge = () =>
      postMovement(tx, {
        kind: 'donation_charged',
        ...ids,
        lines: { donors: -(share + fee), [pending.share]: share, [pending.fee]: fee },
      });

    if (checkout.state === 'processing' && status === 'open') {
      await charge();
      status = 'pending';
    } else if (checkout.state === 'paid' && (status === 'open' || status === 'pending')) {
      if (status === 'open') await charge();
      await postMovement(tx, {
        kind: 'donation_confirmed',
        ...ids,
        lines: {
          [pending.share]: -share,
          [pending.fee]: -fee,
          [held.share]: share,
          [held.fee]: fee,
        },
      });
      status = 'available';
      await enqueueJob(
        tx,
        MONEY_JOBS.donationMails,
        { donationId: donation.id },
        { runAt: now, key: `donation-mails:${donation.id}` },
      );
    } else if (checkout.state === 'failed' && status === 'pending') {
      await postMovement(tx, {
        kind: 'donation_failed',
        ...ids,
        lines: { [pending.share]: -share, [pending.fee]: -fee, donors: share + fee },
      });
      status = 'failed';
    } else if ((checkout.state === 'failed' || checkout.state === 'expired') && status === 'open') {
      status = 'failed';
    }

    if (status === donation.status) return 'unchanged';
    await tx
      .update(donations)
      .set({ status, paymentId: checkout.paymentId ?? donation.paymentId, updatedAt: now })
      .where(eq(donations.id, donation.id));
    if (donation.pot === 'stay_quit') {
      // C8: a bonus gift confirmed after its 3-month test was settled goes back (bonus-pot.ts).
      if (status === 'available' && (await bonusPotSettled(tx, donation.courseId))) {
        await refundDonation(tx, deps, { ...donation, status }, 'bonus_closed');
      }
    } else if (
      status === 'available' &&
      (RETURNING_STATES as readonly string[]).includes(course.state)
    ) {
      await refundDonation(tx, deps, { ...donation, status }, 'course_ended');
    }
    return 'changed';
  });
}
