// T6 on the device: can the server's reader see into this frame? The kit's QR code is found
// (zxing: the centres of its finder patterns and its alignment pattern), the kit's geometry
// (@quit/domain/kit-geometry) maps the result window and the line places into the frame, and
// the frame is checked as the server checks the photo (apps/api/src/modules/testkit/reading):
// the window inside the frame, big enough, light enough, no glare where the lines are, sharp.
// Each threshold is the server's with a margin, so a frame this check lets through is one the
// reader can decide. Pure: a frame in (RGBA pixels), a verdict out.
import {
  BinaryBitmap,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
  type ResultPoint,
} from '@zxing/library';
import { apply, homography, type Homography, type Point } from '@quit/domain/homography';
import { C_LINE_X, QR_SIZE_MM, QR_VERSION, T_LINE_X, WINDOW } from '@quit/domain/kit-geometry';

/** What the person is asked to change, in the order they are asked; null: the frame is good. */
export const FRAME_PROBLEMS = [
  'find_kit',
  'into_frame',
  'closer',
  'more_light',
  'tilt',
  'hold_still',
] as const;
export type FrameProblem = (typeof FRAME_PROBLEMS)[number];

/** A frame as canvas ImageData gives it: RGBA, row by row. */
export type FrameImage = { data: Uint8ClampedArray; width: number; height: number };

export type FrameCheck = {
  problem: FrameProblem | null;
  code: string | null;
  /** Where the QR code's finder patterns are (frame pixels), to tell a steady hand. */
  anchors: Point[] | null;
  /** Frame pixels per millimetre on the kit (between the C and T places). */
  pxPerMm: number | null;
  measures: {
    membrane: number;
    membraneAtLines: number;
    glareShare: number;
    blurMm: number;
  } | null;
};

// The server's thresholds (reading/read-photo.ts), and the margins the guidance keeps to them.
/** Server: MIN_PX_PER_MM = 3 in its working copy; the guidance asks for twice that. */
const MIN_PHOTO_PX_PER_MM = 6;
/** Below this in the frame checked the QR code is near the decoder's limit: the guidance flickers. */
const MIN_FRAME_PX_PER_MM = 4;
/** Longest side of the server's working copy (its WORK_SIDE). */
const SERVER_WORK_SIDE = 1600;
/** Server: TOO_DARK = 60 (membrane at the lines, of 255); the guidance asks for more light. */
const TOO_DARK = 80;
/**
 * Server: GLARE_SHARE = 0.12 of a line's band lit; the guidance allows half of it, except in a
 * window near clipping as a whole, where clipped samples at a line's centre count as there
 * (clipping is absolute: a camera's picture of it is no less clipped than the photo).
 */
const GLARE_SHARE = 0.06;
const CLIPPED_SHARE = 0.12;
/** Server: OVEREXPOSED and CLIPPED (of 255), as there. */
const OVEREXPOSED = 245;
const CLIPPED = 252;
/** Server: BLUR_MAX_MM = 0.5 (σ of an edge on the kit); the guidance keeps under 0.3. */
const BLUR_MAX_MM = 0.3;
/** The window must lie this far (mm on the kit) inside the frame (the map may be off that much). */
const EDGE_MARGIN_MM = 3;

// Sampling, as the server's reader samples (its PX_PER_MM and bands), coarser where it is cheap.
const PX_PER_MM = 6;
const C_SEARCH_MM = 3.5;
const T_SEARCH_MM = 2.5;
const LINE_HALF_MM = 0.3;
const BASELINE_HALF_MM = 2.5;
const GLARE_BAND_MM = 1.5;
const LINE_CENTRE_MM = 0.4;

type Gray = { data: Uint8ClampedArray; width: number; height: number };

/** The green channel (the lines' colour removes most of it), as the server reads. */
function greenOf(frame: FrameImage): Gray {
  const data = new Uint8ClampedArray(frame.width * frame.height);
  const rgba = frame.data;
  for (let i = 0; i < data.length; i++) data[i] = rgba[i * 4 + 1]!;
  return { data, width: frame.width, height: frame.height };
}

