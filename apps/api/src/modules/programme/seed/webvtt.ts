// Caption cues written out as a WebVTT file (https://www.w3.org/TR/webvtt1/).
import type { SeedCue } from './types';

function timestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

/** Cue text may not contain "-->" or a blank line; `&` and `<` are escaped. */
function cueText(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('-->', '--&gt;')
    .replace(/\n\s*\n/g, '\n');
}

export function toWebVtt(cues: readonly SeedCue[]): string {
  const blocks = cues.map(
    (cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cueText(cue.text)}`,
  );
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
