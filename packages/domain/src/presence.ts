// T6: while the saliva is collected and the test waits, the participant's device notes once a
// second whether the kit's QR code and a face are in view ('1' seen, '0' not). Only these flags
// reach the server (no picture, no face template). Absences over 20 % of the collection time
// send the test to an operator; flags that never came (an old app, a device that could not
// run the detector) too: the test is reviewed, not refused, since the recording is the witness
// and the flags only say where an operator should look (docs/decisions/0058-face-presence.md).

/** A second counts as absent when the QR code or the face was not seen in it. */
export const PRESENCE_MAX_ABSENT_SHARE = 0.2;

export type PresenceFlagStrings = { qr: string; face: string };

export type PresenceVerdict =
  | { review: false; reason: null; seconds: number; absentShare: number }
  | {
      review: true;
      /** presence_missing: no flags came; presence_absent: absent over the share allowed. */
      reason: 'presence_missing' | 'presence_absent';
      seconds: number;
      absentShare: number | null;
    };

/** Seconds in which the kit's QR code or a face was not in view, of all seconds noted. */
export function absentShare({ qr, face }: PresenceFlagStrings): number {
  const seconds = Math.max(qr.length, face.length);
  if (seconds === 0) return 1;
  let absent = 0;
  for (let i = 0; i < seconds; i++) {
    // A second one of the strings lacks counts as unseen.
    if (qr[i] !== '1' || face[i] !== '1') absent += 1;
  }
  return absent / seconds;
}

/** Whether the flags sent with a photo send its test to review, and why. */
export function presenceVerdict(flags: PresenceFlagStrings | null | undefined): PresenceVerdict {
  const seconds = flags ? Math.max(flags.qr.length, flags.face.length) : 0;
  if (!flags || seconds === 0) {
    return { review: true, reason: 'presence_missing', seconds, absentShare: null };
  }
  const share = absentShare(flags);
  return share > PRESENCE_MAX_ABSENT_SHARE
    ? { review: true, reason: 'presence_absent', seconds, absentShare: share }
    : { review: false, reason: null, seconds, absentShare: share };
}
