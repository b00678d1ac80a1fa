// What an operator reads off a test in review or audit (T5, T6, T8): the recording's timeline
// from the kit's scan to the result photo, the gaps in its upload, and the presence flags.
import type { AdminTest } from '@quit/contracts/testkit';
import { TEST_WAIT_MS } from '@quit/domain/nicotine-test';

export type TimelineKey = 'scan' | 'collection' | 'wait' | 'capture' | 'end';

export type TimelineStep = {
  key: TimelineKey;
  /** When it began (null: not known). */
  at: string | null;
  /** Milliseconds since the recording began (null: no recording, or not known). */
  offsetMs: number | null;
  /** How long it lasted, for the collection and the wait (null otherwise or not known). */
  durationMs: number | null;
};

const ms = (iso: string | null) => (iso === null ? null : new Date(iso).getTime());

/**
 * Scan (the recording begins), the saliva's collection (until the wait began), the wait, the
 * result photo, and the recording's end: in that order, each with its offset in the recording.
 */
export function testTimeline(test: AdminTest): TimelineStep[] {
  const start = ms(test.recording?.startedAt ?? null);
  const waitStart = ms(test.waitStartedAt);
  const photo = ms(test.createdAt);
  const end = ms(test.recording?.completedAt ?? null);
  const step = (
    key: TimelineKey,
    at: number | null,
    durationMs: number | null = null,
  ): TimelineStep => ({
    key,
    at: at === null ? null : new Date(at).toISOString(),
    offsetMs: at === null || start === null ? null : at - start,
    durationMs,
  });
  const steps = [
    step('scan', start),
    step('collection', start, start !== null && waitStart !== null ? waitStart - start : null),
    step('wait', waitStart, waitStart === null ? null : TEST_WAIT_MS),
    step('capture', photo),
  ];
  return test.recording ? [...steps, step('end', end)] : steps;
}

export type UploadGap = { fromMs: number; toMs: number };

/** Pauses between chunks' arrivals longer than `minGapMs` (short network gaps, listed). */
export function uploadGaps(arrivals: readonly [number, number][], minGapMs = 10_000): UploadGap[] {
  const gaps: UploadGap[] = [];
  for (let i = 1; i < arrivals.length; i += 1) {
    const from = arrivals[i - 1]![0];
    const to = arrivals[i]![0];
    if (to - from > minGapMs) gaps.push({ fromMs: from, toMs: to });
  }
  return gaps;
}

export type PresenceSummary = {
  /** Seconds flagged. */
  seconds: number;
  /** Share of them in view (0–1). */
  share: number;
  /** The longest run of seconds out of view. */
  longestAbsence: number;
};

/** One character per second, '1' in view and '0' not (T6). */
export function presenceSummary(flags: string): PresenceSummary {
  const seconds = flags.length;
  const seen = [...flags].filter((c) => c === '1').length;
  const longestAbsence = Math.max(0, ...flags.split('1').map((run) => run.length));
  return { seconds, share: seconds === 0 ? 0 : seen / seconds, longestAbsence };
}

/** "m:ss" from milliseconds, for offsets within a recording. */
export function clockOffset(offsetMs: number): string {
  const total = Math.max(0, Math.round(offsetMs / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
