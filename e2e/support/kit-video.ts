// Pictures of a test kit for the fake camera: the repo's own generator draws the documented kit
// (apps/api/src/modules/testkit/reading), sharp gives its pixels, and they are written as a Y4M
// video (raw YUV 4:2:0) that Chromium plays as the camera with
// --use-file-for-fake-video-capture, or as a JPEG for the phone-camera upload field. A film can
// start with a glare spot over the window and show a face beside the kit (kitFilm).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  glareOver,
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

/** A picture (RGB, width × height) as one Y4M frame: BT.601 full range, 4:2:0. */
function y4mFrame(data: Buffer, width: number, height: number): Buffer {
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
  return Buffer.concat([Buffer.from('FRAME\n'), yPlane, uPlane, vPlane]);
}

/**
 * A Y4M file of `frames` identical frames of the kit with a face beside it (Chromium loops it):
 * the app notes both in view while the saliva is collected (T6). Five frames a second, as the
 * guided-capture and spot-test films: the app checks the picture on its own timer, not per
 * frame, and the browser encodes the film of the whole test at the camera's rate.
 */
export async function kitVideo(code: string, lines: KitLines, file: string, frames = 5) {
  await kitFilm(code, lines, file, { clearFrames: frames, face: true, fps: 5 });
}

/** A face from a sample photo shipped with @vladmandic/face-api (its demo folder). */
const FACE_SAMPLE = {
  file: fileURLToPath(import.meta.resolve('@vladmandic/face-api/demo/sample6.jpg')),
  crop: { left: 560, top: 150, width: 560, height: 560 },
};

export type KitFilm = {
  /** Frames with a glare spot over the T line first (Chromium starts the file anew per camera). */
  glareFrames?: number;
  /** Then frames of the kit in clear light. */
  clearFrames?: number;
  /** A person's face beside the kit (T6: the collection is filmed with a face in view). */
  face?: boolean;
  /** Frames per second. */
  fps?: number;
};

/**
 * A Y4M film for the fake camera: the kit (moved left when a face sits beside it), first under
 * a glare spot over its T line, then in clear light; Chromium plays it in a loop.
 */
export async function kitFilm(code: string, lines: KitLines, file: string, film: KitFilm) {
  const { glareFrames = 0, clearFrames = 5, face = false, fps = 10 } = film;
  const width = 1280;
  const height = 720;
  const params = {
    ...kitPhotoParams(code, lines, width, height),
    ...(face ? { offsetX: -0.14, scale: 0.56 } : {}),
    // Bright, but not near clipping: a camera's picture of a clipped window tells no line.
    lightLow: 0.86,
    lightHigh: 0.94,
  };
  const portrait = face
    ? await sharp(FACE_SAMPLE.file).extract(FACE_SAMPLE.crop).resize(340, 340).toBuffer()
    : null;
  const picture = async (over: Partial<PhotoParams>) => {
    const jpeg = await renderPhoto({ ...params, ...over }, 3);
    const composed = portrait
      ? sharp(jpeg).composite([{ input: portrait, left: width - 360, top: (height - 340) / 2 }])
      : sharp(jpeg);
    const { data } = await sharp(await composed.png().toBuffer())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return y4mFrame(data, width, height);
  };
  const clear = await picture({});
  const glare =
    glareFrames > 0
      ? await picture({ glare: { ...glareOver('test', random(3)), radius: 4, strength: 0.9 } })
      : null;
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
  await writeFile(
    file,
    Buffer.concat([
      header,
      ...Array.from({ length: glareFrames }, () => glare!),
      ...Array.from({ length: clearFrames }, () => clear),
    ]),
  );
}
