// Reads a photo of the kit: finds the QR symbol (jsQR), maps the QR frame (mm) to the photo
// with a homography from the symbol's corners, samples the straightened result window, and
// measures the C and T lines as dips of a brightness profile against the local membrane
// brightness (so uneven light and colour casts cancel). sharp decodes the photo.
import jsQRModule from 'jsqr';
import sharp, { type Sharp } from 'sharp';
import { apply, homography, type Homography, type Point } from '@quit/domain/homography';
import { C_LINE_X, QR_SIZE_MM, T_LINE_X, WINDOW } from '@quit/domain/kit-geometry';
import { classify, C_MIN_DEPTH, REVIEW_BELOW, type Reading } from './classify';
import { sample, type Gray } from './pixels';
import { edgeSpreadMm, type Quality } from './visibility';

// jsqr is CommonJS with `exports.default`: depending on the loader the default import is the
// function or the module object.
const jsQR: typeof jsQRModule =
  typeof jsQRModule === 'function'
    ? jsQRModule
    : (jsQRModule as unknown as { default: typeof jsQRModule }).default;

/** Largest side of the working copy (a phone's 12 MP photo is scaled down first), and of the first QR search. */
const WORK_SIDE = 1600;
const SEARCH_SIDE = 900;
/** Sampling of the straightened window. */
const PX_PER_MM = 8;
/** How far the control line may be from where the geometry puts it (registration error). */
const C_SEARCH_MM = 3.5;
const T_SEARCH_MM = 2.5;
/** Half width over which a line's depth is averaged, and the membrane is looked for. */
const LINE_HALF_MM = 0.3;
const BASELINE_HALF_MM = 2.5;
/** A dip deeper than this away from C and T (beyond STRAY_CLEAR_MM) sends the photo to review. */
const STRAY_DEPTH = 0.06;
const STRAY_CLEAR_MM = 2.5;
const STRAY_EDGE_MM = 3;
/** Fewer photo pixels per millimetre than this and a 1 mm line is too small to measure. */
const MIN_PX_PER_MM = 3;
/** How far a lone T line may be from its place and still measure the perspective error. */
const LONE_LINE_MM = 1.5;
/** Half width of the band around each line in which glare is looked for. */
const GLARE_BAND_MM = 1.5;
/** A share of a line's band this much brighter than the window's membrane is glare over it. */
const GLARE_SHARE = 0.12;
/** A membrane this bright (of 255) is near clipping as a whole: only clipping tells glare. */
const OVEREXPOSED = 245;
/** A sample this bright is clipped: nothing under it can be seen. */
const CLIPPED = 252;
/** Half width of a line's centre, where a present line is always darker than clipping. */
const LINE_CENTRE_MM = 0.4;
/**
 * Membrane darker than this (of 255) where the lines are: too dark to see into
 * (docs/decisions/0062-the-reader-knows-when-it-cannot-see.md).
 * Failed and partial differ by a T/C ratio of 0.12, about 0.05 of depth at the weakest C line:
 * 3.5 grey levels at 70, which a JPEG's rounding in the shadows can flatten.
 */
const TOO_DARK = 70;
/**
 * Blur along the window (σ of an edge, mm on the kit; about 0.55 of a printed module) beyond
 * which the photo goes to review: sharper than every clear photo's, just past where the QR
 * decoder itself gives up (docs/decisions/0062-the-reader-knows-when-it-cannot-see.md).
 */
const BLUR_MAX_MM = 0.35;
/**
 * The place of a line read as absent with this share of it lit LIFTED above the membrane's
 * light is glare over it: a present line only darkens its place, a weak reflection that
 * clips nothing can still wash it out.
 */
const ABSENT_LINE_LIFT = 0.15;
const LIFTED = 0.04;
/** The membrane's light at a place is judged from the membrane farther than this (mm) from it. */
const FAR_MM = 8;
/** The window and this much of its rim must be inside the photo (mm on the kit). */
const WINDOW_MARGIN_MM = 1;

