// Waiting for a moment of the system clock, for tests of answers the app keeps for a while.

/**
 * Resolves once `Date.now()` has passed `instant`. A timer set for the difference alone can end
 * before it: timers count on the monotonic clock, while the app's clock (and so every kept
 * answer's expiry) is the wall clock, which the machine adjusts against it (1–2 ms within 20 s
 * measured on the machine CI runs on; more when it is stepped). An answer kept until the very
 * millisecond the timer ended short of was still kept: CI saw two such tests fail at once.
 */
export async function untilPast(instant: number): Promise<void> {
  while (Date.now() <= instant) {
    await new Promise((resolve) => setTimeout(resolve, instant + 1 - Date.now()));
  }
}
