import type { ProgressResponse } from '@quit/contracts/programme';
import { watchedThresholdSeconds } from '@quit/domain/watched';
import { useEffect, useRef } from 'react';
import { reportProgress } from '../api/report-progress';

/** Seconds of playback between two reports while the video plays. */
export const REPORT_EVERY_SECONDS = 10;

type Reporter = {
  /** The furthest position the API has confirmed (or the seminar came with). */
  confirmed: number;
  inFlight: boolean;
  /** The furthest position waiting for the request in flight to finish. */
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
 * Reports the player's position: every {@link REPORT_EVERY_SECONDS} s of playback, when the
 * 90 % mark is crossed, on pause, on end and when the player goes away. Never more than one
 * request at a time: a position that comes up meanwhile waits and only the furthest is sent.
 * Positions the API already has are not sent again.
 */
export function useProgressReporter({
  seminarId,
  initialPosition,
  durationSeconds,
  watched,
  onAnswer,
}: Options) {
  const reporter = useRef<Reporter>({ confirmed: initialPosition, inFlight: false, waiting: null });
  const latest = useRef({ onAnswer, watched, position: initialPosition });
  useEffect(() => {
    latest.current.onAnswer = onAnswer;
    latest.current.watched = watched;
  }, [onAnswer, watched]);

  const send = useRef((position: number) => {
    const state = reporter.current;
    if (position <= state.confirmed) return;
    if (state.inFlight) {
      state.waiting = Math.max(state.waiting ?? 0, position);
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
    return () => sendLatest(seen.position);
  }, []);

  const threshold = watchedThresholdSeconds(durationSeconds);
  const positionOf = (video: HTMLVideoElement) => Math.round(video.currentTime * 10) / 10;

  return {
    onTimeUpdate: (video: HTMLVideoElement) => {
      const position = positionOf(video);
      latest.current.position = Math.max(latest.current.position, position);
      if (video.paused) return;
      const confirmed = reporter.current.confirmed;
      const crossesMark = !latest.current.watched && position >= threshold && confirmed < threshold;
      if (crossesMark || position - confirmed >= REPORT_EVERY_SECONDS) send.current(position);
    },
    onPause: (video: HTMLVideoElement) => send.current(positionOf(video)),
    onEnded: (video: HTMLVideoElement) => send.current(positionOf(video)),
  };
}