export type PhotoReading = {
  /** null when no kit was found: the photo goes to an operator. */
  result: Reading | null;
  confidence: number;
  needsReview: boolean;
  /** Why the reading is unsure or missing, for the operator. */
  reason:
    | 'ok'
    | 'low_confidence'
    /** A line where none belongs: the window is not where the code says, or not this kit. */
    | 'unexpected_line'
    | 'qr_not_found'
    /** The result window is not (wholly) in the picture. */
    | 'window_outside'
    | 'kit_too_small'
    /** A reflection (glare) over a line's place: the line may be washed out. */
    | 'glare'
    /** Too blurred along the window (shake, motion, focus) to see a line's depth. */
    | 'blurred'
    /** The window is too dark to see a faint line (the camera's noise and rounding swallow it). */
    | 'too_dark'
    /** The window is clipped to white where a line must show (too much light as a whole). */
    | 'overexposed'
    | 'unreadable_image';
  code: string | null;
  lines: { c: number; t: number; noise: number; ratio: number | null } | null;
  /** Photo pixels per millimetre at the QR code. */
  pxPerMm: number | null;
  /** What the reader could see (T6), for the operator and the bench; null when no kit was found. */
  quality: Quality | null;
};

type Rgba = { data: Uint8ClampedArray; width: number; height: number };

async function rgba(image: Sharp): Promise<Rgba> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

function greenOf(img: Rgba): Gray {
  const data = new Uint8Array(img.width * img.height);
  for (let i = 0; i < data.length; i++) data[i] = img.data[i * 4 + 1]!;
  return { data, width: img.width, height: img.height };
}

/** Brightness along the window (one value per 1/PX_PER_MM mm), averaged over its middle rows. */
function windowProfile(img: Gray, h: Homography) {
  const x0 = WINDOW.left;
  const n = Math.round((WINDOW.right - WINDOW.left) * PX_PER_MM);
  const mid = (WINDOW.top + WINDOW.bottom) / 2;
  const halfRows = (WINDOW.bottom - WINDOW.top) * 0.3 * PX_PER_MM;
  const profile = new Float64Array(n);
  const column: number[] = [];
  for (let i = 0; i < n; i++) {
    column.length = 0;
    const x = x0 + (i + 0.5) / PX_PER_MM;
    for (let j = -halfRows; j <= halfRows; j++) {
      column.push(sample(img, apply(h, x, mid + j / PX_PER_MM)));
    }
    // Trimmed mean: a speck or a glint on a few rows does not move the line.
    column.sort((a, b) => a - b);
    const cut = Math.floor(column.length * 0.15);
    let sum = 0;
    for (let k = cut; k < column.length - cut; k++) sum += column[k]!;
    profile[i] = sum / (column.length - 2 * cut);
  }
  return { profile, x0 };
}

/** Membrane brightness around each position: a high percentile over ±BASELINE_HALF_MM. */
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

function strongestDip(depth: Float64Array, x0: number, centreMm: number, reachMm: number) {
  const half = Math.round(LINE_HALF_MM * PX_PER_MM);
  const from = Math.max(half, Math.round((centreMm - reachMm - x0) * PX_PER_MM));
  const to = Math.min(depth.length - 1 - half, Math.round((centreMm + reachMm - x0) * PX_PER_MM));
  let best = { depth: -Infinity, at: centreMm };
  for (let i = from; i <= to; i++) {
    let sum = 0;
    for (let k = -half; k <= half; k++) sum += depth[i + k]!;
    const d = sum / (2 * half + 1);
    if (d > best.depth) best = { depth: d, at: x0 + (i + 0.5) / PX_PER_MM };
  }
  return best;
}

/** Noise of one line measurement: spread of the depth away from both lines, scaled to the line's averaging. */
/** The strongest dip in the window away from both lines, their places and the window's edges. */
function strayDip(
  depth: Float64Array,
  x0: number,
  cAt: number,
  tAt: number,
  rim: { left: number; right: number },
): number {
  const half = Math.round(LINE_HALF_MM * PX_PER_MM);
  let worst = 0;
  for (let i = half; i < depth.length - half; i++) {
    const x = x0 + (i + 0.5) / PX_PER_MM;
    const nearLine = [cAt, tAt].some((at) => Math.abs(x - at) < STRAY_CLEAR_MM);
    // Where the geometry puts the lines, within the registration error (C may be absent).
    const nearPlace = [C_LINE_X, T_LINE_X].some((at) => Math.abs(x - at) < C_SEARCH_MM + 0.5);
    if (nearLine || nearPlace) continue;
    // The window's rim, within the registration error at the window's far end.
    if (x < rim.left + STRAY_EDGE_MM || x > rim.right - STRAY_EDGE_MM) continue;
    let sum = 0;
    for (let k = -half; k <= half; k++) sum += depth[i + k]!;
    worst = Math.max(worst, sum / (2 * half + 1));
  }
  return worst;
}

