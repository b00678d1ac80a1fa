import { describe, expect, it } from 'vitest';
import { CAPTIONS_MAX_BYTES, webVttProblem, webVttSeconds } from './webvtt';

const valid =
  'WEBVTT\n\n1\n00:00:00.000 --> 00:00:04.500\nHallo\n\n00:04.500 --> 00:09.000 line:90%\nWelt\n';

describe('webVttProblem', () => {
  it('accepts a file with the header and well-formed cues (with or without hours)', () => {
    expect(webVttProblem(valid)).toBeNull();
    expect(webVttProblem(`\uFEFF${valid.replace(/\n/g, '\r\n')}`)).toBeNull();
    expect(webVttProblem('WEBVTT - Seminar 1\n\n01:00:00.000 --> 01:00:01.000\nx')).toBeNull();
  });

  it('refuses a file without the WEBVTT header', () => {
    expect(webVttProblem('1\n00:00:00.000 --> 00:00:01.000\nx')).toEqual({
      kind: 'header',
      line: 1,
    });
    expect(webVttProblem('WEBVTTX\n')).toEqual({ kind: 'header', line: 1 });
  });

  it('names the line of a malformed timing', () => {
    expect(webVttProblem('WEBVTT\n\n00:00:00,000 --> 00:00:01.000\nx')).toEqual({
      kind: 'timing',
      line: 3,
    });
    expect(webVttProblem('WEBVTT\n\n00:00:00.000 -> 00:00:01.000\n0:00.000 --> 1:00.000')).toEqual({
      kind: 'timing',
      line: 4,
    });
    expect(webVttProblem('WEBVTT\n\n00:61.000 --> 01:00.000\nx')).toEqual({
      kind: 'timing',
      line: 3,
    });
  });

  it('refuses a cue that ends before (or when) it starts', () => {
    expect(webVttProblem('WEBVTT\n\n00:00:05.000 --> 00:00:05.000\nx')).toEqual({
      kind: 'order',
      line: 3,
    });
    expect(webVttProblem('WEBVTT\n\n00:00:05.000 --> 00:00:01.000\nx')).toEqual({
      kind: 'order',
      line: 3,
    });
  });

  it('refuses empty files, files without cues and oversized files', () => {
    expect(webVttProblem('')).toEqual({ kind: 'empty' });
    expect(webVttProblem('WEBVTT\n\nNOTE nothing here\n')).toEqual({ kind: 'no_cues' });
    const huge = `WEBVTT\n\n00:00.000 --> 00:01.000\n${'x'.repeat(CAPTIONS_MAX_BYTES)}`;
    expect(webVttProblem(huge)).toEqual({ kind: 'too_large' });
  });

  it('reads timestamps', () => {
    expect(webVttSeconds('01:02:03.004')).toBeCloseTo(3723.004);
    expect(webVttSeconds('02:03.500')).toBeCloseTo(123.5);
    expect(webVttSeconds('2:03.500')).toBeNull();
  });
});
