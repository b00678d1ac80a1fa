import type { AdminTest } from '@quit/contracts/testkit';
import { describe, expect, it } from 'vitest';
import { clockOffset, presenceSummary, testTimeline, uploadGaps } from './test-timeline';

const base = {
  createdAt: '2026-12-21T11:08:30.000Z',
  waitStartedAt: '2026-12-21T11:03:00.000Z',
  recording: {
    id: '11111111-1111-4111-8111-111111111111',
    state: 'complete',
    mimeType: 'video/webm',
    bytes: 1000,
    startedAt: '2026-12-21T11:01:00.000Z',
    completedAt: '2026-12-21T11:08:31.000Z',
    arrivals: [],
  },
} as unknown as AdminTest;

describe('the test timeline', () => {
  it('runs scan, collection, wait, photo and end with offsets in the recording', () => {
    expect(testTimeline(base)).toEqual([
      { key: 'scan', at: '2026-12-21T11:01:00.000Z', offsetMs: 0, durationMs: null },
      { key: 'collection', at: '2026-12-21T11:01:00.000Z', offsetMs: 0, durationMs: 120_000 },
      { key: 'wait', at: '2026-12-21T11:03:00.000Z', offsetMs: 120_000, durationMs: 300_000 },
      { key: 'capture', at: '2026-12-21T11:08:30.000Z', offsetMs: 450_000, durationMs: null },
      { key: 'end', at: '2026-12-21T11:08:31.000Z', offsetMs: 451_000, durationMs: null },
    ]);
  });

  it('without a recording keeps the wait and the photo, with no offsets', () => {
    const steps = testTimeline({ ...base, recording: null });
    expect(steps.map((s) => s.key)).toEqual(['scan', 'collection', 'wait', 'capture']);
    expect(steps.every((s) => s.offsetMs === null)).toBe(true);
    expect(steps[2]).toMatchObject({ at: '2026-12-21T11:03:00.000Z', durationMs: 300_000 });
  });
});

describe('upload gaps and presence', () => {
  it('lists pauses between chunks longer than ten seconds', () => {
    const arrivals: [number, number][] = [
      [0, 0],
      [5_000, 100],
      [16_000, 200],
      [20_000, 300],
    ];
    expect(uploadGaps(arrivals)).toEqual([{ fromMs: 5_000, toMs: 16_000 }]);
    expect(uploadGaps([])).toEqual([]);
  });

  it('counts seconds in view and the longest absence', () => {
    expect(presenceSummary('1100011110')).toEqual({ seconds: 10, share: 0.6, longestAbsence: 3 });
    expect(presenceSummary('')).toEqual({ seconds: 0, share: 0, longestAbsence: 0 });
    expect(clockOffset(451_000)).toBe('7:31');
  });
});
