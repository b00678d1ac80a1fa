// T8: a random share of the reader's automatic passes (final and spot tests) is held for an
// operator to watch the recording before the pot can be paid out. If no operator decides
// within the audit window, the reader's result stands and the missed audit is logged.
// The draw is pure: the API hands in a random number from its injectable source.

const HOUR_MS = 60 * 60 * 1000;

/** T8 (configurable, 0–1): the share of automatic passes drawn for an audit. */
export const DEFAULT_TEST_AUDIT_SHARE = 0.1;

/** T8: how long an operator has to watch an audited test before the reader's result stands. */
export const TEST_AUDIT_HOURS = 48;
export const TEST_AUDIT_MS = TEST_AUDIT_HOURS * HOUR_MS;

/** Whether `share` is a valid audit share (a probability). */
export const isAuditShare = (share: number): boolean =>
  Number.isFinite(share) && share >= 0 && share <= 1;

/**
 * Whether an automatic pass is drawn for an audit: `random` is uniform in [0, 1), so the pass
 * is held with probability `share` exactly (0 never holds one, 1 always does).
 */
export function isDrawnForAudit(random: number, share: number): boolean {
  if (!isAuditShare(share)) throw new RangeError(`audit share ${share} is not within 0–1`);
  if (!(random >= 0 && random < 1)) throw new RangeError(`random ${random} is not within [0, 1)`);
  return random < share;
}

/** When the reader's result of a test held at `heldAt` stands if no operator decided. */
export const auditDueAt = (heldAt: Date): Date => new Date(heldAt.getTime() + TEST_AUDIT_MS);

/** Whether the audit of a test due at `dueAt` was missed at `now` (the result stands). */
export const isAuditMissed = (dueAt: Date, now: Date): boolean => now.getTime() >= dueAt.getTime();
