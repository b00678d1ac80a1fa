// C7 (record 0081): gifts kept for the participant's next attempt. When the participant starts
// it (POST /api/course/new), in the same transaction that opens the new course: every kept gift
// of the ended course moves into the new one as a donation of that course (its money from the
// ended course's `kept_*` accounts through `carried` into the new course's available accounts,
// no fee taken: the fee is earned only at payout, M8), and every gift still undecided is
// refunded (the default). Both courses are locked, the ended one first; a choice, a deadline
// job or a second start waits for the lock and then finds the gift moved or refunded.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { KeptGiftsView } from '@quit/contracts/second-chance';
import { isOpenCourseState } from '@quit/domain/course-state';
import { courses, donations, giftChoices } from '../../db/schema';
import type { Db, Tx } from '../../db/client';
import { enqueueJobs } from '../../platform/jobs';
import type { ServiceDeps } from '../../core/service-deps';
import { lockCourse } from '../course-row/current-course';
import { MONEY_JOBS } from './deps';
import { postMovement } from './ledger';
import { refundChoiceInTx } from './second-chance';

/**
 * Settles the gift choices of the ended course `fromCourseId` into the new course `toCourseId`.
 * The caller holds the ended course's lock. Answers how many gifts moved.
 */
export async function moveKeptGiftsInTx(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  fromCourseId: string,
  toCourseId: string,
): Promise<number> {
  const now = deps.clock.now();
  const waiting = await tx
    .select()
    .from(giftChoices)
    .where(
      and(eq(giftChoices.courseId, fromCourseId), inArray(giftChoices.state, ['open', 'kept'])),
    )
    .orderBy(asc(giftChoices.donationId))
    .for('update');
  if (waiting.length === 0) return 0;
  await lockCourse(tx, toCourseId);
  let moved = 0;
  for (const row of waiting) {
    if (row.state === 'open' || row.keepUntil.getTime() <= now.getTime()) {
      await refundChoiceInTx(tx, deps, row, row.state === 'open' ? 'not_kept' : 'keep_expired');
      continue;
    }
    const [gift] = await tx
      .select()
      .from(donations)
      .where(eq(donations.id, row.donationId))
      .for('update');
    if (!gift || gift.status !== 'kept') throw new Error(`kept gift ${row.donationId} is not kept`);
    const charged = gift.shareCents + gift.feeCents;
    const [carried] = await tx
      .insert(donations)
      .values({
        courseId: toCourseId,
        supporterId: gift.supporterId,
        donorName: gift.donorName,
        donorEmail: gift.donorEmail,
        message: gift.message,
        anonymous: gift.anonymous,
        language: gift.language,
        coverFee: gift.coverFee,
        amountCents: gift.amountCents,
        feeCents: gift.feeCents,
        shareCents: gift.shareCents,
        chargedCents: gift.chargedCents,
        currency: gift.currency,
        status: 'available',
        provider: gift.provider,
        // The donor's one payment: a refund of the carried gift refunds it, once.
        paymentId: gift.paymentId,
        carriedFromId: gift.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: donations.id });
    if (!carried) throw new Error('carried gift not stored');
    await postMovement(tx, {
      kind: 'kept_gift_moved_out',
      courseId: fromCourseId,
      donationId: gift.id,
      lines: { kept_share: -gift.shareCents, kept_fee: -gift.feeCents, carried: charged },
    });
    await postMovement(tx, {
      kind: 'kept_gift_moved_in',
      courseId: toCourseId,
      donationId: carried.id,
      lines: { carried: -charged, available_share: gift.shareCents, available_fee: gift.feeCents },
    });
    await tx
      .update(donations)
      .set({ status: 'carried', updatedAt: now })
      .where(eq(donations.id, gift.id));
    await tx
      .update(giftChoices)
      .set({ state: 'moved', movedTo: carried.id, settledAt: now })
      .where(eq(giftChoices.donationId, gift.id));
    await enqueueJobs(tx, [
      {
        kind: MONEY_JOBS.nextAttemptMail,
        payload: { donationId: carried.id },
        runAt: now,
        key: `next-attempt-mail:${carried.id}`,
      },
    ]);
    moved += 1;
  }
  return moved;
}

export type KeptGifts = {
  courseId: string | null;
  keptCents: number;
  supporters: number;
  /** Named supporters as A4 allows (anonymous ones are counted, never named). */
  names: string[];
  keepUntil: Date | null;
  /** Gifts whose donors have not chosen yet (they are refunded unless kept). */
  undecided: number;
  decideBy: Date | null;
};

/** What the participant's latest ended course keeps for their next attempt. */
export async function keptGiftsOf(db: Db, courseId: string): Promise<KeptGifts> {
  const rows = await db
    .select({
      state: giftChoices.state,
      decideBy: giftChoices.decideBy,
      keepUntil: giftChoices.keepUntil,
      shareCents: donations.shareCents,
      feeCents: donations.feeCents,
      donorName: donations.donorName,
      anonymous: donations.anonymous,
      donor: sql<string>`coalesce(${donations.supporterId}, ${donations.donorEmail}, ${donations.id}::text)`,
    })
    .from(giftChoices)
    .innerJoin(donations, eq(donations.id, giftChoices.donationId))
    .where(and(eq(giftChoices.courseId, courseId), inArray(giftChoices.state, ['open', 'kept'])))
    .orderBy(asc(donations.createdAt));
  const kept = rows.filter((r) => r.state === 'kept');
  const open = rows.filter((r) => r.state === 'open');
  const names = [
    ...new Set(kept.filter((r) => !r.anonymous && r.donorName).map((r) => r.donorName!)),
  ];
  return {
    courseId,
    // The participant's part (M6: with "cover the fee" the share is the whole amount).
    keptCents: kept.reduce((sum, r) => sum + r.shareCents, 0),
    supporters: new Set(kept.map((r) => r.donor)).size,
    names,
    keepUntil: kept[0]?.keepUntil ?? open[0]?.keepUntil ?? null,
    undecided: open.length,
    decideBy: open[0]?.decideBy ?? null,
  };
}

/** GET /api/participant/kept-gifts: the participant's own latest course only. */
export async function keptGiftsView(
  deps: ServiceDeps,
  participantId: string,
): Promise<KeptGiftsView> {
  const [last] = await deps.db
    .select({ id: courses.id, state: courses.state })
    .from(courses)
    .where(eq(courses.participantId, participantId))
    .orderBy(desc(courses.createdAt))
    .limit(1);
  const none = {
    keptCents: 0,
    supporters: 0,
    names: [],
    keepUntil: null,
    undecided: 0,
    decideBy: null,
  };
  const kept = last ? await keptGiftsOf(deps.db, last.id) : { ...none, courseId: null };
  return {
    currency: deps.settings.currency,
    keptCents: kept.keptCents,
    supporters: kept.supporters,
    names: kept.names,
    keepUntil: kept.keepUntil?.toISOString() ?? null,
    undecided: kept.undecided,
    decideBy: kept.decideBy?.toISOString() ?? null,
    // The next attempt opens from a failed course (closing it) or after any course that ended.
    canStartNext: last !== undefined && (last.state === 'failed' || !isOpenCourseState(last.state)),
  };
}
