// T5: the witnessed recording of a test. The browser films from the kit scan to the result
// photo and uploads the film in chunks while the test runs; the server notes when each chunk
// arrived. These rules say what such a recording must look like for the photo to count, and
// when its file is deleted (docs/decisions/0054-witnessed-recording.md).
import { disputeWindowEnd, TEST_WAIT_MS, type DisputableTest } from './nicotine-test';

const DAY_MS = 24 * 60 * 60 * 1000;

// The vocabulary of a recording: `recording` while chunks arrive, `complete` once the app
// finished it, and `deleted` when the retention job removed its file.
export const RECORDING_STATES = ['recording', 'complete', 'deleted'] as const;
export type RecordingState = (typeof RECORDING_STATES)[number];

/** The containers a browser's MediaRecorder writes (Chromium and Firefox: WebM; Safari: MP4). */
export const RECORDING_MIME_TYPES = ['video/webm', 'video/mp4'] as const;
export type RecordingMimeType = (typeof RECORDING_MIME_TYPES)[number];

/** At 300 kbit/s an hour of film is about 135 MB; a test takes 10–15 minutes (~35 MB). */
export const RECORDING_MAX_BYTES = 60 * 1024 * 1024;

/** The app sends a chunk every few seconds: a silence longer than this is a gap, and listed. */
export const RECORDING_GAP_TOLERANCE_MS = 20_000;

/**
 * How often the app sends a chunk of film (RECORDING_CHUNK_SECONDS): 3 s by default, at most 10
 * so that a chunk late by a few seconds stays inside the tolerance above, at least 1 (a request
 * a second is the most a phone's network should carry for this).
 */
export const RECORDING_CHUNK_SECONDS_DEFAULT = 3;
export const RECORDING_CHUNK_SECONDS_MIN = 1;
export const RECORDING_CHUNK_SECONDS_MAX = 10;

/** Less of the wait than this share filmed: the photo is refused (the wait was not witnessed). */
export const RECORDING_MIN_WAIT_SHARE = 0.5;

/** T5: a recording is deleted this long after its test's outcome is final and undisputable. */
export const RECORDING_RETENTION_MS = 30 * DAY_MS;

/** A recording no photo ever came for (an abandoned test) is deleted this long after it began. */
export const ABANDONED_RECORDING_MS = 30 * DAY_MS;

export function isRecordingMimeType(value: string): value is RecordingMimeType {
  return (RECORDING_MIME_TYPES as readonly string[]).includes(value);
}

/** The bytes a file of the type must start with: how many `firstBytes` it needs to tell. */
export const CONTAINER_SNIFF_BYTES = 12;

/**
 * Whether a file's first bytes are the declared container: an EBML header (1A 45 DF A3) for
 * WebM, an ISO base media `ftyp` box (bytes 4–7) for MP4.
 */
export function isVideoContainer(mimeType: string, firstBytes: Uint8Array): boolean {
  if (mimeType === 'video/webm') {
    return (
      firstBytes.length >= 4 &&
      firstBytes[0] === 0x1a &&
      firstBytes[1] === 0x45 &&
      firstBytes[2] === 0xdf &&
      firstBytes[3] === 0xa3
    );
  }
  if (mimeType === 'video/mp4') {
    return firstBytes.length >= 8 && String.fromCharCode(...firstBytes.slice(4, 8)) === 'ftyp';
  }
  return false;
}

/** One recording as the server saw it: when it was created and when its chunks arrived. */
export type RecordingTimeline = {
  createdAt: Date;
  /** [ms since `createdAt`, bytes received so far], one per chunk, in order. */
  arrivals: readonly (readonly [number, number])[];
};

export type RecordingGap = { from: Date; to: Date };

/**
 * - `none`: nothing was filmed (refused: RECORDING_REQUIRED);
 * - `incomplete`: the collection before the wait was not filmed, or less than half the wait
 *   (refused: RECORDING_INCOMPLETE);
 * - `gaps`: filmed throughout but with silences over the tolerance (accepted, goes to review);
 * - `covered`: filmed from before the wait to the photo without a gap.
 */
export type CoverageVerdict = 'none' | 'incomplete' | 'gaps' | 'covered';

export type RecordingCoverage = {
  verdict: CoverageVerdict;
  /** Silences longer than the tolerance, from the first moment filmed to the photo. */
  gaps: RecordingGap[];
  /** The share of the wait (TEST_WAIT_MS after it started) that was filmed, 0–1. */
  waitShare: number;
  /** Whether the film began before the wait did (the collection is filmed). */
  collectionFilmed: boolean;
};

/**
 * T5: does the film of a kit's recordings (several after a reload) witness its test? A
 * recording counts from its creation (the scan) through each chunk's arrival; the union of all
 * of them must run from before the wait's start through the wait to the photo.
 */
export function recordingCoverage(input: {
  recordings: readonly RecordingTimeline[];
  waitStartedAt: Date;
  photoAt: Date;
  toleranceMs?: number;
}): RecordingCoverage {
  const { waitStartedAt, photoAt, toleranceMs = RECORDING_GAP_TOLERANCE_MS } = input;
  const end = photoAt.getTime();
  const moments = input.recordings
    .filter((recording) => recording.arrivals.some(([, bytes]) => bytes > 0))
    .flatMap((recording) => {
      const created = recording.createdAt.getTime();
      return [created, ...recording.arrivals.map(([ms]) => created + ms)];
    })
    .filter((moment) => moment <= end)
    .sort((a, b) => a - b);
  const first = moments[0];
  if (first === undefined) {
    return { verdict: 'none', gaps: [], waitShare: 0, collectionFilmed: false };
  }
  const start = waitStartedAt.getTime();
  const gaps: RecordingGap[] = [];
  const silence = (from: number, to: number) => {
    if (to - from > toleranceMs) gaps.push({ from: new Date(from), to: new Date(to) });
  };
  // Before the first chunk the wait was not filmed: a silence from its start, if it came later.
  if (first > start) silence(start, first);
  for (let i = 1; i < moments.length; i += 1) silence(moments[i - 1]!, moments[i]!);
  silence(moments[moments.length - 1]!, end);

  const waitEnd = start + TEST_WAIT_MS;
  const unfilmed = gaps.reduce(
    (sum, gap) =>
      sum + Math.max(0, Math.min(gap.to.getTime(), waitEnd) - Math.max(gap.from.getTime(), start)),
    0,
  );
  const waitShare = Math.max(0, (TEST_WAIT_MS - unfilmed) / TEST_WAIT_MS);
  const collectionFilmed = first <= start + toleranceMs;
  const verdict: CoverageVerdict =
    !collectionFilmed || waitShare < RECORDING_MIN_WAIT_SHARE
      ? 'incomplete'
      : gaps.length > 0
        ? 'gaps'
        : 'covered';
  return { verdict, gaps, waitShare, collectionFilmed };
}

/**
 * T5: when a test's recordings are deleted: 30 days after its outcome is final, or after the
 * window to dispute it closes, whichever is later. Null while the test is not final (a dispute
 * reopened it, or it waits for review or audit).
 */
export function recordingDeleteAt(test: DisputableTest): Date | null {
  if (test.status !== 'final' || test.finalAt === null) return null;
  const settled = Math.max(test.finalAt.getTime(), disputeWindowEnd(test)?.getTime() ?? 0);
  return new Date(settled + RECORDING_RETENTION_MS);
}