function lineNoise(depth: Float64Array, x0: number, cAt: number, tAt: number): number {
  const rest: number[] = [];
  for (let i = 1; i < depth.length; i++) {
    const x = x0 + (i + 0.5) / PX_PER_MM;
    if (Math.abs(x - cAt) < 2 || Math.abs(x - tAt) < 2) continue;
    if (x < WINDOW.left + 1.5 || x > WINDOW.right - 1.5) continue;
    rest.push(Math.abs(depth[i]! - depth[i - 1]!));
  }
  rest.sort((a, b) => a - b);
  const mad = rest[Math.floor(rest.length / 2)] ?? 0;
  // Median |difference| of neighbours → σ of one sample (÷ 0.954), averaged over the line width.
  const sigma = mad / 0.954;
  return sigma / Math.sqrt(2 * Math.round(LINE_HALF_MM * PX_PER_MM) + 1);
}

/**
 * T6: how much of each line's band is lit by a reflection: the share of its samples that are
 * clearly brighter than the membrane elsewhere in the window (or clipped). A smooth light
 * gradient moves the whole window together; a glare spot lifts a patch of it and washes out
 * whatever line lies there, so the reading would look confident and be wrong.
 */
/**
 * The membrane's light over the window as a plane v = a + b·x + c·y, fitted by least squares
 * and again without the samples beyond 2.5 σ of the noise from it (a glare spot spilling onto
 * the membrane would otherwise lift the plane and hide itself). The median where too few.
 */
function lightPlane(
  samples: ReadonlyArray<{ x: number; y: number; v: number }>,
  fallback: number,
): (x: number, y: number) => number {
  let plane: ((x: number, y: number) => number) | null = null;
  let kept = samples;
  for (let round = 0; round < 4; round++) {
    if (kept.length < 10) break;
    plane = fitPlane(kept);
    const fit = plane;
    const residuals = kept.map((s) => Math.abs(s.v - fit(s.x, s.y))).sort((a, b) => a - b);
    // 2.5 σ of the noise (from the median absolute residual), at least 3 levels.
    const limit = Math.max(3, 2.5 * 1.4826 * residuals[Math.floor(residuals.length / 2)]!);
    kept = kept.filter((s) => Math.abs(s.v - fit(s.x, s.y)) <= limit);
  }
  return plane ?? (() => fallback);
}

function fitPlane(
  samples: ReadonlyArray<{ x: number; y: number; v: number }>,
): (x: number, y: number) => number {
  const n = samples.length;
  let [mx, my, mv] = [0, 0, 0];
  for (const s of samples) [mx, my, mv] = [mx + s.x / n, my + s.y / n, mv + s.v / n];
  let [sxx, sxy, syy, sxv, syv] = [0, 0, 0, 0, 0];
  for (const s of samples) {
    const [dx, dy, dv] = [s.x - mx, s.y - my, s.v - mv];
    [sxx, sxy, syy, sxv, syv] = [
      sxx + dx * dx,
      sxy + dx * dy,
      syy + dy * dy,
      sxv + dx * dv,
      syv + dy * dv,
    ];
  }
  const det = sxx * syy - sxy * sxy;
  if (Math.abs(det) < 1e-9) return () => mv;
  const b = (sxv * syy - syv * sxy) / det;
  const c = (syv * sxx - sxv * sxy) / det;
  return (x, y) => mv + b * (x - mx) + c * (y - my);
}

