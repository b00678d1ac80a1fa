// From line strengths to a result (decisions T2, T3). Pure: no pixels here.

export type Reading = 'passed' | 'failed' | 'partial' | 'invalid';

/** A control line weaker than this (share of the membrane's brightness it removes) is absent. */
export const C_MIN_DEPTH = 0.08;
/** T/C strength ratio: below → no T line (failed); from PASSED_FROM → T line visible (passed); between → faint (partial). */
export const FAILED_BELOW = 0.12;
export const PASSED_FROM = 0.55;
/** Below this confidence a reading goes to an operator. */
export const REVIEW_BELOW = 0.9;
/** Error of a measured depth that is not noise (print, compression, registration). */
const SYSTEMATIC_DEPTH = 0.012;
const SYSTEMATIC_RATIO = 0.03;

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error < 1.5e-7). */
export function phi(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-(z * z) / 2);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

export type LineStrengths = {
  /** Depth of the control and test lines: 1 − line brightness / membrane brightness. */
  c: number;
  t: number;
  /** Standard deviation of one depth measurement from the photo's noise. */
  noise: number;
};

export type Classified = { result: Reading; confidence: number; ratio: number | null };

export function classify({ c, t, noise }: LineStrengths): Classified {
  const depthSigma = Math.hypot(noise, SYSTEMATIC_DEPTH);
  const cPresent = phi((c - C_MIN_DEPTH) / depthSigma);
  if (c < C_MIN_DEPTH) return { result: 'invalid', confidence: 1 - cPresent, ratio: null };
  const ratio = Math.max(0, t) / c;
  const ratioSigma = Math.hypot((noise * Math.hypot(1, ratio)) / c, SYSTEMATIC_RATIO);
  const result: Reading =
    ratio < FAILED_BELOW ? 'failed' : ratio >= PASSED_FROM ? 'passed' : 'partial';
  const margin =
    result === 'failed'
      ? FAILED_BELOW - ratio
      : result === 'passed'
        ? ratio - PASSED_FROM
        : Math.min(ratio - FAILED_BELOW, PASSED_FROM - ratio);
  return { result, confidence: cPresent * phi(margin / ratioSigma), ratio };
}
