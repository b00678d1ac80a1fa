// Pictures of a test kit for the fake camera: the repo's own generator draws the documented kit
// (apps/api/src/modules/testkit/reading), sharp gives its pixels, and they are written as a Y4M
// video (raw YUV 4:2:0) that Chromium plays as the camera with
// --use-file-for-fake-video-capture, or as a JPEG for the phone-camera upload field.
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  random,
  randomParams,
  renderPhoto,
  type PhotoParams,
} from '@quit/test-support/synthetic-photo';

export type KitLines = { c: number; t: number };

/** A steady, well-lit kit in front of the camera, square to it. */
export function kitPhotoParams(code: string, lines: KitLines, width = 1280, height = 720) {
  const params: PhotoParams = {
    ...randomParams(random(11), lines),
    code,
    width,
    height,
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
    jpegQuality: 95,
    mirrored: false,
  };
  return params;
}

export async function kitPhoto(code: string, lines: KitLines, file: string): Promise<void> {
  await writeFile(file, await renderPhoto(kitPhotoParams(code, lines, 1280, 960), 3));
}

/** BT.601 full range (the "C420jpeg" colour space): RGB → Y, Cb, Cr. */
function yuv(r: number, g: number, b: number): [number, number, number] {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const u = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const v = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return [y, u, v];
}

const clamp = (x: number) => Math.max(0, Math.min(255, Math.round(x)));

/** A Y4M file of `frames` identical frames of the kit (Chromium loops it). */
export async function kitVideo(code: string, lines: KitLines, file: string, frames = 5) {
  const width = 1280;
  const height = 720;
  const jpeg = await renderPhoto(kitPhotoParams(code, lines, width, height), 3);
  const { data } = await sharp(jpeg).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const yPlane = Buffer.alloc(width * height);
  const uPlane = Buffer.alloc((width / 2) * (height / 2));
  const vPlane = Buffer.alloc((width / 2) * (height / 2));
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let uSum = 0;
      let vSum = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y + dy) * width + (x + dx)) * 3;
        const [yy, u, v] = yuv(data[i]!, data[i + 1]!, data[i + 2]!);
        yPlane[(y + dy) * width + (x + dx)] = clamp(yy);
        uSum += u;
        vSum += v;
      }
      const c = (y / 2) * (width / 2) + x / 2;
      uPlane[c] = clamp(uSum / 4);
      vPlane[c] = clamp(vSum / 4);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), yPlane, uPlane, vPlane]);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
