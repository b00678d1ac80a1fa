// T6: while the saliva is collected and the test waits, the device notes once a second whether
// the kit's QR code and a face are in view. Only the flags are kept ('1' seen, '0' not, one
// character per check) and sent with the photo; they survive a reload of the page (this tab's
// session storage), and are dropped once the photo was accepted.
import type { PresenceFlags } from '@quit/contracts/testkit';
import { useEffect, type RefObject } from 'react';
import { qrCodeIn } from './frame-check';
import { grabFrame } from './frame-grab';

const KEY = 'nicotine-test-presence';
/** One check a second (the contract holds two hours of flags). */
const EVERY_MS = 1000;
const MAX_FLAGS = 7200;

type Stored = PresenceFlags & { code: string };

function read(): Stored | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function write(stored: Stored) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused: no flags are sent, and the test goes to review.
  }
}

/** The flags of the collection of this kit, to send with the photo (undefined: none noted). */
export function presenceOf(code: string): PresenceFlags | undefined {
  const stored = read();
  if (!stored || stored.code !== code || stored.qr.length === 0) return undefined;
  const { startedAt, endedAt, qr, face } = stored;
  return { startedAt, endedAt, qr, face };
}

export function forgetPresence() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}

/** The collection of this kit starts now: earlier flags are dropped. */
function begin(code: string) {
  const now = new Date().toISOString();
  write({ code, startedAt: now, endedAt: now, qr: '', face: '' });
}

function note(code: string, qr: boolean, face: boolean) {
  const now = new Date().toISOString();
  const stored = read();
  const base =
    stored?.code === code ? stored : { code, startedAt: now, endedAt: now, qr: '', face: '' };
  if (base.qr.length >= MAX_FLAGS) return;
  write({
    ...base,
    endedAt: now,
    qr: base.qr + (qr ? '1' : '0'),
    face: base.face + (face ? '1' : '0'),
  });
}

/**
 * Notes presence while the camera is live. With `begin` (the saliva step, which knows the kit)
 * the collection of `begin.code` starts there; without, it goes on from the flags noted so far
 * (the wait, also after a reload).
 */
export function usePresence(
  videoRef: RefObject<HTMLVideoElement | null>,
  live: boolean,
  starts: { code: string } | null,
) {
  const beginCode = starts?.code ?? null;
  useEffect(() => {
    const video = videoRef.current;
    if (!live || !video) return;
    // Begun at once (not at the first check, which waits for the detector to load): a quick
    // click on to the wait still finds the kit's collection to go on with.
    if (beginCode) begin(beginCode);
    const code = beginCode ?? read()?.code;
    if (!code) return;
    let stopped = false;
    let warned = false;
    let timer: number | undefined;
    const canvas = document.createElement('canvas');
    const detector = import('./face-detector');
    const tick = async () => {
      const started = performance.now();
      const frame = grabFrame(video, canvas);
      if (frame) {
        const qr = qrCodeIn(frame) === code;
        const face = await detector
          .then((d) => d.faceInView(canvas))
          .catch((error: unknown) => {
            // Counted as not seen (the test goes to review); said once for whoever debugs it.
            if (!warned) console.warn('face detection unavailable', error);
            warned = true;
            return false;
          });
        if (stopped) return;
        note(code, qr, face);
      }
      if (!stopped) {
        timer = window.setTimeout(
          () => void tick(),
          Math.max(0, EVERY_MS - (performance.now() - started)),
        );
      }
    };
    timer = window.setTimeout(() => void tick(), EVERY_MS);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [videoRef, live, beginCode]);
}
