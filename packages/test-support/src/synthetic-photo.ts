// Synthetic photos of the documented kit with known truth, for tests and the bench: the kit
// drawn by render-kit, placed in 3D (rotation, tilt, distance) in front of a pinhole camera,
// lit unevenly, blurred, with sensor noise, saved as JPEG. sharp renders and encodes.
import sharp from 'sharp';
import { homography, apply, type Point } from '@quit/domain/homography';
import {
  C_LINE_X,
  CASSETTE,
  KIT_CODE_ALPHABET,
  QR_ORIGIN_ON_CASSETTE,
  T_LINE_X,
  WINDOW,
} from '@quit/domain/kit-geometry';
import { kitSvg, type LineState } from './render-kit';
import type { TestResult as Reading } from '@quit/domain/nicotine-test';

export type PhotoParams = {
  code: string;
  lines: LineState;
  width: number;
  height: number;
  /** In-plane rotation, degrees. */
  rotation: number;
  /** Tilt of the kit towards the camera around its horizontal and vertical axes, degrees. */
  tiltX: number;
  tiltY: number;
  /** Width of the kit in the photo as a share of the photo's width. */
  scale: number;
  /** Kit centre offset from the photo centre, share of the photo size. */
  offsetX: number;
  offsetY: number;
  blurSigma: number;
  noiseSigma: number;
  /** Brightness at the darkest and brightest side of the linear light gradient, and its direction. */
  lightLow: number;
  lightHigh: number;
  lightAngle: number;
  /** Colour cast: + warmer, − cooler. */
  warmth: number;
  jpegQuality: number;
  /** Mirror the whole photo (front cameras). */
  mirrored: boolean;
  /**
   * A specular glare spot on the kit's cover: centre and radius (σ) in cassette millimetres,
   * strength 0–1 (added light at the centre, as a share of full white). None when absent.
   */
  glare?: { x: number; y: number; radius: number; strength: number };
  /** Motion blur: the camera moved `length` photo pixels in the direction `angle` (degrees) while exposing. */
  motionBlur?: { length: number; angle: number };
  /** A busy table: wood grain, printed text and QR-like module patterns around the kit. */
  background?: 'plain' | 'busy';
};

/** Truth bands of the T/C strength (truth: the strengths drawn); outside them the truth is borderline. */
export const TRUTH_BANDS = {
  failed: [0, 0.04],
  partial: [0.2, 0.4],
  passed: [0.7, 1],
} as const;

export type Truth = Reading | 'borderline';

