// C7 (record 0081): when a course fails or is cancelled no money moves at once. Each gift that
// was there gets a choice row and its donor a mail with two signed links: refund now, or keep
// the gift for the participant's next attempt. A refund choice refunds at once; a keep moves the
// gift into the course's `kept_*` accounts (no fee); a gift still undecided after 7 days, or
// kept and not moved after 90, is refunded by a keyed job (the sweeper repeats it). Every
// change runs under the course's row lock, so concurrent choices, jobs and the move of the
// next attempt (kept-gifts.ts) are ordered, and a gift is refunded or moved, never both.
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import {
  giftChoiceDeadlines,
  judgeGiftChoice,
  type GiftChoice,
  type GiftChoiceState,
} from '@quit/domain/second-chance';
import { donations, giftChoices } from '../../db/schema';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { enqueueJobs, type NewJob } from '../../platform/jobs';
import { signedLinkToken, verifySignedLinkToken } from '../../platform/signed-link';
import type { ServiceDeps } from '../../core/service-deps';
import { lockCourse } from '../course-row/current-course';
import { MONEY_JOBS } from './deps';
import { postMovement } from './ledger';
import { claimOperation } from './operations';
import { refundDonation } from './refunds';

export type GiftChoiceRow = typeof giftChoices.$inferSelect;

const purpose = (choice: GiftChoice) => `gift-choice:v1:${choice}`;

/** The token of one choice's link; it works until the gift's last possible day. */
export function giftChoiceToken(
  secret: string,
  donationId: string,
  choice: GiftChoice,
  keepUntil: Date,
): string {
  return signedLinkToken(secret, purpose(choice), donationId, keepUntil);
}

const deadlineJob = (courseId: string, which: 'decide' | 'keep', runAt: Date): NewJob => ({
  kind: MONEY_JOBS.giftDeadline,
  payload: { courseId },
  runAt,
  key: `gift-deadline:${courseId}:${which}`,
});

/**
 * The course has just failed or been cancelled (the caller holds its lock and changed its
 * state in this transaction): each gift it holds is offered the choice, once.
 */
export async function offerGiftChoicesInTx(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  courseId: string,
): Promise<number> {
  // The course's end is a money operation like the refunds it replaces: recorded once by key.
  await claimOperation(tx, `offer-gift-choices:${courseId}`, 'offer_gift_choices', courseId);
  const now = deps.clock.now();
  const { decideBy, keepUntil } = giftChoiceDeadlines(now);
  const held = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.courseId, courseId), eq(donations.status, 'available')))
    .orderBy(asc(donations.createdAt));
  if (held.length === 0) return 0;
  const offered = await tx
    .insert(giftChoices)
    .values(held.map((d) => ({ donationId: d.id, courseId, decideBy, keepUntil, createdAt: now })))
    .onConflictDoNothing()
    .returning({ donationId: giftChoices.donationId });
  await enqueueJobs(tx, [
    ...offered.map((o) => ({
      kind: MONEY_JOBS.giftChoiceMail,
      payload: { donationId: o.donationId },
      runAt: now,
      key: `gift-choice-mail:${o.donationId}`,
    })),
    deadlineJob(courseId, 'decide', decideBy),
    deadlineJob(courseId, 'keep', keepUntil),
  ]);
  return offered.length;
}

/** The gift's choice row under its course's lock (the course row first, as every money move). */
async function lockGiftChoice(tx: Tx, donationId: string): Promise<GiftChoiceRow | undefined> {
  const [head] = await tx
    .select({ courseId: giftChoices.courseId })
    .from(giftChoices)
    .where(eq(giftChoices.donationId, donationId));
  if (!head) return undefined;
  await lockCourse(tx, head.courseId);
  const [row] = await tx
    .select()
    .from(giftChoices)
    .where(eq(giftChoices.donationId, donationId))
    .for('update');
  return row;
}

async function lockDonation(tx: Tx, donationId: string) {
  const [donation] = await tx
    .select()
    .from(donations)
    .where(eq(donations.id, donationId))
    .for('update');
  if (!donation) throw new Error(`donation ${donationId} vanished`);
  return donation;
}

/** Kept: the gift leaves the course's available money for its kept accounts (no fee taken). */
async function keepGift(tx: Tx, deps: Pick<ServiceDeps, 'clock'>, donationId: string) {
  const donation = await lockDonation(tx, donationId);
  if (donation.status !== 'available') throw new Error(`gift ${donationId} is ${donation.status}`);
  await postMovement(tx, {
    kind: 'gift_kept',
    courseId: donation.courseId,
    donationId: donation.id,
    lines: {
      available_share: -donation.shareCents,
      available_fee: -donation.feeCents,
      kept_share: donation.shareCents,
      kept_fee: donation.feeCents,
    },
  });
  await tx
    .update(donations)
    .set({ status: 'kept', updatedAt: deps.clock.now() })
    .where(eq(donations.id, donation.id));
}

