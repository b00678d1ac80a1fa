// T6 at the photo: the per-second flags the device noted during the collection and the wait
// (the kit's QR code and a face in view). Too many absences, or no flags at all, send the test
// to review with the reason for the operator; the flags are kept with the recording the app
// filmed the test with, or in the test's reading when it names none.
import type { PresenceFlags } from '@quit/contracts/testkit';
import { presenceVerdict } from '@quit/domain/presence';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { testRecordings } from '../../db/schema';

export type PresenceCheck = {
  review: boolean;
  /** For the operator, in the test's reading: why it went to review (null: it did not). */
  details: {
    reason: 'presence_missing' | 'presence_absent' | null;
    seconds: number;
    absentShare: number | null;
  };
};

export function checkPresence(presence: PresenceFlags | undefined): PresenceCheck {
  const verdict = presenceVerdict(presence);
  return {
    review: verdict.review,
    details: {
      reason: verdict.reason,
      seconds: verdict.seconds,
      absentShare: verdict.absentShare === null ? null : Number(verdict.absentShare.toFixed(3)),
    },
  };
}

/**
 * In the photo's transaction: the flags go onto the kit's recording the app named. False when
 * there is none to hold them (the caller keeps them in the test's reading).
 */
export async function storePresence(
  tx: Pick<Db, 'update'>,
  kitId: string,
  recordingId: string | undefined,
  presence: PresenceFlags | undefined,
): Promise<boolean> {
  if (!presence || !recordingId) return false;
  const stored = await tx
    .update(testRecordings)
    .set({ presence })
    .where(and(eq(testRecordings.id, recordingId), eq(testRecordings.testkitId, kitId)))
    .returning({ id: testRecordings.id });
  return stored.length > 0;
}