function sample(img: Gray, p: Point): number {
  const x = Math.min(Math.max(p.x - 0.5, 0), img.width - 1.001);
  const y = Math.min(Math.max(p.y - 0.5, 0), img.height - 1.001);
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * img.width + x0;
  const d = img.data;
  return (
    (d[i]! * (1 - fx) + d[i + 1]! * fx) * (1 - fy) +
    (d[i + img.width]! * (1 - fx) + d[i + img.width + 1]! * fx) * fy
  );
}

const reader = new QRCodeReader();

type Located = { code: string; h: Homography; modules: number; anchors: Point[] };

/**
 * The QR code and the map from the QR frame (mm) into the frame: its three finder patterns'
 * centres and its alignment pattern's (or, without one, the fourth corner of their
 * parallelogram). The symbol's size in modules comes from the finders' distance over their
 * module size, as zxing's detector computes it.
 */
function locate(gray: Gray, lastAnchors: Point[] | null = null): Located | null {
  const region = lastAnchors ? around(gray, lastAnchors) : null;
  if (region) {
    const found = locate(region.crop);
    if (found) return { ...found, ...shifted(found, region.left, region.top) };
  }
  let result;
  try {
    const source = new RGBLuminanceSource(gray.data, gray.width, gray.height);
    result = reader.decode(new BinaryBitmap(new HybridBinarizer(source)));
  } catch {
    return null;
  }
  const points = result.getResultPoints();
  if (points.length < 3) return null;
  const [bl, tl, tr, align] = points.map((p) => ({ x: p.getX(), y: p.getY() })) as Point[];
  const size = (points as Array<ResultPoint & { getEstimatedModuleSize?: () => number }>)
    .slice(0, 3)
    .map((p) => p.getEstimatedModuleSize?.() ?? 0);
  const moduleSize = (size[0]! + size[1]! + size[2]!) / 3;
  const span =
    (Math.hypot(tr!.x - tl!.x, tr!.y - tl!.y) + Math.hypot(bl!.x - tl!.x, bl!.y - tl!.y)) / 2;
  const estimated = moduleSize > 0 ? Math.round(span / moduleSize) + 7 : 17 + 4 * QR_VERSION;
  const modules = Math.max(21, 17 + 4 * Math.round((estimated - 17) / 4));
  const m = QR_SIZE_MM / modules;
  const near = 3.5 * m;
  const far = QR_SIZE_MM - 3.5 * m;
  const from: Point[] = [
    { x: near, y: far },
    { x: near, y: near },
    { x: far, y: near },
  ];
  const to: Point[] = [bl!, tl!, tr!];
  if (align && modules > 21) {
    from.push({ x: QR_SIZE_MM - 6.5 * m, y: QR_SIZE_MM - 6.5 * m });
    to.push(align);
  } else {
    from.push({ x: far, y: far });
    to.push({ x: tr!.x + bl!.x - tl!.x, y: tr!.y + bl!.y - tl!.y });
  }
  return { code: result.getText(), h: homography(from, to), modules, anchors: to };
}

/**
 * The part of the frame around where the QR code was in the last check (its finder patterns,
 * widened by the code's own size on every side): decoding there is several times cheaper than
 * the whole frame, and a hand moves the kit little between two checks.
 */
function around(gray: Gray, anchors: Point[]): { crop: Gray; left: number; top: number } | null {
  const xs = anchors.map((p) => p.x);
  const ys = anchors.map((p) => p.y);
  const reach =
    1.5 * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const left = Math.max(0, Math.floor(Math.min(...xs) - reach));
  const top = Math.max(0, Math.floor(Math.min(...ys) - reach));
  const width = Math.min(gray.width, Math.ceil(Math.max(...xs) + reach)) - left;
  const height = Math.min(gray.height, Math.ceil(Math.max(...ys) + reach)) - top;
  if (width < 40 || height < 40 || width * height > 0.6 * gray.width * gray.height) return null;
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y++) {
    const from = (top + y) * gray.width + left;
    data.set(gray.data.subarray(from, from + width), y * width);
  }
  return { crop: { data, width, height }, left, top };
}

/** A code found in a crop, moved back into the whole frame (the map, then a translation). */
function shifted(found: Located, left: number, top: number): Pick<Located, 'h' | 'anchors'> {
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = found.h as number[];
  return {
    h: [
      h0! + left * h6!,
      h1! + left * h7!,
      h2! + left * h8!,
      h3! + top * h6!,
      h4! + top * h7!,
      h5! + top * h8!,
      h6!,
      h7!,
      h8!,
    ],
    anchors: found.anchors.map((p) => ({ x: p.x + left, y: p.y + top })),
  };
}

