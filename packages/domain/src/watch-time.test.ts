import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creditableSeconds,
  creditReport,
  NO_WATCH_TIME,
  PLAYBACK_RATE_CAP,
  PROGRESS_REPORT_SECONDS,
  REPORT_SLACK_SECONDS,
  type WatchTime,
} from './watch-time';

const start = new Date('2026-11-22T09:00:00Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

/** Reports `[secondsAfterStart, position]` in order, from no watch time at all. */
function play(reports: [number, number][], duration: number) {
  let state: WatchTime = NO_WATCH_TIME;
  let watched = false;
  for (const [time, position] of reports) {
    const result = creditReport(state, { positionSeconds: position, at: at(time) }, duration);
    state = result.after;
    watched = result.watched;
  }
  return { state, watched };
}

describe('creditReport', () => {
  it('the first report only sets where playback stands', () => {
    const { state, watched } = play([[0, 95]], 100);
    expect(state).toEqual({ creditedSeconds: 0, lastPositionSeconds: 95, lastReportAt: at(0) });
    expect(watched).toBe(false);
  });

  it('a jump to 90 % a moment after the start is credited only the real time', () => {
    const { state, watched } = play(
      [
        [0, 0],
        [3, 90],
      ],
      100,
    );
    expect(state.creditedSeconds).toBe(creditableSeconds(3));
    expect(state.creditedSeconds).toBeLessThan(90);
    expect(watched).toBe(false);
  });

  it('steady reports every 10 s at normal speed are credited in full and reach watched', () => {
    const reports: [number, number][] = [];
    for (let s = 0; s <= 100; s += PROGRESS_REPORT_SECONDS) reports.push([s, s]);
    const { state, watched } = play(reports, 100);
    expect(state.creditedSeconds).toBe(100);
    expect(watched).toBe(true);
  });

  it('at 90 % credited, not before', () => {
    const almost = play(
      [
        [0, 0],
        [89, 89],
      ],
      100,
    );
    expect(almost.watched).toBe(false);
    const crossed = play(
      [
        [0, 0],
        [90, 90],
      ],
      100,
    );
    expect(crossed.watched).toBe(true);
  });

  it('a seek back credits nothing and the next report counts from the new position', () => {
    const { state } = play(
      [
        [0, 0],
        [10, 50],
        [20, 10],
        [30, 20],
      ],
      100,
    );
    // 10 real seconds allow 30 (with slack at 2×): 50 claimed → 30; back to 10: 0; 10 → 20: 10.
    expect(state.creditedSeconds).toBe(creditableSeconds(10) + 10);
    expect(state.lastPositionSeconds).toBe(20);
  });

  it('reports a moment apart cannot each claim the whole slack', () => {
    const burst: [number, number][] = [[0, 0]];
    for (let i = 1; i <= 100; i++) burst.push([i * 0.1, i]);
    const { state } = play(burst, 200);
    // 10 s of real time: at most (10 + 10) × 2 = 40, never 100.
    expect(state.creditedSeconds).toBeLessThanOrEqual((10 + 10) * PLAYBACK_RATE_CAP);
  });

  it('never credits more than the real time at the rate cap plus slack, nor beyond the length', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.double({ min: 0, max: 120, noNaN: true }),
            position: fc.double({ min: -10, max: 400, noNaN: true }),
          }),
          { minLength: 1, maxLength: 40 },
        ),
        fc.integer({ min: 1, max: 300 }),
        (steps, duration) => {
          let time = 0;
          const reports: [number, number][] = steps.map(({ gap, position }) => {
            time += gap;
            return [time, position];
          });
          const { state } = play(reports, duration);
          const realTime = time - 0;
          const bound = (realTime + Math.min(REPORT_SLACK_SECONDS * steps.length, realTime)) * 2;
          expect(state.creditedSeconds).toBeGreaterThanOrEqual(0);
          expect(state.creditedSeconds).toBeLessThanOrEqual(duration);
          expect(state.creditedSeconds).toBeLessThanOrEqual(bound + 1e-9);
        },
      ),
    );
  });

  it('a report arriving out of order does not move the last report time back', () => {
    const first = creditReport(NO_WATCH_TIME, { positionSeconds: 0, at: at(10) }, 100).after;
    const late = creditReport(first, { positionSeconds: 5, at: at(5) }, 100);
    expect(late.creditedNow).toBe(0);
    expect(late.after.lastReportAt).toEqual(at(10));
  });
});
