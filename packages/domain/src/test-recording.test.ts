import { describe, expect, it } from 'vitest';
import { TEST_WAIT_MS } from './nicotine-test';
import {
  isVideoContainer,
  recordingCoverage,
  recordingDeleteAt,
  RECORDING_GAP_TOLERANCE_MS,
  RECORDING_RETENTION_MS,
  type RecordingTimeline,
} from './test-recording';

const T0 = new Date('2027-03-01T10:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

/** A recording created at `fromMs` (after T0) with a chunk every `everyMs` until `toMs`. */
function filmed(fromMs: number, toMs: number, everyMs = 3000): RecordingTimeline {
  const arrivals: [number, number][] = [];
  for (let ms = everyMs, n = 1; fromMs + ms <= toMs; ms += everyMs, n += 1) {
    arrivals.push([ms, n * 10_000]);
  }
  return { createdAt: at(fromMs), arrivals };
}

// The scan at T0, the collection for a minute, the wait from 60 s, the photo 30 s after it.
const waitStartedAt = at(60_000);
const photoAt = at(60_000 + TEST_WAIT_MS + 30_000);

describe('recording coverage (T5)', () => {
  it('a film from the scan through the wait to the photo covers the test', () => {
    const coverage = recordingCoverage({
      recordings: [filmed(0, photoAt.getTime() - T0.getTime())],
      waitStartedAt,
      photoAt,
    });
    expect(coverage).toEqual({
      verdict: 'covered',
      gaps: [],
      waitShare: 1,
      collectionFilmed: true,
    });
  });

  it('no recording, or one that never received a byte, is none', () => {
    expect(recordingCoverage({ recordings: [], waitStartedAt, photoAt }).verdict).toBe('none');
    const empty = { createdAt: T0, arrivals: [] };
    expect(recordingCoverage({ recordings: [empty], waitStartedAt, photoAt }).verdict).toBe('none');
  });

  it('a film begun after the wait started did not see the collection: incomplete', () => {
    const coverage = recordingCoverage({
      recordings: [filmed(90_000, photoAt.getTime() - T0.getTime())],
      waitStartedAt,
      photoAt,
    });
    expect(coverage.verdict).toBe('incomplete');
    expect(coverage.collectionFilmed).toBe(false);
    expect(coverage.gaps[0]).toEqual({ from: waitStartedAt, to: at(90_000) });
  });

  it('a start a few seconds after the wait (the upload raced the start) is tolerated', () => {
    const late = 60_000 + RECORDING_GAP_TOLERANCE_MS - 5000;
    const coverage = recordingCoverage({
      recordings: [filmed(late, photoAt.getTime() - T0.getTime())],
      waitStartedAt,
      photoAt,
    });
    expect(coverage.verdict).toBe('covered');
  });

  it('a film that stopped early in the wait covers less than half of it: incomplete', () => {
    const coverage = recordingCoverage({
      recordings: [filmed(0, 60_000 + 60_000)],
      waitStartedAt,
      photoAt,
    });
    expect(coverage.verdict).toBe('incomplete');
    expect(coverage.waitShare).toBeCloseTo(60_000 / TEST_WAIT_MS, 1);
    // The silence runs to the photo.
    expect(coverage.gaps.at(-1)?.to).toEqual(photoAt);
  });

  it('a reload mid-wait: two recordings, the silence between them is listed (review)', () => {
    const coverage = recordingCoverage({
      recordings: [filmed(0, 150_000), filmed(200_000, photoAt.getTime() - T0.getTime())],
      waitStartedAt,
      photoAt,
    });
    expect(coverage.verdict).toBe('gaps');
    expect(coverage.gaps).toEqual([{ from: at(150_000), to: at(200_000) }]);
    expect(coverage.waitShare).toBeCloseTo(1 - 50_000 / TEST_WAIT_MS, 5);
  });

  it('silences up to the tolerance are not gaps; one longer is', () => {
    const end = photoAt.getTime() - T0.getTime();
    const everyTolerance = filmed(0, end, RECORDING_GAP_TOLERANCE_MS);
    expect(recordingCoverage({ recordings: [everyTolerance], waitStartedAt, photoAt })).toEqual({
      verdict: 'covered',
      gaps: [],
      waitShare: 1,
      collectionFilmed: true,
    });
    const stalled = filmed(0, end, RECORDING_GAP_TOLERANCE_MS + 1000);
    const coverage = recordingCoverage({ recordings: [stalled], waitStartedAt, photoAt });
    expect(coverage.gaps.length).toBeGreaterThan(10);
    // Nothing of the wait arrived live: the film may have been made before or elsewhere.
    expect(coverage.verdict).toBe('incomplete');
  });

  it('chunks said to arrive after the photo do not count', () => {
    const coverage = recordingCoverage({
      recordings: [{ createdAt: T0, arrivals: [[photoAt.getTime() - T0.getTime() + 1000, 99]] }],
      waitStartedAt,
      photoAt,
    });
    expect(coverage.verdict).toBe('incomplete');
  });
});

describe('video containers', () => {
  it('knows WebM by its EBML header and MP4 by its ftyp box', () => {
    const webm = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]);
    const mp4 = Uint8Array.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]);
    expect(isVideoContainer('video/webm', webm)).toBe(true);
    expect(isVideoContainer('video/mp4', mp4)).toBe(true);
    expect(isVideoContainer('video/mp4', webm)).toBe(false);
    expect(isVideoContainer('video/webm', mp4)).toBe(false);
    expect(isVideoContainer('video/webm', Buffer.from('\xff\xd8\xff\xe0 JFIF'))).toBe(false);
    expect(isVideoContainer('image/jpeg', Buffer.from('\xff\xd8\xff\xe0 JFIF'))).toBe(false);
    expect(isVideoContainer('video/webm', webm.slice(0, 3))).toBe(false);
  });
});

describe('when a recording is deleted (T5)', () => {
  const finalAt = new Date('2027-03-01T10:10:00Z');
  const base = { decidedBy: null, disputedAt: null, finalAt };

  it('30 days after a pass is final', () => {
    const test = { ...base, status: 'final' as const, result: 'passed' as const };
    expect(recordingDeleteAt(test)).toEqual(new Date(finalAt.getTime() + RECORDING_RETENTION_MS));
  });

  it('30 days after the dispute window of a failed reading closes', () => {
    const test = { ...base, status: 'final' as const, result: 'failed' as const };
    const deleteAt = recordingDeleteAt(test)!;
    expect(deleteAt.getTime()).toBe(finalAt.getTime() + 2 * DAY + RECORDING_RETENTION_MS);
  });

  it('30 days after an operator ended a dispute', () => {
    const decided = new Date('2027-03-09T12:00:00Z');
    const test = {
      status: 'final' as const,
      result: 'failed' as const,
      decidedBy: 'op',
      disputedAt: finalAt,
      finalAt: decided,
    };
    expect(recordingDeleteAt(test)).toEqual(new Date(decided.getTime() + RECORDING_RETENTION_MS));
  });

  it('never while the test waits for review or audit', () => {
    expect(recordingDeleteAt({ ...base, status: 'review', result: null, finalAt: null })).toBe(
      null,
    );
    expect(recordingDeleteAt({ ...base, status: 'audit', result: null, finalAt: null })).toBe(null);
  });
});
