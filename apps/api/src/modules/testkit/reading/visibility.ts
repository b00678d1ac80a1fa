// T6: can the reader see into the photo? Sharpness is measured on the kit's QR code, whose
// black and white modules give the one edge of known, full contrast beside the window, on the
// same plane; exposure is read off the window's membrane where the lines are measured.
import { apply, type Homography } from '@quit/domain/homography';
import { QR_SIZE_MM } from '@quit/domain/kit-geometry';
import { sample, type Gray } from './pixels';

/** What the reader could see of the kit (stored with the reading for the operator). */
export type Quality = {
  /** Blur as the σ (mm on the kit) of a black–white edge along the window (x) and across it (y). */
  blurMm: { x: number; y: number };
  /** Membrane brightness (0–255, green) in the window, and the darkest of it at the two lines. */
  membrane: number;
  membraneAtLines: number;
  /** Share of the window's inner rows at the measured lines' centres that is clipped white. */
  clippedAtLines: number;
};

const SQRT_2PI = Math.sqrt(2 * Math.PI);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * The blur of the photo at the QR code, as the σ (mm) of a Gaussian that would turn the code's
 * black–white edges into what the photo shows, along the QR frame's x (the window's long axis,
 * the one that smears a line into the membrane) and y. From a step's height H and its steepest
 * slope g: σ = H / (g √(2π)). H is the quiet zone's white less the finder patterns' black (their
 * 3 × 3 module centres stay black under blur up to a module); g is taken at every module
 * boundary as the steepest slope within half a module of it, averaged over the module's middle
 * rows (noise), and the 90th percentile of those stands for the full-contrast edges. Blur beyond
 * about a module flattens the steps further and only grows the estimate.
 */
export function edgeSpreadMm(img: Gray, h: Homography, modules: number): { x: number; y: number } {
  const m = QR_SIZE_MM / modules;
  const at = (u: number, v: number) => sample(img, apply(h, u, v));
  // White: the quiet zone left of and above the symbol; black: the finder patterns' centres.
  const white: number[] = [];
  for (let t = 0.5; t < QR_SIZE_MM; t += m / 2) {
    white.push(at(-1.2, t), at(t, -1.2));
  }
  const black: number[] = [];
  for (const [cx, cy] of [
    [3.5 * m, 3.5 * m],
    [QR_SIZE_MM - 3.5 * m, 3.5 * m],
    [3.5 * m, QR_SIZE_MM - 3.5 * m],
  ] as const) {
    for (let dx = -0.75 * m; dx <= 0.75 * m; dx += m / 4) {
      for (let dy = -0.75 * m; dy <= 0.75 * m; dy += m / 4) black.push(at(cx + dx, cy + dy));
    }
  }
  const step = median(white) - median(black);
  // A code without contrast (dark, or washed out) has no edge to measure: as blurred as can be.
  if (step < 16) return { x: Infinity, y: Infinity };
  const spread = (along: 'x' | 'y') => {
    const s = m / 8;
    const slopes: number[] = [];
    for (let j = 0; j < modules; j++) {
      const profile: number[] = [];
      for (let u = -m; u <= QR_SIZE_MM + m; u += s) {
        let sum = 0;
        for (const dv of [-m / 4, 0, m / 4]) {
          const v = (j + 0.5) * m + dv;
          sum += along === 'x' ? at(u, v) : at(v, u);
        }
        profile.push(sum / 3);
      }
      for (let k = 0; k <= modules; k++) {
        const from = Math.round((k * m + m / 2) / s);
        const to = Math.round((k * m + 1.5 * m) / s);
        let steepest = 0;
        for (let i = Math.max(from, 1); i <= Math.min(to, profile.length - 1); i++) {
          steepest = Math.max(steepest, Math.abs(profile[i]! - profile[i - 1]!) / s);
        }
        slopes.push(steepest);
      }
    }
    slopes.sort((a, b) => a - b);
    const g = slopes[Math.floor(slopes.length * 0.9)]!;
    return g > 0 ? step / (g * SQRT_2PI) : Infinity;
  };
  return { x: spread('x'), y: spread('y') };
}
