// The guidance's check on frames drawn by the repo's kit generator (packages/test-support), cut
// down to 640 px as the capture step does: each condition gives its own instruction.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  glareOver,
  random,
  randomParams,
  renderPhoto,
  type PhotoParams,
} from '@quit/test-support/synthetic-photo';
import { checkFrame, isSteady } from './frame-check';

const CODE = 'QP-ABCDEFGH';

/** A steady, well-lit kit square to the camera (as the journeys' fake camera shows it). */
function kit(over: Partial<PhotoParams> = {}): PhotoParams {
  return {
    ...randomParams(random(11), { c: 0.9, t: 0.85 }),
    code: CODE,
    width: 1280,
    height: 720,
    rotation: 4,
    tiltX: 0,
    tiltY: 0,
    scale: 0.62,
    offsetX: 0,
    offsetY: 0,
    blurSigma: 0,
    noiseSigma: 1,
    lightLow: 0.95,
    lightHigh: 1.05,
    warmth: 0,
    jpegQuality: 92,
    mirrored: false,
    ...over,
  };
}

/** The photo, scaled down so its longest side is 640 px, as RGBA ImageData. */
async function frame(params: PhotoParams, side = 640) {
  const jpeg = await renderPhoto(params, 3);
  const { data, info } = await sharp(jpeg)
    .resize(side, side, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}

const photoSide = 1280;

describe('checkFrame', () => {
  it('lets a clear frame through and reads the kit code', async () => {
    const check = checkFrame(await frame(kit()), { photoSide });
    expect(check.problem).toBeNull();
    expect(check.code).toBe(CODE);
    expect(check.pxPerMm).toBeGreaterThan(4);
  });

  it('asks to tilt the kit away from the light when glare lies over a line', async () => {
    for (const [on, seed] of [
      ['test', 3],
      ['control', 5],
    ] as const) {
      const glare = { ...glareOver(on, random(seed)), strength: 0.8 };
      const check = checkFrame(await frame(kit({ glare })), { photoSide });
      expect(check.problem, on).toBe('tilt');
    }
  });

  it('asks for more light in a dim room', async () => {
    const dim = kit({ lightLow: 0.22, lightHigh: 0.26, noiseSigma: 4 });
    expect(checkFrame(await frame(dim), { photoSide }).problem).toBe('more_light');
  });

  it('asks to bring the whole window into the picture', async () => {
    const check = checkFrame(await frame(kit({ offsetX: 0.38 })), { photoSide });
    expect(check.code).toBe(CODE);
    expect(check.problem).toBe('into_frame');
  });

  it('asks to come closer when the photo would be too coarse for the lines', async () => {
    // The same frame, but the camera gives only 640 px: too few pixels per millimetre.
    const check = checkFrame(await frame(kit()), { photoSide: 640 });
    expect(check.problem).toBe('closer');
  });

  it('asks to hold still when the frame is blurred', async () => {
    // Blurred beyond the guidance's limit, not yet beyond the QR decoder's.
    const check = checkFrame(await frame(kit({ blurSigma: 2.8 })), { photoSide });
    expect(check.code).toBe(CODE);
    expect(check.problem).toBe('hold_still');
  });

  it('finds no kit in a frame without one', () => {
    const blank = { data: new Uint8ClampedArray(640 * 480 * 4).fill(128), width: 640, height: 480 };
    expect(checkFrame(blank).problem).toBe('find_kit');
  });
});

describe('tracking the QR code between checks', () => {
  it('finds it around its last place with the same map as in the whole frame', async () => {
    const picture = await frame(kit({ glare: { ...glareOver('test', random(3)), strength: 0.8 } }));
    const whole = checkFrame(picture, { photoSide });
    const tracked = checkFrame(picture, { photoSide, previous: whole });
    expect(tracked.problem).toBe('tilt');
    expect(tracked.code).toBe(CODE);
    expect(tracked.pxPerMm).toBeCloseTo(whole.pxPerMm!, 1);
    tracked.anchors!.forEach((p, i) => {
      expect(p.x).toBeCloseTo(whole.anchors![i]!.x, 0);
      expect(p.y).toBeCloseTo(whole.anchors![i]!.y, 0);
    });
    // Gone from its last place: looked for in the whole frame again.
    const moved = checkFrame(await frame(kit({ offsetX: -0.2 })), { photoSide, previous: whole });
    expect(moved.code).toBe(CODE);
  });
});

describe('isSteady', () => {
  it('holds for the same picture and not for a kit that moved', async () => {
    const here = checkFrame(await frame(kit()), { photoSide });
    const again = checkFrame(await frame(kit()), { photoSide });
    const moved = checkFrame(await frame(kit({ offsetX: 0.04 })), { photoSide });
    expect(isSteady(here, again)).toBe(true);
    expect(isSteady(here, moved)).toBe(false);
    expect(isSteady(null, here)).toBe(false);
  });
});
