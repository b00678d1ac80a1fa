import type { ProgressResponse } from '@quit/contracts/programme';
import { PROGRESS_REPORT_SECONDS } from '@quit/domain/watch-time';
import { watchedThresholdSeconds } from '@quit/domain/watched';
import { useEffect, useRef } from 'react';
import { reportProgress } from '../api/report-progress';

/** Seconds of playback between two reports while the video plays. */
export const REPORT_EVERY_SECONDS = PROGRESS_REPORT_SECONDS;

type Reporter = {
  /** The furthest position the API has confirmed (or the seminar came with). */
  confirmed: number;
  /** The position last sent (or waiting to be): the next report's playback is measured from it. */
  sent: number;
  inFlight: boolean;
  /** The latest position waiting for the request in flight to finish. */
  waiting: number | null;
};

type Options = {
  seminarId: string;
  initialPosition: number;
  durationSeconds: number;
  watched: boolean;
  onAnswer: (answer: ProgressResponse) => void;
};

/**
 * Reports the player's position: where playback starts or lands after a seek, every
 * {@link REPORT_EVERY_SECONDS} s of playback, when the 90 % mark is crossed, on pause, on end and
 * when the player goes away. The server credits each report with the playback since the one
 * before, at most the real time between them (record 0071), so parts watched again are reported
 * too. Never more than one request at a time: a position that comes up meanwhile waits, and only
 * the latest is sent.
 */
export function useProgressReporter({
  seminarId,
  initialPosition,
  durationSeconds,
  watched,
  onAnswer,
}: Options) {
  const reporter = useRef<Reporter>({
    confirmed: initialPosition,
    sent: initialPosition,
    inFlight: false,
    waiting: null,
  });
  const latest = useRef({ onAnswer, watched, position: initialPosition });
  useEffect(() => {
    latest.current.onAnswer = onAnswer;
    latest.current.watched = watched;
  }, [onAnswer, watched]);

  const send = useRef((position: number) => {
    const state = reporter.current;
    state.sent = position;
    if (state.inFlight) {
      state.waiting = position;
      return;
    }
    state.inFlight = true;
    reportProgress(seminarId, position)
      .then((answer) => {
        state.confirmed = Math.max(state.confirmed, answer.positionSeconds);
        latest.current.onAnswer(answer);
      })
      .catch(() => {
        // Quiet on purpose: the next report carries the position again.
      })
      .finally(() => {
        state.inFlight = false;
        const next = state.waiting;
        state.waiting = null;
        if (next !== null) send.current(next);
      });
  });

  // Leaving the page (or another seminar) keeps what was watched since the last report.
  useEffect(() => {
    const sendLatest = send.current;
    const seen = latest.current; // one object, updated in place
    const state = reporter.current;
    return () => {
      if (seen.position !== state.sent) sendLatest(seen.position);
    };
  }, []);

  const threshold = watchedThresholdSeconds(durationSeconds);
  const positionOf = (video: HTMLVideoElement) => Math.round(video.currentTime * 10) / 10;

  /** Pause, end, a seek: the position now, unless it was just sent. */
  const sendNow = (video: HTMLVideoElement) => {
    const position = positionOf(video);
    latest.current.position = position;
    if (position !== reporter.current.sent || !reporter.current.inFlight) send.current(position);
  };

  return {
    onTimeUpdate: (video: HTMLVideoElement) => {
      const position = positionOf(video);
      latest.current.position = position;
      if (video.paused) return;
      const { confirmed, sent } = reporter.current;
      const crossesMark = !latest.current.watched && position >= threshold && confirmed < threshold;
      if (crossesMark || position - sent >= REPORT_EVERY_SECONDS) send.current(position);
    },
    /** Where playback starts: the server measures the next report's playback from here. */
    onPlay: sendNow,
    onSeeked: (video: HTMLVideoElement) => {
      if (!video.paused) sendNow(video);
    },
    onPause: sendNow,
    onEnded: sendNow,
  };
}