/** Brightness along the window (one value per 1/PX_PER_MM mm), trimmed mean of its middle rows. */
function windowProfile(img: Gray, h: Homography): Float64Array {
  const n = Math.round((WINDOW.right - WINDOW.left) * PX_PER_MM);
  const mid = (WINDOW.top + WINDOW.bottom) / 2;
  const halfRows = Math.round((WINDOW.bottom - WINDOW.top) * 0.3 * PX_PER_MM);
  const profile = new Float64Array(n);
  const column: number[] = [];
  for (let i = 0; i < n; i++) {
    column.length = 0;
    const x = WINDOW.left + (i + 0.5) / PX_PER_MM;
    for (let j = -halfRows; j <= halfRows; j++) {
      column.push(sample(img, apply(h, x, mid + j / PX_PER_MM)));
    }
    column.sort((a, b) => a - b);
    const cut = Math.floor(column.length * 0.15);
    let sum = 0;
    for (let k = cut; k < column.length - cut; k++) sum += column[k]!;
    profile[i] = sum / (column.length - 2 * cut);
  }
  return profile;
}

/** Membrane brightness around each position: the 80th percentile over ±BASELINE_HALF_MM. */
function baseline(profile: Float64Array): Float64Array {
  const half = Math.round(BASELINE_HALF_MM * PX_PER_MM);
  const out = new Float64Array(profile.length);
  for (let i = 0; i < profile.length; i++) {
    const around = Array.from(
      profile.subarray(Math.max(0, i - half), Math.min(profile.length, i + half + 1)),
    ).sort((a, b) => a - b);
    out[i] = around[Math.floor(around.length * 0.8)]!;
  }
  return out;
}

/** Where the strongest dip (a line) lies within reach of a place (QR-frame mm). */
function strongestDip(depth: Float64Array, centreMm: number, reachMm: number): number {
  const half = Math.round(LINE_HALF_MM * PX_PER_MM);
  const index = (mm: number) => Math.round((mm - WINDOW.left) * PX_PER_MM);
  const from = Math.max(half, index(centreMm - reachMm));
  const to = Math.min(depth.length - 1 - half, index(centreMm + reachMm));
  let best = { depth: -Infinity, at: centreMm };
  for (let i = from; i <= to; i++) {
    let sum = 0;
    for (let k = -half; k <= half; k++) sum += depth[i + k]!;
    if (sum > best.depth) best = { depth: sum, at: WINDOW.left + (i + 0.5) / PX_PER_MM };
  }
  return best.at;
}

/** Solves the 3 × 3 normal equations of a least-squares plane b = p0 + p1·x + p2·y. */
function plane(sums: number[]): [number, number, number] | null {
  const [n, sx, sy, sxx, sxy, syy, sb, sxb, syb] = sums as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const det = n * (sxx * syy - sxy * sxy) - sx * (sx * syy - sxy * sy) + sy * (sx * sxy - sxx * sy);
  if (Math.abs(det) < 1e-9) return null;
  const solve = (c0: number, c1: number, c2: number) =>
    (c0 * (sxx * syy - sxy * sxy) - sx * (c1 * syy - sxy * c2) + sy * (c1 * sxy - sxx * c2)) / det;
  const p0 = solve(sb, sxb, syb);
  const p1 =
    (n * (sxb * syy - sxy * syb) - sb * (sx * syy - sxy * sy) + sy * (sx * syb - sxb * sy)) / det;
  const p2 =
    (n * (sxx * syb - sxb * sxy) - sx * (sx * syb - sxb * sy) + sb * (sx * sxy - sxx * sy)) / det;
  return [p0, p1, p2];
}

/**
 * T6, as the server's glareOverLines: the share of a line's band lit by a reflection, i.e.
 * clearly brighter than the membrane (or clipped where a line is, in a window near clipping as
 * a whole). The membrane is a plane fitted to the window away from the lines, so that an even
 * light gradient across the kit is not taken for glare: the map from the QR code's finder
 * patterns is less exact at 640 px than the server's refined corners (a millimetre or two at the
 * window's far end), so the bands are placed where the lines were measured, not where the
 * geometry puts them.
 */