function glareOverLines(
  img: Gray,
  h: Homography,
  measured: readonly number[],
): {
  share: number;
  membrane: number;
  clippedAtLines: number;
  lift: (at: number) => number;
} {
  const rows: number[] = [];
  for (let y = WINDOW.top + 1; y <= WINDOW.bottom - 1; y += 1 / PX_PER_MM) rows.push(y);
  const membrane: number[] = [];
  const around: Array<{ x: number; y: number; v: number }> = [];
  for (let x = WINDOW.left + 1.5; x <= WINDOW.right - 1.5; x += 1 / PX_PER_MM) {
    const nearLine = [...measured, C_LINE_X, T_LINE_X].some(
      (at) => Math.abs(x - at) <= GLARE_BAND_MM + 1.5,
    );
    if (nearLine) continue;
    for (const y of rows) {
      const v = sample(img, apply(h, x, y));
      membrane.push(v);
      around.push({ x, y, v });
    }
  }
  membrane.sort((a, b) => a - b);
  const median = membrane[Math.floor(membrane.length / 2)] ?? 0;
  // The membrane's light as a plane over the window: a light falling off across the photo
  // brightens one end of the window without any reflection on it.
  const light = lightPlane(around, median);
  // Clipped where a line is (or should be): whatever line lies there cannot be seen, in a
  // glare spot or in a window too bright as a whole. Else: a patch clearly brighter than the
  // membrane's light there (a reflection the exposure did not clip).
  const bright = (x: number, y: number) => {
    if (median >= OVEREXPOSED) return CLIPPED;
    const m = light(x, y);
    return Math.min(CLIPPED, Math.max(m * 1.08, m + 12));
  };
  // In a window near clipping only where the lines were measured: a documented place a little
  // beside a measured line is clipped membrane there, not glare.
  const places = median >= OVEREXPOSED ? measured : [...measured, C_LINE_X, T_LINE_X];
  let worst = 0;
  let clippedAtLines = 0;
  for (const at of measured) {
    let clipped = 0;
    let all = 0;
    for (let x = at - LINE_CENTRE_MM; x <= at + LINE_CENTRE_MM; x += 1 / PX_PER_MM) {
      for (const y of rows) {
        all += 1;
        if (sample(img, apply(h, x, y)) >= CLIPPED) clipped += 1;
      }
    }
    clippedAtLines = Math.max(clippedAtLines, all > 0 ? clipped / all : 0);
  }
  for (const at of places) {
    const halfMm = median >= OVEREXPOSED ? LINE_CENTRE_MM : GLARE_BAND_MM;
    let lit = 0;
    let all = 0;
    for (let x = at - halfMm; x <= at + halfMm; x += 1 / PX_PER_MM) {
      for (const y of rows) {
        all += 1;
        if (sample(img, apply(h, x, y)) >= bright(x, y)) lit += 1;
      }
    }
    worst = Math.max(worst, all > 0 ? lit / all : 0);
  }
  /**
   * The share of the band around `at`, in cells of 0.5 × 1 mm (their mean calms the noise),
   * lit above the membrane's light there by LIFTED or more.
   */
  const lift = (at: number) => {
    // The light there as the membrane away from it says (a spot lifts its surroundings too).
    const far = around.filter((s) => Math.abs(s.x - at) > FAR_MM);
    const lightThere = far.length >= 10 ? lightPlane(far, median) : light;
    let lifted = 0;
    let cells = 0;
    for (let x = at - GLARE_BAND_MM; x < at + GLARE_BAND_MM; x += 0.5) {
      for (let y = WINDOW.top + 1; y < WINDOW.bottom - 1; y += 1) {
        let sum = 0;
        let all = 0;
        for (let dx = 0; dx < 0.5; dx += 1 / PX_PER_MM) {
          for (let dy = 0; dy < 1; dy += 1 / PX_PER_MM) {
            sum += sample(img, apply(h, x + dx, y + dy));
            all += 1;
          }
        }
        const m = lightThere(x + 0.25, y + 0.5);
        cells += 1;
        // Near clipping, a reflection can only lift the membrane to white: part of what is left.
        const margin = Math.max(3, Math.min(Math.max(LIFTED * m, 6), 0.4 * (255 - m)));
        if (sum / all >= Math.min(CLIPPED, m + margin)) lifted += 1;
      }
    }
    return cells > 0 ? lifted / cells : 0;
  };
  return { share: worst, membrane: median, clippedAtLines, lift };
}

function noKit(reason: PhotoReading['reason']): PhotoReading {
  return {
    result: null,
    confidence: 0,
    needsReview: true,
    reason,
    code: null,
    lines: null,
    pxPerMm: null,
    quality: null,
  };
}

/**
 * Finds the QR symbol: first on a small copy (fast, and averaging calms sensor noise), then on
 * the working copy, then on a median-filtered one. Corners come back in working-copy pixels.
 */
