// The public fundraiser (A4, issue 15): totals from the kept balances, the gift list paged
// newest first by (created_at, id), and the whole first answer cached in this process for a
// short while. A movement of the course's money (in this process) drops its entry at once;
// another process's movement shows within PUBLIC_CACHE_MS, the bound every copy keeps.
import { createHash } from 'node:crypto';
import { and, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  PUBLIC_GIFTS_PAGE_SIZE,
  type PublicGifts,
  type PublicParticipant,
} from '@quit/contracts/money';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import { acceptsDonations, CONFIRMED_DONATION_STATUSES } from '@quit/domain/donation';
import { publicName } from '@quit/domain/profile';
import { donations } from '../../db/schema';
import { shownCourse } from '../course-row/current-course';
import { findFundraiserPage } from '../fundraiser/service';
import { programmeCounts } from '../programme/counts';
import type { ServiceDeps } from '../../core/service-deps';
import type { ChangeBus } from '../../platform/changes';
import { participantForDonation } from './donate';
import { courseBalances } from '../course-row/balances';
import { publicBonusPot } from './bonus-pot-views';

/** How long an answer is reused in one process: also the bound on staleness across processes. */
export const PUBLIC_CACHE_MS = 2_000;
/** How long shared caches (a CDN) may keep the answer; browsers revalidate every time (ETag). */
export const PUBLIC_SHARED_MAX_AGE_S = 5;
const MAX_ENTRIES = 10_000;

type Entry = { courseId: string; body: PublicParticipant; etag: string; expires: number };

export class PublicFundraiserCache {
  private readonly entries = new Map<string, Entry>();
  private readonly movedAt = new Map<string, number>();
  private readonly stops: (() => void)[];
  /** The cache's time (ms): the app's clock, never the sandbox's travelling calendar. */
  readonly now: () => number;

  /** Dropped by the course's money moving, the participant's page changing, a new course. */
  constructor(now: () => number, changes?: ChangeBus) {
    this.now = now;
    this.stops = changes
      ? [
          changes.on('money-moved', ({ courseId }) => this.moneyMoved(courseId)),
          changes.on(['fundraiser-page', 'course-opened'], ({ participantId }) =>
            this.forget(participantId),
          ),
        ]
      : [];
  }

  get(participantId: string): Entry | undefined {
    const entry = this.entries.get(participantId);
    if (entry && entry.expires > this.now()) return entry;
    if (entry) this.entries.delete(participantId);
    return undefined;
  }

  set(participantId: string, courseId: string, body: PublicParticipant, startedAt: number): Entry {
    const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
    const entry = { courseId, body, etag, expires: startedAt + PUBLIC_CACHE_MS };
    const moved = this.movedAt.get(courseId);
    // Money that moved (and committed) after this read started: the answer may predate it.
    if (moved !== undefined && moved >= startedAt) return entry;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(participantId, entry);
    return entry;
  }

  /** Drops a participant's entry (their page's story or photo changed). */
  forget(participantId: string): void {
    this.entries.delete(participantId);
  }

  private moneyMoved(courseId: string): void {
    this.movedAt.set(courseId, this.now());
    if (this.movedAt.size > MAX_ENTRIES) this.movedAt.clear();
    for (const [participantId, entry] of this.entries) {
      if (entry.courseId === courseId) this.entries.delete(participantId);
    }
  }

  close(): void {
    for (const stop of this.stops) stop();
    this.entries.clear();
  }
}

const CONFIRMED = CONFIRMED_DONATION_STATUSES;

/** The page cursor of a gift: its creation time in microseconds and its id. */
function cursorOf(row: { micros: string; id: string }): string {
  return `${row.micros}.${row.id}`;
}

/** One page of the course's confirmed gifts, newest first, after `cursor` (one statement). */
export async function giftsPage(
  deps: ServiceDeps,
  courseId: string,
  cursor: string | null,
  limit = PUBLIC_GIFTS_PAGE_SIZE,
): Promise<PublicGifts> {
  const conditions = [
    eq(donations.courseId, courseId),
    inArray(donations.status, CONFIRMED),
    // C8: the stay-quit bonus pot's gifts are its own (bonusPot below), not the course's list.
    eq(donations.pot, 'course'),
  ];
  if (cursor) {
    const dot = cursor.indexOf('.');
    const micros = cursor.slice(0, dot);
    const id = cursor.slice(dot + 1);
    conditions.push(
      sql`(${donations.createdAt}, ${donations.id}) < (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id}::uuid)`,
    );
  }
  const rows = await deps.db
    .select({
      id: donations.id,
      micros: sql<string>`(extract(epoch from ${donations.createdAt}) * 1000000)::bigint::text`,
      anonymous: donations.anonymous,
      donorName: donations.donorName,
      amountCents: donations.amountCents,
      message: donations.message,
      createdAt: donations.createdAt,
    })
    .from(donations)
    .where(and(...conditions))
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(limit + 1);
  const shown = rows.slice(0, limit);
  return {
    gifts: shown.map((g) => ({
      name: g.anonymous ? null : g.donorName,
      amountCents: g.amountCents,
      message: g.message,
      createdAt: g.createdAt.toISOString(),
    })),
    nextCursor: rows.length > limit ? cursorOf(shown[shown.length - 1]!) : null,
  };
}

