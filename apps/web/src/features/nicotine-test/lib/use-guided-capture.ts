// T6: the capture step's loop. A few times a second a 640 px copy of the live picture is checked
// (frame-check); the person is told what to change, and once the frame has been good and the kit
// steady for GOOD_IN_A_ROW checks, the photo is taken at full size by the app itself. Each check
// reads a copy of a full-size frame, and the photo is that frame: what is sent is what was
// checked, even when the picture changes between a check and the next (a busy phone).
import { useEffect, useRef, useState, type RefObject } from 'react';
import { checkFrame, isSteady, type FrameCheck, type FrameProblem } from './frame-check';
import { grabFrame } from './frame-grab';
import { drawPhoto } from './photo';

/** Time between the starts of two checks: at most about 6 a second. */
const EVERY_MS = 160;
/** Good and steady checks in a row before the photo is taken (about half a second). */
export const GOOD_IN_A_ROW = 3;
/** A kit lost this soon after it was seen moved (or blurred): "hold still", not "find it". */
const LOST_MS = 1000;

/** What the person is told: a problem to fix, or "hold still" while the good frames add up. */
export type Guidance = FrameProblem | 'checking';

/**
 * Runs while `active`; calls `onGood` once, with the last frame checked drawn at the size sent,
 * when the picture is good and steady.
 */
export function useGuidedCapture(
  videoRef: RefObject<HTMLVideoElement | null>,
  active: boolean,
  onGood: (photo: HTMLCanvasElement) => void,
): Guidance {
  const [guidance, setGuidance] = useState<Guidance>('checking');
  const took = useRef(onGood);
  useEffect(() => {
    took.current = onGood;
  }, [onGood]);
  useEffect(() => {
    const video = videoRef.current;
    if (!active || !video) return;
    let stopped = false;
    let timer: number | undefined;
    let last: FrameCheck | null = null;
    let seenAt = -Infinity;
    let good = 0;
    const canvas = document.createElement('canvas');
    const photo = document.createElement('canvas');
    const tick = () => {
      const started = performance.now();
      const frame = drawPhoto(video, photo) ? grabFrame(photo, canvas) : null;
      if (frame) {
        const photoSide = Math.max(photo.width, photo.height);
        const check = checkFrame(frame, { photoSide, previous: last });
        const steady = isSteady(last, check);
        good = check.problem === null && (good === 0 || steady) ? good + 1 : 0;
        if (check.code) seenAt = started;
        last = check;
        if (good >= GOOD_IN_A_ROW) {
          stopped = true;
          took.current(photo);
          return;
        }
        const lostJustNow = check.problem === 'find_kit' && started - seenAt < LOST_MS;
        setGuidance(check.problem === null || lostJustNow ? 'hold_still' : check.problem);
      }
      if (!stopped) {
        timer = window.setTimeout(tick, Math.max(0, EVERY_MS - (performance.now() - started)));
      }
    };
    timer = window.setTimeout(tick, EVERY_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [videoRef, active]);
  return guidance;
}