function glare(img: Gray, h: Homography, measured: readonly number[]) {
  const samples: Array<[number, number, number]> = [];
  for (let x = WINDOW.left + 2.5; x <= WINDOW.right - 2.5; x += 1 / PX_PER_MM) {
    if (measured.some((at) => Math.abs(x - at) <= 2)) continue;
    for (let y = WINDOW.top + 2; y <= WINDOW.bottom - 2; y += 1 / PX_PER_MM) {
      samples.push([x, y, sample(img, apply(h, x, y))]);
    }
  }
  // Fit, then fit again without what stands out (specks, a glare spot, a faint third line).
  let fit: [number, number, number] | null = null;
  for (let round = 0; round < 2; round++) {
    const sums = [0, 0, 0, 0, 0, 0, 0, 0, 0];
    for (const [x, y, b] of samples) {
      if (fit && Math.abs(b - (fit[0] + fit[1] * x + fit[2] * y)) > 0.06 * b + 6) continue;
      const s = [1, x, y, x * x, x * y, y * y, b, x * b, y * b];
      for (let k = 0; k < 9; k++) sums[k]! += s[k]!;
    }
    fit = plane(sums) ?? fit;
  }
  const membraneAt = (x: number, y: number) => (fit ? fit[0] + fit[1] * x + fit[2] * y : 0);
  const mid = (WINDOW.top + WINDOW.bottom) / 2;
  const membrane = membraneAt((WINDOW.left + WINDOW.right) / 2, mid);
  const overexposed = membrane >= OVEREXPOSED;
  const halfMm = overexposed ? LINE_CENTRE_MM : GLARE_BAND_MM;
  let worst = 0;
  for (const at of measured) {
    let lit = 0;
    let all = 0;
    for (let x = at - halfMm; x <= at + halfMm; x += 1 / PX_PER_MM) {
      for (let y = WINDOW.top + 1; y <= WINDOW.bottom - 1; y += 1 / PX_PER_MM) {
        const m = membraneAt(x, y);
        const bright = overexposed ? CLIPPED : Math.min(CLIPPED, Math.max(m * 1.08, m + 12));
        all += 1;
        if (sample(img, apply(h, x, y)) >= bright) lit += 1;
      }
    }
    worst = Math.max(worst, all > 0 ? lit / all : 0);
  }
  return { share: worst, membrane, overexposed };
}

const SQRT_2PI = Math.sqrt(2 * Math.PI);

/**
 * Blur along the window's axis as the σ (mm on the kit) of the QR code's black–white edges
 * (the server's edgeSpreadMm, on every other module row): the step from the quiet zone's white
 * to the finder patterns' black over the steepest slope at the module boundaries.
 */
function blurMm(img: Gray, h: Homography, modules: number): number {
  const m = QR_SIZE_MM / modules;
  const at = (u: number, v: number) => sample(img, apply(h, u, v));
  const white: number[] = [];
  for (let t = 0.5; t < QR_SIZE_MM; t += m) white.push(at(-1.2, t), at(t, -1.2));
  const black: number[] = [];
  for (const [cx, cy] of [
    [3.5 * m, 3.5 * m],
    [QR_SIZE_MM - 3.5 * m, 3.5 * m],
    [3.5 * m, QR_SIZE_MM - 3.5 * m],
  ] as const) {
    for (let dx = -0.5 * m; dx <= 0.5 * m; dx += m / 2) {
      for (let dy = -0.5 * m; dy <= 0.5 * m; dy += m / 2) black.push(at(cx + dx, cy + dy));
    }
  }
  const median = (v: number[]) => v.sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  const step = median(white) - median(black);
  if (step < 16) return Infinity;
  const s = m / 6;
  const slopes: number[] = [];
  for (let j = 0; j < modules; j += 2) {
    const v = (j + 0.5) * m;
    const profile: number[] = [];
    for (let u = -m; u <= QR_SIZE_MM + m; u += s) profile.push(at(u, v));
    for (let k = 0; k <= modules; k++) {
      const from = Math.max(1, Math.round((k * m + m / 2) / s));
      const to = Math.min(profile.length - 1, Math.round((k * m + 1.5 * m) / s));
      let steepest = 0;
      for (let i = from; i <= to; i++) {
        steepest = Math.max(steepest, Math.abs(profile[i]! - profile[i - 1]!) / s);
      }
      slopes.push(steepest);
    }
  }
  slopes.sort((a, b) => a - b);
  const g = slopes[Math.floor(slopes.length * 0.9)]!;
  return g > 0 ? step / (g * SQRT_2PI) : Infinity;
}

