// The gifts a pot still holds, locked for whatever settles it (a payout, the bonus pot's
// outcome). One query for both pots, so every settlement locks donation rows in the same order
// (oldest first) and two of them can never wait on each other.
import { and, asc, eq } from 'drizzle-orm';
import type { DonationPot } from '@quit/domain/follow-up';
import type { Tx } from '../../db/client';
import { donations } from '../../db/schema';

export function heldGifts(tx: Tx, courseId: string, pot: DonationPot) {
  return tx
    .select()
    .from(donations)
    .where(
      and(
        eq(donations.courseId, courseId),
        eq(donations.pot, pot),
        eq(donations.status, 'available'),
      ),
    )
    .orderBy(asc(donations.createdAt))
    .for('update');
}
