// P1: a seminar counts as watched once the furthest position seen reaches 90 % of its length.

/** Numerator and denominator of P1's 90 %, kept as integers so no float rounding decides. */
const WATCHED_NUMERATOR = 9;
const WATCHED_DENOMINATOR = 10;

/** The position (seconds) from which a video of this length counts as watched. */
export function watchedThresholdSeconds(durationSeconds: number): number {
  return (durationSeconds * WATCHED_NUMERATOR) / WATCHED_DENOMINATOR;
}

/**
 * True once `positionSeconds` (the furthest point reached) is at least 90 % of the duration.
 * A video without a positive, finite length can never be watched; positions beyond the end
 * count as the end.
 */
export function isWatched(positionSeconds: number, durationSeconds: number): boolean {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return false;
  if (!Number.isFinite(positionSeconds) || positionSeconds < 0) return false;
  const position = Math.min(positionSeconds, durationSeconds);
  return position * WATCHED_DENOMINATOR >= durationSeconds * WATCHED_NUMERATOR;
}