export type FrameCheckOptions = {
  /** Longest side of the photo that will be sent (px): the frame checked is a copy of it. */
  photoSide?: number;
  /** The last check: the QR code is looked for around where it was first. */
  previous?: FrameCheck | null;
};

/**
 * Checks one frame. The first problem found is the one the person is asked to fix, in the
 * order of FRAME_PROBLEMS; `problem: null` means the reader can see into this frame.
 */
export function checkFrame(frame: FrameImage, options: FrameCheckOptions = {}): FrameCheck {
  const none = { code: null, anchors: null, pxPerMm: null, measures: null };
  const gray = greenOf(frame);
  const found = locate(gray, options.previous?.anchors ?? null);
  if (!found) return { problem: 'find_kit', ...none };
  const { code, h, modules, anchors } = found;
  const a = apply(h, C_LINE_X, 8);
  const b = apply(h, T_LINE_X, 8);
  const pxPerMm = Math.hypot(a.x - b.x, a.y - b.y) / (T_LINE_X - C_LINE_X);
  const seen = { code, anchors, pxPerMm, measures: null };

  const margin = EDGE_MARGIN_MM;
  const inside = [
    apply(h, WINDOW.left - margin, WINDOW.top - margin),
    apply(h, WINDOW.right + margin, WINDOW.top - margin),
    apply(h, WINDOW.right + margin, WINDOW.bottom + margin),
    apply(h, WINDOW.left - margin, WINDOW.bottom + margin),
  ].every((p) => p.x >= 0 && p.y >= 0 && p.x < frame.width && p.y < frame.height);
  if (!inside) return { problem: 'into_frame', ...seen };

  // The photo is the full picture, which the server scales to its working copy.
  const side = Math.max(frame.width, frame.height);
  const photoScale = Math.min(options.photoSide ?? side, SERVER_WORK_SIDE) / side;
  if (pxPerMm < MIN_FRAME_PX_PER_MM || pxPerMm * photoScale < MIN_PHOTO_PX_PER_MM) {
    return { problem: 'closer', ...seen };
  }

  const profile = windowProfile(gray, h);
  const base = baseline(profile);
  const depth = profile.map((v, i) => 1 - v / Math.max(base[i]!, 1));
  const cAt = strongestDip(depth, C_LINE_X, C_SEARCH_MM);
  const tAt = strongestDip(depth, cAt + (T_LINE_X - C_LINE_X), T_SEARCH_MM);
  const baseAt = (mm: number) =>
    base[Math.min(base.length - 1, Math.max(0, Math.round((mm - WINDOW.left) * PX_PER_MM)))]!;
  const lit = glare(gray, h, [cAt, tAt]);
  const measures = {
    membrane: lit.membrane,
    membraneAtLines: Math.min(baseAt(cAt), baseAt(tAt)),
    glareShare: lit.share,
    blurMm: blurMm(gray, h, modules),
  };
  const problem: FrameProblem | null =
    measures.membraneAtLines < TOO_DARK
      ? 'more_light'
      : measures.glareShare > (lit.overexposed ? CLIPPED_SHARE : GLARE_SHARE)
        ? 'tilt'
        : measures.blurMm > BLUR_MAX_MM
          ? 'hold_still'
          : null;
  return { problem, code, anchors, pxPerMm, measures };
}

/** The kit moved less than this (mm on the kit) between two checks: a steady hand. */
const STEADY_MM = 1;

/** Whether the kit stayed put between two checks (its finder patterns moved little). */
export function isSteady(before: FrameCheck | null, now: FrameCheck): boolean {
  if (!before?.anchors || !now.anchors || !now.pxPerMm || before.code !== now.code) return false;
  const moved = Math.max(
    ...now.anchors.map((p, i) => {
      const q = before.anchors![i];
      return q ? Math.hypot(p.x - q.x, p.y - q.y) : Infinity;
    }),
  );
  return moved <= STEADY_MM * now.pxPerMm;
}

/** The code of the QR code in the frame, or null (the presence check, once a second). */
export function qrCodeIn(frame: FrameImage): string | null {
  return locate(greenOf(frame))?.code ?? null;
}
