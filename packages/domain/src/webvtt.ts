// Captions operators upload for a seminar (issue 30, item 1; record 0069): checked before they
// are stored, so a player never meets a file it cannot read. A deliberately small part of the
// WebVTT format: the `WEBVTT` header, and cues whose timing line reads
// `[hh:]mm:ss.mmm --> [hh:]mm:ss.mmm` (optionally followed by cue settings) with start < end.

/** Largest captions file accepted: a 90-minute seminar's captions are well under 200 kB. */
export const CAPTIONS_MAX_BYTES = 512 * 1024;

export type CaptionsProblem =
  | { kind: 'empty' }
  | { kind: 'too_large' }
  | { kind: 'header'; line: 1 }
  | { kind: 'timing'; line: number }
  | { kind: 'order'; line: number }
  | { kind: 'no_cues' };

const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

/** Seconds of a WebVTT timestamp, or null when it is not one. */
export function webVttSeconds(value: string): number | null {
  const match = TIMESTAMP.exec(value);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

/** `00:00:01.000 --> 00:00:04.000 line:90%` → its start and end, or null. */
function cueTiming(line: string): { start: number | null; end: number | null } | null {
  const match = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t].*)?$/.exec(line);
  if (!match) return null;
  return { start: webVttSeconds(match[1] ?? ''), end: webVttSeconds(match[2] ?? '') };
}

/**
 * The first problem of a captions file, or null when it is valid. Lines are numbered from 1.
 * Every line holding `-->` must be a valid timing line; a file needs at least one cue.
 */
export function webVttProblem(text: string): CaptionsProblem | null {
  if (new TextEncoder().encode(text).length > CAPTIONS_MAX_BYTES) return { kind: 'too_large' };
  if (text.trim() === '') return { kind: 'empty' };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return { kind: 'header', line: 1 };
  let cues = 0;
  for (let index = 1; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (!line.includes('-->')) continue;
    const timing = cueTiming(line.trim());
    if (!timing || timing.start === null || timing.end === null) {
      return { kind: 'timing', line: index + 1 };
    }
    if (!(timing.start < timing.end)) return { kind: 'order', line: index + 1 };
    cues++;
  }
  return cues === 0 ? { kind: 'no_cues' } : null;
}
