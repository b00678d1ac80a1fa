// What "no money held after a crash" means, checked on the books: for crash and sweeper tests.
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client';
import { courses, donations, giftChoices, ledgerEntries, refunds } from '../../src/db/schema';
import { HELD_ACCOUNTS, keptBalanceMismatches } from '../../src/modules/money/ledger';
import { courseBalances } from '../../src/modules/course-row/balances';

const ENDED = ['cancelled', 'failed', 'refunded'] as const;

/** Every ledger entry ever posted sums to zero (double entry held through the crash). */
export async function expectLedgerBalanced(db: Db) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries);
  expect(Number(row?.total)).toBe(0);
  // And the kept balances (issue 15) still equal the ledger's sums.
  expect(await keptBalanceMismatches(db)).toEqual([]);
}

/**
 * No course that ended (cancelled, failed, refunded) holds available money, except gifts whose
 * donor is still asked to take the refund or keep the gift (C7, record 0081: an open choice).
 */
export async function expectNoEndedCourseHoldsMoney(db: Db) {
  const held = await db
    .select({ course: courses.id, state: courses.state, donation: donations.id })
    .from(donations)
    .innerJoin(courses, eq(courses.id, donations.courseId))
    .leftJoin(giftChoices, eq(giftChoices.donationId, donations.id))
    .where(
      and(
        inArray(courses.state, ENDED),
        eq(donations.status, 'available'),
        or(isNull(giftChoices.state), ne(giftChoices.state, 'open')),
      ),
    );
  expect(held).toEqual([]);
}

/** Every donation of the course went back in full, exactly once, and the course holds nothing. */
export async function expectAllRefunded(db: Db, courseId: string) {
  const given = await db.select().from(donations).where(eq(donations.courseId, courseId));
  const made = await db.select().from(refunds).where(eq(refunds.courseId, courseId));
  const refundMoves = await db
    .select({ donationId: ledgerEntries.donationId, cents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.courseId, courseId),
        eq(ledgerEntries.kind, 'refund_succeeded'),
        eq(ledgerEntries.account, 'refunded'),
      ),
    );
  expect(given.length).toBeGreaterThan(0);
  expect(made).toHaveLength(given.length);
  for (const donation of given) {
    expect(donation).toMatchObject({ status: 'refunded', refundedCents: donation.chargedCents });
    expect(
      made.filter((r) => r.donationId === donation.id).map((r) => [r.status, r.amountCents]),
    ).toEqual([['succeeded', donation.chargedCents]]);
    expect(refundMoves.filter((m) => m.donationId === donation.id).map((m) => m.cents)).toEqual([
      donation.chargedCents,
    ]);
  }
  const balances = await courseBalances(db, courseId);
  for (const account of HELD_ACCOUNTS) expect(balances[account], account).toBe(0);
  expect(balances.refunded).toBe(given.reduce((sum, d) => sum + d.chargedCents, 0));
  await expectLedgerBalanced(db);
}
