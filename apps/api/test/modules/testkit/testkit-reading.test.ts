import { readFile } from 'node:fs/promises';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  classify,
  FAILED_BELOW,
  PASSED_FROM,
  REVIEW_BELOW,
} from '../../../src/modules/testkit/reading/classify';
import { apply, homography } from '@quit/domain/homography';
import { C_LINE_X, QR_ORIGIN_ON_CASSETTE, T_LINE_X } from '@quit/domain/kit-geometry';
import { readPhoto } from '../../../src/modules/testkit/reading/read-photo';
import {
  random,
  randomParams,
  renderPhoto,
  truthOf,
  type PhotoParams,
} from '@quit/test-support/synthetic-photo';

/** A photo with middling conditions; `over` moves it to harder ones. */
function params(lines: PhotoParams['lines'], over: Partial<PhotoParams> = {}): PhotoParams {
  return {
    ...randomParams(random(42), lines),
    code: 'QP-7K3M9X2A',
    rotation: 17,
    tiltX: 12,
    tiltY: -15,
    scale: 0.6,
    offsetX: 0,
    offsetY: 0,
    blurSigma: 1,
    noiseSigma: 4,
    lightLow: 0.6,
    lightHigh: 1.05,
    lightAngle: 0.7,
    warmth: 0.08,
    jpegQuality: 70,
    ...over,
  };
}

/** The journeys' live camera: a steady kit, square to it, in bright even light. */
const bright = {
  rotation: 4,
  tiltX: 0,
  tiltY: 0,
  scale: 0.62,
  blurSigma: 0,
  noiseSigma: 1,
  lightLow: 0.95,
  lightHigh: 1.05,
  warmth: 0,
  jpegQuality: 95,
} as const;