/** Refunds the gift of a choice row (open or kept) in full; the refund engine records why. */
export async function refundChoiceInTx(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  row: GiftChoiceRow,
  cause: 'donor' | 'no_answer' | 'keep_expired' | 'not_kept',
): Promise<boolean> {
  if (row.state !== 'open' && row.state !== 'kept') return false;
  const donation = await lockDonation(tx, row.donationId);
  const refunded = await refundDonation(tx, deps, donation, 'course_ended');
  await tx
    .update(giftChoices)
    .set({ state: 'refunded', refundCause: cause, settledAt: deps.clock.now() })
    .where(eq(giftChoices.donationId, row.donationId));
  return refunded !== null;
}

export type GiftChoiceOutcome = {
  state: GiftChoiceState;
  choice: GiftChoice | null;
  decideBy: Date;
  keepUntil: Date;
};

const outcomeOf = (row: GiftChoiceRow): GiftChoiceOutcome => ({
  state: row.state,
  choice: row.choice,
  decideBy: row.decideBy,
  keepUntil: row.keepUntil,
});

/**
 * A supporter's click on a signed choice link (anyone holding it: anonymous donors too). The
 * same link again changes nothing; a refund is possible until the gift is refunded or moved,
 * keeping until the 7 days are over.
 */
export async function chooseGift(
  deps: ServiceDeps,
  donationId: string,
  choice: GiftChoice,
  token: string,
): Promise<GiftChoiceOutcome> {
  const now = deps.clock.now();
  if (!verifySignedLinkToken(deps.linkSecret, purpose(choice), donationId, token, now)) {
    throw new AppError('INVALID_DONATION_LINK');
  }
  return deps.db.transaction(async (tx) => {
    const row = await lockGiftChoice(tx, donationId);
    if (!row) throw new AppError('INVALID_DONATION_LINK', { detail: 'no choice for this gift' });
    const verdict = judgeGiftChoice(row.state, choice, now, row);
    if (!verdict.ok) {
      throw new AppError(
        verdict.reason === 'deadline' ? 'GIFT_CHOICE_TOO_LATE' : 'GIFT_CHOICE_CLOSED',
        {
          detail: `${choice} on a ${row.state} gift`,
        },
      );
    }
    if (verdict.effect === 'none') return outcomeOf(row);
    const chosen = {
      choice,
      chosenAt: now,
      chosenLink: createHash('sha256').update(token).digest('hex'),
    };
    if (verdict.effect === 'keep') {
      await keepGift(tx, deps, donationId);
      await tx
        .update(giftChoices)
        .set({ ...chosen, state: 'kept' })
        .where(eq(giftChoices.donationId, donationId));
    } else {
      await refundChoiceInTx(tx, deps, row, 'donor');
      await tx.update(giftChoices).set(chosen).where(eq(giftChoices.donationId, donationId));
    }
    const [after] = await tx
      .select()
      .from(giftChoices)
      .where(eq(giftChoices.donationId, donationId));
    return outcomeOf(after!);
  });
}

/**
 * The deadlines of one course (the keyed jobs at day 7 and day 90): gifts still undecided after
 * the 7 days and gifts kept past the 90 are refunded. Runs any number of times, also at once.
 */
export async function settleDueGiftChoices(deps: ServiceDeps, courseId: string): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const now = deps.clock.now();
    const due = await tx
      .select()
      .from(giftChoices)
      .where(
        and(
          eq(giftChoices.courseId, courseId),
          or(
            and(eq(giftChoices.state, 'open'), lte(giftChoices.decideBy, now)),
            and(eq(giftChoices.state, 'kept'), lte(giftChoices.keepUntil, now)),
          ),
        ),
      )
      .orderBy(asc(giftChoices.donationId))
      .for('update');
    for (const row of due) {
      await refundChoiceInTx(tx, deps, row, row.state === 'open' ? 'no_answer' : 'keep_expired');
    }
    return due.length;
  });
}

/** Courses with a deadline passed and gifts still waiting (the sweeper's safety net). */
export async function coursesWithDueGiftChoices(
  deps: ServiceDeps,
  limit: number,
): Promise<string[]> {
  const now = deps.clock.now();
  const rows = await deps.db
    .selectDistinct({ courseId: giftChoices.courseId })
    .from(giftChoices)
    .where(
      or(
        and(eq(giftChoices.state, 'open'), lte(giftChoices.decideBy, now)),
        and(eq(giftChoices.state, 'kept'), lte(giftChoices.keepUntil, now)),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.courseId);
}

/** Refunds every gift of these courses still waiting or kept (the participant's account ends). */
export async function refundWaitingGiftsInTx(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  courseIds: readonly string[],
): Promise<number> {
  if (courseIds.length === 0) return 0;
  const rows = await tx
    .select()
    .from(giftChoices)
    .where(
      and(
        inArray(giftChoices.courseId, [...courseIds]),
        inArray(giftChoices.state, ['open', 'kept']),
      ),
    )
    .orderBy(asc(giftChoices.donationId))
    .for('update');
  for (const row of rows) await refundChoiceInTx(tx, deps, row, 'not_kept');
  return rows.length;
}

/** The choice of one gift, for its donation page. */
export async function findGiftChoice(
  db: ServiceDeps['db'],
  donationId: string,
): Promise<GiftChoiceRow | undefined> {
  const [row] = await db.select().from(giftChoices).where(eq(giftChoices.donationId, donationId));
  return row;
}