/** What donors gave for the confirmed share, and how many people gave (one statement). */
async function giftTotals(deps: ServiceDeps, courseId: string) {
  const [row] = await deps.db
    .select({
      given: sql<string>`coalesce(sum(${donations.amountCents}) filter (where ${donations.status} in ('available', 'paid_out')), 0)`,
      donors: countDistinct(
        sql`coalesce(${donations.supporterId}, ${donations.donorEmail}, ${donations.id}::text)`,
      ),
    })
    .from(donations)
    .where(
      and(
        eq(donations.courseId, courseId),
        inArray(donations.status, CONFIRMED),
        eq(donations.pot, 'course'),
      ),
    );
  // C8: refunds of the bonus pot share the ledger's `refunded` account; the course's are the rest.
  const [bonus] = await deps.db
    .select({ refunded: sql<string>`coalesce(sum(${donations.refundedCents}), 0)` })
    .from(donations)
    .where(and(eq(donations.courseId, courseId), eq(donations.pot, 'stay_quit')));
  return {
    givenCents: Number(row?.given ?? 0),
    supporterCount: row?.donors ?? 0,
    bonusRefundedCents: Number(bonus?.refunded ?? 0),
  };
}

/** The first answer of the fundraiser page, from the cache when it is fresh. */
export async function publicFundraiser(
  deps: ServiceDeps,
  cache: PublicFundraiserCache,
  participantId: string,
): Promise<{ body: PublicParticipant; etag: string }> {
  const cached = cache.get(participantId);
  if (cached) return cached;
  const startedAt = cache.now();
  const profile = await participantForDonation(deps, participantId);
  const now = deps.clock.now();
  // The open course, else the one that ended (the page says how), never a new one: a GET.
  const course = await shownCourse(deps.db, participantId, now);
  const [balances, totals, first, page, progress, bonusPot] = await Promise.all([
    courseBalances(deps.db, course.id),
    giftTotals(deps, course.id),
    giftsPage(deps, course.id, null),
    findFundraiserPage(deps.db, participantId),
    programmeCounts(deps.db, course.id),
    publicBonusPot(deps.db, participantId, now),
  ]);
  const today = dateInTimeZone(now, profile.timeZone);
  const body: PublicParticipant = {
    id: participantId,
    displayName: publicName(profile.firstName, profile.lastName),
    courseState: course.state,
    courseDay:
      course.state === 'active' && course.startDate !== null
        ? courseDay(course.startDate, today)
        : null,
    donationsOpen: acceptsDonations(course.state, course.startDate, today),
    // Everything confirmed for the participant: on hand, on the way, paid out or sent back.
    raisedCents:
      balances.available_share + balances.paying_out + balances.payout_returned + balances.paid_out,
    givenCents: totals.givenCents,
    refundedCents: balances.refunded - totals.bonusRefundedCents,
    pendingCents: balances.pending_share,
    minBalanceCents: deps.settings.minBalanceCents,
    currency: deps.settings.currency,
    supporterCount: totals.supporterCount,
    gifts: first.gifts,
    nextCursor: first.nextCursor,
    progress,
    story: page?.story ?? null,
    photoUrl:
      page?.photoStatus === 'approved'
        ? `/api/participant/${encodeURIComponent(participantId)}/photo?v=${page.updatedAt.getTime()}`
        : null,
    bonusPot,
  };
  return cache.set(participantId, course.id, body, startedAt);
}

/** A later page of the gift list: the course from the cached answer when there is one. */
export async function publicGifts(
  deps: ServiceDeps,
  cache: PublicFundraiserCache,
  participantId: string,
  cursor: string,
): Promise<PublicGifts> {
  const courseId =
    cache.get(participantId)?.courseId ??
    (await participantForDonation(deps, participantId),
    (await shownCourse(deps.db, participantId, deps.clock.now())).id);
  return giftsPage(deps, courseId, cursor);
}