describe('reading a photo of the kit (decisions T2, T3)', () => {
  const cases = [
    { truth: 'passed', lines: { c: 0.9, t: 0.8 }, over: {} },
    { truth: 'passed', lines: { c: 0.6, t: 0.5 }, over: { rotation: -29, jpegQuality: 50 } },
    { truth: 'failed', lines: { c: 0.9, t: 0 }, over: {} },
    { truth: 'failed', lines: { c: 0.7, t: 0.02 }, over: { tiltX: -24, lightLow: 0.45 } },
    { truth: 'partial', lines: { c: 0.9, t: 0.27 }, over: {} },
    { truth: 'partial', lines: { c: 0.6, t: 0.2 }, over: { blurSigma: 1.8, noiseSigma: 7 } },
    { truth: 'invalid', lines: { c: 0, t: 0 }, over: {} },
    { truth: 'invalid', lines: { c: 0, t: 0.9 }, over: { rotation: 25 } },
    // Bright, even light square to the camera (the membrane near white, as a live camera sees
    // it in a well-lit room): no glare is taken for one.
    { truth: 'passed', lines: { c: 0.9, t: 0.8 }, over: { ...bright } },
    { truth: 'failed', lines: { c: 0.9, t: 0 }, over: { ...bright } },
    { truth: 'partial', lines: { c: 0.8, t: 0.24 }, over: { ...bright } },
  ] as const;

  for (const [i, { truth, lines, over }] of cases.entries()) {
    it(`reads ${truth} (C ${lines.c}, T ${lines.t}) with confidence, no review`, async () => {
      const p = params(lines, over);
      expect(truthOf(lines)).toBe(truth);
      const reading = await readPhoto(await renderPhoto(p, i + 1));
      expect(reading.code).toBe('QP-7K3M9X2A');
      expect(reading.result).toBe(truth);
      expect(reading.confidence).toBeGreaterThanOrEqual(REVIEW_BELOW);
      expect(reading.needsReview).toBe(false);
    });
  }

  // T6: a reflection over a line washes it out; read as it looks, a passed kit would be
  // "failed" (T gone) and any kit "invalid" (C gone), with full confidence. The reader sees the
  // glare and sends the photo to an operator instead.
  for (const [i, { truth, lines, on }] of [
    { truth: 'passed', lines: { c: 0.9, t: 0.8 }, on: 'test' },
    { truth: 'partial', lines: { c: 0.9, t: 0.27 }, on: 'test' },
    { truth: 'passed', lines: { c: 0.7, t: 0.6 }, on: 'control' },
    { truth: 'failed', lines: { c: 0.9, t: 0 }, on: 'control' },
  ].entries()) {
    it(`sends ${truth} with glare over the ${on} line to review, with low confidence`, async () => {
      const lineX = QR_ORIGIN_ON_CASSETTE.x + (on === 'test' ? T_LINE_X : C_LINE_X);
      const glare = { x: lineX + 0.5, y: 13, radius: 3.5, strength: 0.9 };
      const reading = await readPhoto(await renderPhoto(params(lines, { glare }), 20 + i));
      expect(reading.needsReview).toBe(true);
      expect(reading.reason).toBe('glare');
      expect(reading.confidence).toBeLessThan(REVIEW_BELOW);
    });
  }

  it('decides a passed kit as a camera in bright light takes it (membrane clipped flat)', async () => {
    // Taken by the app in Chromium from its fake camera (the journeys' kit video): the membrane
    // is clipped to white with no noise left, the lines are clear.
    const photo = await readFile(path.join(import.meta.dirname, 'fixtures', 'camera-passed.jpg'));
    const reading = await readPhoto(photo);
    expect(reading).toMatchObject({ result: 'passed', needsReview: false, reason: 'ok' });
  });

  it('still decides a kit whose glare lies away from the window', async () => {
    const glare = { x: 70, y: 24, radius: 3, strength: 1 };
    const reading = await readPhoto(await renderPhoto(params({ c: 0.9, t: 0.8 }, { glare }), 30));
    expect(reading).toMatchObject({ result: 'passed', needsReview: false, reason: 'ok' });
  });

  it('sends a T line between two bands to review rather than deciding it', async () => {
    // T/C = 0.55 × 0.6 / 0.6: right on the passed/partial limit.
    const reading = await readPhoto(await renderPhoto(params({ c: 0.6, t: 0.6 * PASSED_FROM }), 9));
    expect(reading.result === 'passed' || reading.result === 'partial').toBe(true);
    expect(reading.needsReview).toBe(true);
    expect(reading.reason).toBe('low_confidence');
  });

  it('sends a photo with the result window cut off to review instead of reading "invalid"', async () => {
    const full = await renderPhoto(
      params({ c: 0.9, t: 0.8 }, { rotation: 0, tiltX: 0, tiltY: 0 }),
      11,
    );
    const meta = await sharp(full).metadata();
    // Keep the left 55 %: the QR code is in, the window's far end is not.
    const cut = await sharp(full)
      .extract({ left: 0, top: 0, width: Math.round(meta.width! * 0.55), height: meta.height! })
      .jpeg()
      .toBuffer();
    expect(await readPhoto(cut)).toMatchObject({
      result: null,
      needsReview: true,
      reason: 'window_outside',
      code: 'QP-7K3M9X2A',
    });
  });

  it('sends a photo without a kit, and bytes that are no image, to review', async () => {
    const empty = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 120, g: 110, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    expect(await readPhoto(empty)).toMatchObject({
      result: null,
      needsReview: true,
      reason: 'qr_not_found',
    });
    expect(await readPhoto(Buffer.from('not an image'))).toMatchObject({
      result: null,
      needsReview: true,
      reason: 'unreadable_image',
    });
  });

  /**
   * A kit made by someone else from docs/test-kit.md alone: another cassette size, a version 1
   * QR code, dark red lines, drawn upside down on a phone-sized PNG by sharp's own rotation and
   * resizing (none of the synthetic-photo pipeline).
   */
  async function thirdPartyPhoto(t: number, c = 1, shift = 0): Promise<Buffer> {
    const qr = QRCode.create('QP-ABCDEFGH', { errorCorrectionLevel: 'Q', version: 1 });
    const n = qr.modules.size;
    const m = 16 / n;
    let modules = '';
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) {
        if (qr.modules.data[y * n + x])
          modules += `<rect x="${x * m}" y="${y * m}" width="${m}" height="${m}"/>`;
      }
    }
    const red = (s: number) => `rgb(${255 - s * 75},${255 - s * 215},${255 - s * 205})`;
    // QR frame origin at (8, 10) on a 95 × 40 mm cassette.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1140" height="480" viewBox="0 0 95 40">
      <rect width="95" height="40" rx="5" fill="#e6e9ee"/>
      <g transform="translate(8 10)">
        <rect x="-3" y="-3" width="22" height="22" fill="#fff"/>
        <g fill="#111">${modules}</g>
        <rect x="23" y="3" width="34" height="10" fill="#fff"/>
        ${c > 0 ? `<rect x="${30.5 + shift}" y="3" width="1" height="10" fill="${red(c)}"/>` : ''}
        ${t > 0 ? `<rect x="${42.5 + shift}" y="3" width="1" height="10" fill="${red(t)}"/>` : ''}
      </g></svg>`;
    const kit = await sharp(Buffer.from(svg))
      .rotate(172, { background: '#5a4a3a' })
      .resize(1900)
      .png()
      .toBuffer();
    return sharp({ create: { width: 3000, height: 2250, channels: 3, background: '#5a4a3a' } })
      .composite([{ input: kit, left: 500, top: 700 }])
      .linear(0.8, 10)
      .blur(1.2)
      .png()
      .toBuffer();
  }

  it('reads kits made and photographed elsewhere from the document alone', async () => {
    const expectations = [
      [0.85, 'passed'],
      [0.3, 'partial'],
      [0, 'failed'],
    ] as const;
    for (const [t, result] of expectations) {
      const reading = await readPhoto(await thirdPartyPhoto(t));
      expect(reading, `T ${t}`).toMatchObject({ code: 'QP-ABCDEFGH', result, needsReview: false });
    }
    expect(await readPhoto(await thirdPartyPhoto(0.8, 0))).toMatchObject({ result: 'invalid' });
  });

  it('sends a kit whose lines are not where the document puts them to review', async () => {
    // Lines 6 mm to the right: no C where it belongs, which alone would read "invalid".
    const reading = await readPhoto(await thirdPartyPhoto(0.8, 1, 6));
    expect(reading).toMatchObject({ needsReview: true, reason: 'unexpected_line' });
  });
});

describe('classifying line strengths', () => {
  it('puts the T/C ratio into the classes of T2 and is least sure at the limits', () => {
    const at = (ratio: number) => classify({ c: 0.5, t: 0.5 * ratio, noise: 0.005 });
    expect(at(0).result).toBe('failed');
    expect(at(0.3).result).toBe('partial');
    expect(at(0.9).result).toBe('passed');
    expect(classify({ c: 0.02, t: 0.4, noise: 0.005 }).result).toBe('invalid');
    expect(at(FAILED_BELOW + 0.001).confidence).toBeLessThan(0.6);
    expect(at(PASSED_FROM - 0.001).confidence).toBeLessThan(0.6);
    expect(at(0.9).confidence).toBeGreaterThan(0.99);
    // More noise, less confidence.
    expect(classify({ c: 0.5, t: 0.3, noise: 0.05 }).confidence).toBeLessThan(at(0.6).confidence);
  });
});

describe('homography', () => {
  it('maps the four points it was made from and keeps straight lines straight', () => {
    const from = [
      { x: 0, y: 0 },
      { x: 16, y: 0 },
      { x: 16, y: 16 },
      { x: 0, y: 16 },
    ];
    const to = [
      { x: 100, y: 120 },
      { x: 300, y: 90 },
      { x: 320, y: 330 },
      { x: 80, y: 300 },
    ];
    const h = homography(from, to);
    for (let i = 0; i < 4; i++) {
      expect(apply(h, from[i]!.x, from[i]!.y).x).toBeCloseTo(to[i]!.x, 6);
      expect(apply(h, from[i]!.x, from[i]!.y).y).toBeCloseTo(to[i]!.y, 6);
    }
    const [a, b, mid] = [apply(h, 0, 0), apply(h, 40, 40), apply(h, 20, 20)];
    const cross = (b.x - a.x) * (mid.y - a.y) - (b.y - a.y) * (mid.x - a.x);
    expect(Math.abs(cross)).toBeLessThan(1e-6);
  });
});