export function truthOf(lines: LineState): Truth {
  if (lines.c === 0) return 'invalid';
  const ratio = lines.t / lines.c;
  for (const [name, [lo, hi]] of Object.entries(TRUTH_BANDS)) {
    if (ratio >= lo && ratio <= hi) return name as Reading;
  }
  return 'borderline';
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (r: () => number, lo: number, hi: number) => lo + (hi - lo) * r();

export function randomCode(r: () => number): string {
  let s = 'QP-';
  for (let i = 0; i < 8; i++) s += KIT_CODE_ALPHABET[Math.floor(r() * KIT_CODE_ALPHABET.length)];
  return s;
}

/** Line strengths for a wanted truth (borderline: a T/C ratio between two bands). */
export function linesFor(truth: Truth, r: () => number): LineState {
  const c = between(r, 0.55, 1);
  switch (truth) {
    case 'invalid':
      return { c: 0, t: r() < 0.5 ? 0 : between(r, 0.3, 1) };
    case 'borderline': {
      const ratio = r() < 0.5 ? between(r, 0.05, 0.19) : between(r, 0.41, 0.69);
      return { c, t: c * ratio };
    }
    default: {
      const [lo, hi] = TRUTH_BANDS[truth];
      return { c, t: c * between(r, lo, hi) };
    }
  }
}

/** Photo conditions drawn from the ranges of the bench. */
export function randomParams(r: () => number, lines: LineState): PhotoParams {
  const landscape = r() < 0.5;
  const [width, height] = landscape ? [1280, 960] : [960, 1280];
  return {
    code: randomCode(r),
    lines,
    width,
    height,
    rotation: between(r, -30, 30),
    tiltX: between(r, -25, 25),
    tiltY: between(r, -25, 25),
    scale: between(r, 0.45, 0.85),
    offsetX: between(r, -0.08, 0.08),
    offsetY: between(r, -0.1, 0.1),
    blurSigma: r() < 0.25 ? 0 : between(r, 0.3, 2),
    noiseSigma: between(r, 0, 8),
    lightLow: between(r, 0.45, 0.9),
    lightHigh: between(r, 0.9, 1.15),
    lightAngle: between(r, 0, 2 * Math.PI),
    warmth: between(r, -0.12, 0.12),
    jpegQuality: Math.round(between(r, 50, 95)),
    mirrored: false,
  };
}

const KIT_PX_PER_MM = 12;

/**
 * A glare spot over the result window, drawn for the bench's and the tests' glare photos: over
 * one of the lines (`on`), strong enough to wash it out, in cassette millimetres.
 */
export function glareOver(
  on: 'control' | 'test',
  r: () => number,
): NonNullable<PhotoParams['glare']> {
  const lineX = QR_ORIGIN_ON_CASSETTE.x + (on === 'control' ? C_LINE_X : T_LINE_X);
  const windowY = QR_ORIGIN_ON_CASSETTE.y + (WINDOW.top + WINDOW.bottom) / 2;
  return {
    x: lineX + between(r, -1.5, 1.5),
    y: windowY + between(r, -3, 3),
    radius: between(r, 2, 5),
    strength: between(r, 0.6, 1),
  };
}

/**
 * Photo conditions of the bench's categories (issue 25, Measure). `clear`: the main bench's
 * ranges. The others start from those and make one condition hard; each keeps its truth.
 */
export const PHOTO_CATEGORIES = [
  'clear',
  'glare',
  'low_light',
  'motion_blur',
  'strong_tilt',
  'busy_background',
  'small_kit',
  'cut_off',
] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

/** Photo conditions of one category, drawn from `r` (deterministic by its seed). */
export function categoryParams(
  category: PhotoCategory,
  r: () => number,
  lines: LineState,
): PhotoParams {
  const base = randomParams(r, lines);
  const sign = () => (r() < 0.5 ? -1 : 1);
  switch (category) {
    case 'clear':
      return base;
    case 'glare':
      return { ...base, glare: glareOver(r() < 0.5 ? 'test' : 'control', r) };
    case 'low_light': {
      // A dim room: the camera's gain lifts the noise; the kit lies 8–35 % of full light.
      const low = between(r, 0.08, 0.3);
      return {
        ...base,
        lightLow: low,
        lightHigh: low * between(r, 1.05, 1.3),
        noiseSigma: between(r, 6, 16),
        jpegQuality: Math.round(between(r, 50, 85)),
      };
    }
    case 'motion_blur':
      return {
        ...base,
        blurSigma: between(r, 0, 0.8),
        motionBlur: { length: between(r, 3, 18), angle: between(r, 0, 180) },
      };
    case 'strong_tilt': {
      // One axis near the 40° the guided capture still accepts, the other up to 20°.
      const steep = sign() * between(r, 30, 40);
      const other = between(r, -20, 20);
      return r() < 0.5
        ? { ...base, tiltX: steep, tiltY: other, scale: between(r, 0.45, 0.7) }
        : { ...base, tiltX: other, tiltY: steep, scale: between(r, 0.45, 0.7) };
    }
    case 'busy_background':
      return { ...base, background: 'busy', scale: between(r, 0.4, 0.7) };
    case 'small_kit':
      // The kit 18–34 % of the photo's width: near the reader's 3 px per millimetre.
      return { ...base, scale: between(r, 0.18, 0.34), offsetX: between(r, -0.25, 0.25) };
    case 'cut_off': {
      // The kit pushed past the photo's right edge by 25–50 % of its width: the code is in,
      // the window's far end (at 78 % of the kit's width) is not.
      const scale = between(r, 0.5, 0.8);
      return {
        ...base,
        rotation: between(r, -10, 10),
        tiltX: between(r, -10, 10),
        tiltY: between(r, -10, 10),
        scale,
        offsetX: 0.5 - scale / 2 + between(r, 0.25, 0.5) * scale,
      };
    }
  }
}

/** A line of `length` px in the direction `angle` as a convolution kernel (weights sum to 1). */
export function motionKernel(length: number, angle: number) {
  const half = Math.ceil(length / 2) + 1;
  const size = 2 * half + 1;
  const kernel = new Array<number>(size * size).fill(0);
  const [dx, dy] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  const steps = Math.max(2, Math.ceil(length * 4));
  for (let s = 0; s <= steps; s++) {
    const d = (s / steps - 0.5) * length;
    const x = half + d * dx;
    const y = half + d * dy;
    const [x0, y0] = [Math.floor(x), Math.floor(y)];
    const [fx, fy] = [x - x0, y - y0];
    kernel[y0 * size + x0]! += (1 - fx) * (1 - fy);
    kernel[y0 * size + x0 + 1]! += fx * (1 - fy);
    kernel[(y0 + 1) * size + x0]! += (1 - fx) * fy;
    kernel[(y0 + 1) * size + x0 + 1]! += fx * fy;
  }
  const sum = kernel.reduce((a, b) => a + b, 0);
  return { width: size, height: size, kernel: kernel.map((k) => k / sum) };
}

/** A busy table as an SVG: wood grain, blocks of printed text, QR-like module patterns. */
function busyTableSvg(width: number, height: number, r: () => number): string {
  const parts: string[] = [];
  const [cr, cg, cb] = tableColour(r);
  parts.push(
    `<rect width="${width}" height="${height}" fill="rgb(${cr | 0},${cg | 0},${cb | 0})"/>`,
  );
  for (let y = 0; y < height; y += between(r, 4, 18)) {
    const shade = between(r, -35, 35);
    parts.push(
      `<rect x="0" y="${y.toFixed(1)}" width="${width}" height="${between(r, 1, 6).toFixed(1)}" fill="rgb(${(cr + shade) | 0},${(cg + shade) | 0},${(cb + shade * 0.8) | 0})" opacity="0.6"/>`,
    );
  }
  const words = ['Rauchfrei', 'QP-7K3M', 'Tag 28', 'quit', 'C T', 'Nikotin', '42', 'smoke-free'];
  for (let k = 0; k < 6; k++) {
    const x = between(r, 0, width * 0.8);
    const y = between(r, 20, height);
    const size = between(r, 10, 30);
    const lines = Array.from({ length: 1 + Math.floor(r() * 4) }, (_, i) => {
      const text = Array.from({ length: 3 }, () => words[Math.floor(r() * words.length)]).join(' ');
      return `<tspan x="${x.toFixed(0)}" dy="${i === 0 ? 0 : size * 1.2}">${text}</tspan>`;
    }).join('');
    parts.push(
      `<text x="${x.toFixed(0)}" y="${y.toFixed(0)}" font-family="DejaVu Sans, sans-serif" font-size="${size.toFixed(0)}" fill="#222" transform="rotate(${between(r, -40, 40).toFixed(0)} ${x.toFixed(0)} ${y.toFixed(0)})">${lines}</text>`,
    );
  }
  // QR-like patches: random modules with finder-like corner squares (no code to decode).
  for (let k = 0; k < 3; k++) {
    const n = 21;
    const m = between(r, 3, 9);
    const x0 = between(r, 0, width - n * m);
    const y0 = between(r, 0, height - n * m);
    let cells = '';
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        const finder = (x < 7 && y < 7) || (x >= n - 7 && y < 7) || (x < 7 && y >= n - 7);
        if (finder) continue;
        if (r() < 0.5) cells += `M${x} ${y}h1v1h-1z`;
      }
    }
    const finderAt = (fx: number, fy: number) =>
      `M${fx} ${fy}h7v7h-7zM${fx + 1} ${fy + 1}v5h5v-5zM${fx + 2} ${fy + 2}h3v3h-3z`;
    parts.push(
      `<g transform="translate(${x0.toFixed(0)} ${y0.toFixed(0)}) rotate(${between(r, -30, 30).toFixed(0)}) scale(${m.toFixed(2)})"><rect x="-1" y="-1" width="${n + 2}" height="${n + 2}" fill="#fff"/><path fill-rule="evenodd" fill="#111" d="${cells}${finderAt(0, 0)}${finderAt(n - 7, 0)}${finderAt(0, n - 7)}"/></g>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${parts.join('')}</svg>`;
}

/** 65,536 standard normal samples (Box–Muller), indexed by a fast generator per pixel. */
function normalTable(r: () => number): Float32Array {
  const t = new Float32Array(65536);
  for (let i = 0; i < t.length; i += 2) {
    const m = Math.sqrt(-2 * Math.log(Math.max(r(), 1e-9)));
    const a = 2 * Math.PI * r();
    t[i] = m * Math.cos(a);
    t[i + 1] = m * Math.sin(a);
  }
  return t;
}

type Raw = { data: Buffer; width: number; height: number };

async function kitPixels(p: PhotoParams): Promise<Raw> {
  const { data, info } = await sharp(Buffer.from(kitSvg(p.code, p.lines, KIT_PX_PER_MM)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Where the cassette's corners (mm) land in the photo (px). */
export function cassetteCorners(p: PhotoParams): Point[] {
  const rad = Math.PI / 180;
  const f = 1.1 * Math.max(p.width, p.height);
  const distance = (f * CASSETTE.width) / (p.scale * p.width);
  const [cz, sz] = [Math.cos(p.rotation * rad), Math.sin(p.rotation * rad)];
  const [cx, sx] = [Math.cos(p.tiltX * rad), Math.sin(p.tiltX * rad)];
  const [cy, sy] = [Math.cos(p.tiltY * rad), Math.sin(p.tiltY * rad)];
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: CASSETTE.width, y: 0 },
    { x: CASSETTE.width, y: CASSETTE.height },
    { x: 0, y: CASSETTE.height },
  ];
  return corners.map(({ x, y }) => {
    // Centre the kit, rotate in plane, tilt around x then y, push to the distance, project.
    let X = x - CASSETTE.width / 2;
    let Y = y - CASSETTE.height / 2;
    [X, Y] = [X * cz - Y * sz, X * sz + Y * cz];
    let Z = 0;
    [Y, Z] = [Y * cx - Z * sx, Y * sx + Z * cx];
    [X, Z] = [X * cy + Z * sy, -X * sy + Z * cy];
    Z += distance;
    return {
      x: p.width / 2 + p.offsetX * p.width + (f * X) / Z,
      y: p.height / 2 + p.offsetY * p.height + (f * Y) / Z,
    };
  });
}

/** Where the QR symbol's corners land in the photo (for checking the reader's registration). */
export function qrCorners(p: PhotoParams): Point[] {
  const h = homography(
    [
      { x: 0, y: 0 },
      { x: CASSETTE.width, y: 0 },
      { x: CASSETTE.width, y: CASSETTE.height },
      { x: 0, y: CASSETTE.height },
    ],
    cassetteCorners(p),
  );
  const o = QR_ORIGIN_ON_CASSETTE;
  return [
    [0, 0],
    [16, 0],
    [16, 16],
    [0, 16],
  ].map(([x, y]) => apply(h, o.x + x!, o.y + y!));
}

function tableColour(r: () => number): [number, number, number] {
  const base = between(r, 60, 170);
  return [base * between(r, 0.85, 1.15), base * between(r, 0.85, 1.1), base * between(r, 0.7, 1)];
}

/** Renders one photo as JPEG bytes. `seed` varies the table and the noise. */
export async function renderPhoto(p: PhotoParams, seed = 1): Promise<Buffer> {
  const r = random(seed);
  const kit = await kitPixels(p);
  const toKit = homography(cassetteCorners(p), [
    { x: 0, y: 0 },
    { x: kit.width, y: 0 },
    { x: kit.width, y: kit.height },
    { x: 0, y: kit.height },
  ]);
  const table = tableColour(r);
  const { width, height } = p;
  const out = Buffer.alloc(width * height * 3);
  const dx = Math.cos(p.lightAngle) / width;
  const dy = Math.sin(p.lightAngle) / height;
  const warm = [1 + p.warmth, 1, 1 - p.warmth];
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toKit as number[];
  const kd = kit.data;
  const row = kit.width * 4;
  const glare = p.glare;
  // A busy table is drawn from its own generator, so the plain photos' noise stays as it was.
  const busy =
    p.background === 'busy'
      ? await sharp(Buffer.from(busyTableSvg(width, height, random(seed * 31 + 7))))
          .removeAlpha()
          .raw()
          .toBuffer()
      : null;
  const glareFalloff = glare ? 1 / (2 * (glare.radius * KIT_PX_PER_MM) ** 2) : 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The kit pixel under this photo pixel (inverse mapping, bilinear, alpha over the table).
      const w = h6! * (x + 0.5) + h7! * (y + 0.5) + h8!;
      const kx = (h0! * (x + 0.5) + h1! * (y + 0.5) + h2!) / w - 0.5;
      const ky = (h3! * (x + 0.5) + h4! * (y + 0.5) + h5!) / w - 0.5;
      const t = 0.5 + (x - width / 2) * dx + (y - height / 2) * dy;
      const light = p.lightLow + (p.lightHigh - p.lightLow) * Math.min(1, Math.max(0, t));
      const o = (y * width + x) * 3;
      const inside = kx >= 0 && ky >= 0 && kx < kit.width - 1 && ky < kit.height - 1;
      let alpha = 0;
      let w00 = 0;
      let w10 = 0;
      let w01 = 0;
      let w11 = 0;
      let at = 0;
      if (inside) {
        const x0 = Math.floor(kx);
        const y0 = Math.floor(ky);
        const fx = kx - x0;
        const fy = ky - y0;
        w00 = (1 - fx) * (1 - fy);
        w10 = fx * (1 - fy);
        w01 = (1 - fx) * fy;
        w11 = fx * fy;
        at = (y0 * kit.width + x0) * 4;
        alpha =
          (kd[at + 3]! * w00 +
            kd[at + 7]! * w10 +
            kd[at + row + 3]! * w01 +
            kd[at + row + 7]! * w11) /
          255;
      }
      const grain = 0.92 + 0.08 * Math.sin(x * 0.013 + y * 0.007);
      // Glare adds light on top of the lit kit (a reflection of the lamp on its cover).
      let shine = 0;
      if (glare && alpha > 0) {
        const gx = kx - glare.x * KIT_PX_PER_MM;
        const gy = ky - glare.y * KIT_PX_PER_MM;
        shine = alpha * glare.strength * 255 * Math.exp(-(gx * gx + gy * gy) * glareFalloff);
      }
      for (let ch = 0; ch < 3; ch++) {
        let v = busy ? busy[o + ch]! : table[ch]! * grain;
        if (alpha > 0) {
          const i = at + ch;
          const k = kd[i]! * w00 + kd[i + 4]! * w10 + kd[i + row]! * w01 + kd[i + row + 4]! * w11;
          v = alpha * k + (1 - alpha) * v;
        }
        out[o + ch] = Math.min(255, v * light * warm[ch]! + shine);
      }
    }
  }
  let img = sharp(out, { raw: { width, height, channels: 3 } });
  if (p.blurSigma >= 0.3) img = img.blur(p.blurSigma);
  if (p.motionBlur && p.motionBlur.length >= 1) {
    img = sharp(await img.raw().toBuffer(), { raw: { width, height, channels: 3 } }).convolve(
      motionKernel(p.motionBlur.length, p.motionBlur.angle),
    );
  }
  if (p.mirrored) img = img.flop();
  const blurred = await img.raw().toBuffer();
  if (p.noiseSigma > 0) {
    const normals = normalTable(r);
    let k = Math.floor(r() * 0x7fffffff);
    for (let i = 0; i < blurred.length; i++) {
      k = (Math.imul(k, 1103515245) + 12345) >>> 0;
      const v = blurred[i]! + p.noiseSigma * normals[k >>> 16]!;
      blurred[i] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  return sharp(blurred, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: p.jpegQuality })
    .toBuffer();
}
