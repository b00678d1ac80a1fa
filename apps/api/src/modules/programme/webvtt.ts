// Captions as WebVTT (text/vtt), written from the seed's cues.
import type { SeedCue } from './seed/types';

function timestamp(seconds: number): string {
  const totalMs = Math.round(seconds * 1000);
  const ms = totalMs % 1000;
  const s = Math.floor(totalMs / 1000) % 60;
  const m = Math.floor(totalMs / 60_000) % 60;
  const h = Math.floor(totalMs / 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}.${String(ms).padStart(3, '0')}`;
}

/** A cue's text must not contain a blank line or `-->`, which would end or break the cue. */
function cueText(text: string): string {
  return text
    .replaceAll('-->', '→')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .join('\n');
}

export function toWebVtt(cues: readonly SeedCue[]): string {
  const blocks = cues.map(
    (cue) => `${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cueText(cue.text)}`,
  );
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
