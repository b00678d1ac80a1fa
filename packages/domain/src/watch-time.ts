// P1 counted from what was watched (issue 30 item 6, record 0071): the player reports its
// position regularly, and each report is credited with the playback it claims since the last
// one, but never more than the real time that passed (on the server's clock) at the fastest
// playback rate the player offers, plus a little slack for reports that travel unevenly. A
// jump (a seek forward) is credited only with that real time; a seek back credits nothing. The
// seminar is watched once the credited seconds reach 90 % of its length (`isWatched`).
import { isWatched } from './watched';

/** The fastest playback rate the player offers: an hour of video takes at least half an hour. */
export const PLAYBACK_RATE_CAP = 2;

/**
 * Real seconds added to the time between two reports for their uneven travel. At most the time
 * itself: a burst of reports a moment apart cannot each claim the whole slack.
 */
export const REPORT_SLACK_SECONDS = 5;

/** How often the web player reports while it plays (seconds). */
export const PROGRESS_REPORT_SECONDS = 10;

export type WatchTime = {
  /** Seconds of playback credited so far. */
  creditedSeconds: number;
  /** The position of the last report (seconds). */
  lastPositionSeconds: number;
  /** When the server received the last report; null before the first. */
  lastReportAt: Date | null;
};

export const NO_WATCH_TIME: WatchTime = {
  creditedSeconds: 0,
  lastPositionSeconds: 0,
  lastReportAt: null,
};

/** The most playback a report may claim `elapsedSeconds` of real time after the last one. */
export function creditableSeconds(elapsedSeconds: number): number {
  const elapsed = Math.max(0, elapsedSeconds);
  return (elapsed + Math.min(REPORT_SLACK_SECONDS, elapsed)) * PLAYBACK_RATE_CAP;
}

/**
 * A report at `positionSeconds`, received at `at`, on a video of `durationSeconds`: the new
 * watch time and whether it counts as watched. The first report only sets where playback
 * stands (it has no earlier one to measure real time from).
 */
export function creditReport(
  before: WatchTime,
  report: { positionSeconds: number; at: Date },
  durationSeconds: number,
): { after: WatchTime; creditedNow: number; watched: boolean } {
  const position = Math.min(Math.max(report.positionSeconds, 0), Math.max(durationSeconds, 0));
  let creditedNow = 0;
  if (before.lastReportAt !== null) {
    const elapsed = (report.at.getTime() - before.lastReportAt.getTime()) / 1000;
    const advance = position - before.lastPositionSeconds;
    creditedNow = Math.max(0, Math.min(advance, creditableSeconds(elapsed)));
  }
  const creditedSeconds = Math.min(before.creditedSeconds + creditedNow, durationSeconds);
  // A report that arrives out of order (an older one, later) never moves time backwards.
  const lastReportAt =
    before.lastReportAt !== null && before.lastReportAt.getTime() > report.at.getTime()
      ? before.lastReportAt
      : report.at;
  return {
    after: { creditedSeconds, lastPositionSeconds: position, lastReportAt },
    creditedNow,
    watched: isWatched(creditedSeconds, durationSeconds),
  };
}
