// T3 and issue 11: "nothing moves money until the result is final". A confident failed or
// partial reading waits RESULT_DISPUTE_HOURS before its outcome is applied; within them the
// participant may dispute it. The reader's "invalid" moves no money and may be disputed for a
// week. A passed reading (nobody to dispute it) and an operator's decision are applied at once.
import { RESULT_DISPUTE_HOURS } from '@quit/domain/constants';
import type { testkitTests } from '../../db/schema';

type Test = Pick<
  typeof testkitTests.$inferSelect,
  'status' | 'result' | 'decidedBy' | 'disputedAt' | 'finalAt'
>;

export const RESULT_DISPUTE_MS = RESULT_DISPUTE_HOURS * 60 * 60 * 1000;
/** How long after the reader's "invalid" the participant may still dispute it. */
export const INVALID_DISPUTE_MS = 7 * 24 * 60 * 60 * 1000;

/** The reader's failed / partial results wait for the dispute window before money moves. */
export const waitsForDisputeWindow = (result: Test['result']) =>
  result === 'failed' || result === 'partial';

/** The end of the window in which the reader's final result may be disputed, else null. */
export function disputeWindowEnd(test: Test): Date | null {
  if (test.status !== 'final' || test.decidedBy !== null || test.disputedAt !== null) return null;
  if (!test.finalAt) return null;
  if (waitsForDisputeWindow(test.result)) {
    return new Date(test.finalAt.getTime() + RESULT_DISPUTE_MS);
  }
  if (test.result === 'invalid') return new Date(test.finalAt.getTime() + INVALID_DISPUTE_MS);
  return null;
}

/** Until when the participant may dispute (a test in review may take a note until decided). */
export function disputableUntil(test: Test, now: Date): string | null {
  const end = disputeWindowEnd(test);
  return end && now.getTime() < end.getTime() ? end.toISOString() : null;
}

/** A reader's failed / partial result whose window is still open: its money must not move. */
export function withinDisputeWindow(test: Test, now: Date): boolean {
  const end = disputeWindowEnd(test);
  return waitsForDisputeWindow(test.result) && end !== null && now.getTime() < end.getTime();
}
