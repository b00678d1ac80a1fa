// T4: a test handed from a device without a usable camera to a phone. The link is single use
// and valid 15 minutes; opening it gives the phone a session for this course's test alone,
// long enough for a whole test (scan, collection, the wait, the photo) and its result.
const MINUTE_MS = 60 * 1000;

/** How long the link in the QR code may be opened. */
export const HANDOFF_LINK_MS = 15 * MINUTE_MS;

/** How long the phone's session for the test lasts once the link was opened. */
export const HANDOFF_SESSION_MS = 120 * MINUTE_MS;

/** Why a hand-off link cannot be opened (null: it can). */
export type HandoffRefusal = 'HANDOFF_LINK_USED' | 'HANDOFF_LINK_EXPIRED';

/** Whether a link created at `createdAt` and used at `usedAt` may be opened at `now`. */
export function handoffRefusal(
  link: { expiresAt: Date; usedAt: Date | null },
  now: Date,
): HandoffRefusal | null {
  if (link.usedAt !== null) return 'HANDOFF_LINK_USED';
  if (now.getTime() >= link.expiresAt.getTime()) return 'HANDOFF_LINK_EXPIRED';
  return null;
}

/** What the first device shows of a hand-off: the link still waits, or the phone has it. */
export const HANDOFF_STATES = ['waiting', 'opened', 'expired'] as const;
export type HandoffState = (typeof HANDOFF_STATES)[number];

export function handoffState(
  link: { expiresAt: Date; usedAt: Date | null; sessionExpiresAt: Date | null },
  now: Date,
): HandoffState {
  if (link.usedAt !== null) {
    return link.sessionExpiresAt !== null && now.getTime() < link.sessionExpiresAt.getTime()
      ? 'opened'
      : 'expired';
  }
  return now.getTime() < link.expiresAt.getTime() ? 'waiting' : 'expired';
}