async function locate(bytes: Buffer) {
  const work = await rgba(
    sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(WORK_SIDE, WORK_SIDE, { fit: 'inside', withoutEnlargement: true }),
  );
  const raw = { raw: { width: work.width, height: work.height, channels: 4 as const } };
  const attempts: Array<() => Promise<{ img: Rgba; factor: number }>> = [
    async () => {
      const small = await rgba(
        sharp(work.data, raw).resize(SEARCH_SIDE, SEARCH_SIDE, {
          fit: 'inside',
          withoutEnlargement: true,
        }),
      );
      return { img: small, factor: work.width / small.width };
    },
    async () => ({ img: work, factor: 1 }),
    async () => ({ img: await rgba(sharp(work.data, raw).median(3)), factor: 1 }),
  ];
  for (const attempt of attempts) {
    const { img, factor } = await attempt();
    const qr = jsQR(img.data, img.width, img.height, { inversionAttempts: 'dontInvert' });
    if (!qr) continue;
    const scale = (p: Point): Point => ({ x: p.x * factor, y: p.y * factor });
    const l = qr.location;
    const coarse = [l.topLeftCorner, l.topRightCorner, l.bottomRightCorner, l.bottomLeftCorner].map(
      scale,
    );
    // Corners found on the small copy are a pixel or two off, which the 40 mm to the end of the
    // window multiplies: find them again on a crop of the working copy.
    const corners = factor > 1 ? ((await refine(work, coarse, qr.data)) ?? coarse) : coarse;
    return { code: qr.data, modules: 17 + 4 * qr.version, corners, gray: greenOf(work) };
  }
  return null;
}

async function refine(work: Rgba, coarse: Point[], code: string): Promise<Point[] | null> {
  const xs = coarse.map((p) => p.x);
  const ys = coarse.map((p) => p.y);
  const margin =
    0.5 * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const left = Math.max(0, Math.floor(Math.min(...xs) - margin));
  const top = Math.max(0, Math.floor(Math.min(...ys) - margin));
  const width = Math.min(work.width, Math.ceil(Math.max(...xs) + margin)) - left;
  const height = Math.min(work.height, Math.ceil(Math.max(...ys) + margin)) - top;
  if (width < 8 || height < 8) return null;
  const crop = await rgba(
    sharp(work.data, { raw: { width: work.width, height: work.height, channels: 4 } }).extract({
      left,
      top,
      width,
      height,
    }),
  );
  const qr = jsQR(crop.data, crop.width, crop.height, { inversionAttempts: 'dontInvert' });
  if (!qr || qr.data !== code) return null;
  const l = qr.location;
  return [l.topLeftCorner, l.topRightCorner, l.bottomRightCorner, l.bottomLeftCorner].map((p) => ({
    x: p.x + left,
    y: p.y + top,
  }));
}

/**
 * Where the window's ends are, in QR-frame mm. The code's corners place the window well, but
 * under strong perspective a small error in them grows with the distance from the code, out to
 * the window's far end 40 mm away. When both lines are clearly there and agree with each other,
 * T's place measures that growth as a scale about the code's centre (limited to ±20 %), which
 * moves the ends with it, so the window's rim is not taken for a stray line. A lone line (only
 * T: invalid; only C: failed) counts only within LONE_LINE_MM of its place; farther, it may be
 * a line in the wrong place, and the ends stay where they are.
 */
function rimAt(c: { depth: number; at: number }, t: { depth: number; at: number }) {
  const nominal = { left: WINDOW.left, right: WINDOW.right };
  const centre = QR_SIZE_MM / 2;
  const hasC = c.depth >= C_MIN_DEPTH;
  let scale: number;
  if (t.depth >= 2 * STRAY_DEPTH) {
    scale = (t.at - centre) / (T_LINE_X - centre);
    if (hasC && Math.abs(centre + (C_LINE_X - centre) * scale - c.at) > 1) return nominal;
    if (!hasC && Math.abs(t.at - T_LINE_X) > LONE_LINE_MM) return nominal;
  } else if (hasC && Math.abs(c.at - C_LINE_X) <= LONE_LINE_MM) {
    scale = (c.at - centre) / (C_LINE_X - centre);
  } else {
    return nominal;
  }
  if (scale < 0.8 || scale > 1.2) return nominal;
  // The exclusions cover both the nominal and the measured place of each end.
  return {
    left: Math.max(WINDOW.left, centre + (WINDOW.left - centre) * scale),
    right: Math.min(WINDOW.right, centre + (WINDOW.right - centre) * scale),
  };
}

