// Renders the sample videos of the seed programme and their WebVTT captions into
// apps/api/seed-media/seminars/ (day01-morning.mp4, day01-morning.de.vtt, ….en.vtt).
//
//   apt-get install -y ffmpeg fonts-dejavu-core     # needed only to regenerate the media
//   node --import tsx scripts/make-sample-videos.ts
//
// The outputs are committed; nothing needs ffmpeg at runtime or in CI. The slides carry no
// words, only the day, the slot (sun or moon), numbered key points and to-do boxes on a calm
// colour per week, so one video serves both languages; the words are in the captions. Slide
// and cue times come from the same schedule (apps/api/src/modules/programme/seed/slides.ts),
// and every video's real length is checked with ffprobe against the seed's durationSeconds.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedSeminars } from '../apps/api/src/modules/programme/seed/seminars';
import { videoSchedule, type Slide } from '../apps/api/src/modules/programme/seed/slides';
import type { SeedSeminar } from '../apps/api/src/modules/programme/seed/types';
import { toWebVtt } from '../apps/api/src/modules/programme/seed/webvtt';

const root = path.resolve(import.meta.dirname, '..');
const mediaDir = path.join(root, 'apps/api/seed-media');
const outDir = path.join(mediaDir, 'seminars');
const boldFont = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const symbolFont = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

const WIDTH = 480;
const HEIGHT = 270;
const FPS = 5;
/** Calm background colours, one per course week. */
const weekColours = ['0x2F5D62', '0x3D5A80', '0x5C4D7D', '0x4A6B4F'];

function requireTools(): void {
  for (const tool of ['ffmpeg', 'ffprobe']) {
    try {
      execFileSync(tool, ['-version'], { stdio: 'ignore' });
    } catch {
      console.error(`${tool} is missing: apt-get install -y ffmpeg fonts-dejavu-core`);
      process.exit(1);
    }
  }
  if (!existsSync(boldFont) || !existsSync(symbolFont)) {
    console.error('DejaVu fonts are missing: apt-get install -y fonts-dejavu-core');
    process.exit(1);
  }
}

const during = (start: number, end: number) => `enable='gte(t,${start})*lt(t,${end})'`;

function text(value: string, options: string, font = boldFont): string {
  return `drawtext=fontfile=${font}:text='${value}':fontcolor=white:${options}`;
}

/** What every frame shows: day label, slot symbol and one progress box per slide. */
function frame(seminar: SeedSeminar, slides: Slide[]): string[] {
  const symbol = seminar.slot === 'morning' ? '☀' : '☾';
  const size = 10;
  const gap = 8;
  const left = (WIDTH - slides.length * (size + gap) + gap) / 2;
  const boxes = slides.flatMap((slide, i) => {
    const x = left + i * (size + gap);
    return [
      `drawbox=x=${x}:y=${HEIGHT - 24}:w=${size}:h=${size}:color=white@0.5:t=2`,
      `drawbox=x=${x}:y=${HEIGHT - 24}:w=${size}:h=${size}:color=white@0.9:t=fill:${during(slide.start, 1e6)}`,
    ];
  });
  return [
    text(`Tag ${seminar.day} · Day ${seminar.day}`, 'fontsize=18:x=16:y=14:alpha=0.85'),
    text(symbol, 'fontsize=28:x=w-text_w-16:y=8', symbolFont),
    ...boxes,
  ];
}

function slideFilters(slide: Slide, day: number): string[] {
  const on = during(slide.start, slide.end);
  const centreX = 'x=(w-text_w)/2';
  switch (slide.kind) {
    case 'intro':
      return [
        text(String(day), `fontsize=110:${centreX}:y=(h-text_h)/2-28:${on}`),
        text('/ 28', `fontsize=22:x=(w/2)+52:y=(h/2)+18:alpha=0.7:${on}`),
      ];
    case 'point':
      return [
        `drawbox=x=(iw-200)/2:y=56:w=200:h=120:color=white@0.12:t=fill:${on}`,
        text(String(slide.number), `fontsize=72:${centreX}:y=70:${on}`),
        text(`${slide.number} / ${slide.of}`, `fontsize=16:${centreX}:y=150:alpha=0.7:${on}`),
      ];
    case 'todo': {
      const tick = during((slide.start + slide.end) / 2, slide.end);
      return [
        `drawbox=x=(iw-84)/2:y=66:w=84:h=84:color=white@0.9:t=5:${on}`,
        text('✓', `fontsize=72:${centreX}:y=72:${tick}`, symbolFont),
        text(`${slide.number} / ${slide.of}`, `fontsize=16:${centreX}:y=162:alpha=0.7:${on}`),
      ];
    }
  }
}

function render(seminar: SeedSeminar, file: string): void {
  const { slides, durationSeconds } = videoSchedule(seminar.text);
  const colour = weekColours[Math.floor((seminar.day - 1) / 7)] ?? weekColours[0];
  const filters = [
    ...frame(seminar, slides),
    ...slides.flatMap((s) => slideFilters(s, seminar.day)),
  ];
  // Bit-exact flags and no metadata so a rerun on unchanged texts gives the same bytes.
  execFileSync(
    'ffmpeg',
    [
      ...['-y', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', `color=c=${colour}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${durationSeconds}`],
      ...['-vf', filters.join(',')],
      ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p'],
      ...['-preset', 'veryslow', '-tune', 'stillimage', '-crf', '32', '-g', String(FPS * 5)],
      ...['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
      ...['-movflags', '+faststart', file],
    ],
    { stdio: 'inherit' },
  );
}

function probedSeconds(file: string): number {
  const out = execFileSync('ffprobe', [
    ...['-v', 'error', '-show_entries', 'format=duration'],
    ...['-of', 'default=noprint_wrappers=1:nokey=1', file],
  ]);
  return Number(out.toString().trim());
}

function main(): void {
  requireTools();
  mkdirSync(outDir, { recursive: true });
  const written = new Set<string>();
  for (const seminar of seedSeminars) {
    const video = path.join(mediaDir, seminar.videoKey);
    const base = video.replace(/\.mp4$/, '');
    render(seminar, video);
    const seconds = probedSeconds(video);
    if (Math.round(seconds) !== seminar.durationSeconds) {
      throw new Error(
        `${seminar.videoKey}: ${seconds} s, the seed says ${seminar.durationSeconds}`,
      );
    }
    for (const language of ['de', 'en'] as const) {
      writeFileSync(`${base}.${language}.vtt`, toWebVtt(seminar.text[language].captions));
      written.add(path.basename(`${base}.${language}.vtt`));
    }
    written.add(path.basename(video));
    console.log(`${seminar.videoKey}  ${seconds} s  ${statSync(video).size} bytes`);
  }
  for (const file of readdirSync(outDir)) {
    if (!written.has(file)) rmSync(path.join(outDir, file));
  }
  const total = [...written].reduce((sum, file) => sum + statSync(path.join(outDir, file)).size, 0);
  console.log(`${written.size} files, ${(total / 1024 / 1024).toFixed(2)} MB in ${outDir}`);
}

main();