export async function readPhoto(bytes: Buffer): Promise<PhotoReading> {
  let found;
  try {
    found = await locate(bytes);
  } catch {
    // Not an image sharp can decode (or a corrupt one).
    return noKit('unreadable_image');
  }
  if (!found) return noKit('qr_not_found');
  const { code, modules, corners, gray } = found;
  const h = homography(
    [
      { x: 0, y: 0 },
      { x: QR_SIZE_MM, y: 0 },
      { x: QR_SIZE_MM, y: QR_SIZE_MM },
      { x: 0, y: QR_SIZE_MM },
    ],
    corners,
  );
  const a = apply(h, C_LINE_X, 8);
  const b = apply(h, T_LINE_X, 8);
  const pxPerMm = Math.hypot(a.x - b.x, a.y - b.y) / (T_LINE_X - C_LINE_X);
  if (pxPerMm < MIN_PX_PER_MM) return { ...noKit('kit_too_small'), code, pxPerMm };
  const [left, top, right, bottom] = [
    WINDOW.left - WINDOW_MARGIN_MM,
    WINDOW.top - WINDOW_MARGIN_MM,
    WINDOW.right + WINDOW_MARGIN_MM,
    WINDOW.bottom + WINDOW_MARGIN_MM,
  ];
  const windowCorners = [
    apply(h, left, top),
    apply(h, right, top),
    apply(h, right, bottom),
    apply(h, left, bottom),
  ];
  const inside = (p: Point) => p.x >= 0 && p.y >= 0 && p.x < gray.width && p.y < gray.height;
  if (!windowCorners.every(inside)) return { ...noKit('window_outside'), code, pxPerMm };

  const { profile, x0 } = windowProfile(gray, h);
  const base = baseline(profile);
  const depth = profile.map((v, i) => 1 - v / Math.max(base[i]!, 1));
  const c = strongestDip(depth, x0, C_LINE_X, C_SEARCH_MM);
  const t = strongestDip(depth, x0, c.at + (T_LINE_X - C_LINE_X), T_SEARCH_MM);
  const noise = lineNoise(depth, x0, c.at, t.at);
  const { result, confidence, ratio } = classify({ c: c.depth, t: t.depth, noise });
  const stray = strayDip(depth, x0, c.at, t.at, rimAt(c, t)) > STRAY_DEPTH;
  // T6: can the reader see into the window? Glare over where the lines were measured, blur
  // along the window, a window too dark, or clipped white where a line must show.
  const lit = glareOverLines(gray, h, [c.at, t.at]);
  const at = (mm: number) =>
    base[Math.min(base.length - 1, Math.max(0, Math.round((mm - x0) * PX_PER_MM)))]!;
  const quality: Quality = {
    blurMm: edgeSpreadMm(gray, h, modules),
    membrane: lit.membrane,
    membraneAtLines: Math.min(at(c.at), at(t.at)),
    clippedAtLines: lit.clippedAtLines,
  };
  // A line read as absent (C of an invalid reading, T of a failed one) whose place is lit
  // above the membrane: a reflection too weak to clip, but enough to wash a line out.
  const absent =
    result === 'invalid' ? [c.at, C_LINE_X] : result === 'failed' ? [t.at, T_LINE_X] : [];
  const washedOut = absent.some((place) => lit.lift(place) > ABSENT_LINE_LIFT);
  const unseen = cannotSee(quality, washedOut ? 1 : lit.share);
  const needsReview = unseen !== null || stray || confidence < REVIEW_BELOW;
  return {
    result,
    confidence: unseen ? Math.min(confidence, REVIEW_BELOW / 2) : confidence,
    needsReview,
    reason: unseen ?? (stray ? 'unexpected_line' : needsReview ? 'low_confidence' : 'ok'),
    code,
    lines: { c: c.depth, t: t.depth, noise, ratio },
    pxPerMm,
    quality,
  };
}

/** Why the reader cannot see into the window (T6), or null when it can. */
function cannotSee(q: Quality, glareShare: number): PhotoReading['reason'] | null {
  // In the dark the code's edges drown in noise, and blur and glare measure the noise.
  if (q.membraneAtLines < TOO_DARK) return 'too_dark';
  // Blur spreads light into a glare's band and dark into the lines': blur first.
  if (q.blurMm.x > BLUR_MAX_MM) return 'blurred';
  if (glareShare > GLARE_SHARE) return q.membrane >= OVEREXPOSED ? 'overexposed' : 'glare';
  return null;
}
