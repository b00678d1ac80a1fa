// Photos people upload (the test's result window, the fundraiser's photo): only JPEG, PNG or
// WebP, their size read from the header before a single pixel is decoded, and re-encoded with
// no metadata (EXIF, GPS, XMP and ICC are dropped by sharp unless asked to keep them).
// Record 0063.
import { AppError } from './errors';

export const UPLOAD_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

/**
 * Largest photo in pixels: the app sends at most 2400 px on the longest side (5.8 MP); 16 MP
 * leaves room for a 4:3 phone camera's 4608 × 3456 and keeps a decode near 64 MB.
 */
export const MAX_UPLOAD_PIXELS = 16_000_000;

/**
 * Reads the header only (sharp's metadata does not decode pixels): anything but JPEG, PNG or
 * WebP is INVALID_IMAGE (400), more than `MAX_UPLOAD_PIXELS` is IMAGE_TOO_LARGE (413).
 */
async function checkedImage(bytes: Buffer) {
  // sharp (a native image library) loads with the first photo: start-up and idle memory (issue 15).
  const { default: sharp } = await import('sharp');
  let meta;
  try {
    meta = await sharp(bytes).metadata();
  } catch (cause) {
    throw new AppError('INVALID_IMAGE', { cause });
  }
  const format = meta.format as string | undefined;
  if (!format || !(UPLOAD_IMAGE_FORMATS as readonly string[]).includes(format)) {
    throw new AppError('INVALID_IMAGE', { detail: `format ${format ?? 'unknown'}` });
  }
  const pixels = (meta.width ?? 0) * (meta.height ?? 0) * Math.max(1, meta.pages ?? 1);
  if (pixels === 0) throw new AppError('INVALID_IMAGE', { detail: 'no size' });
  if (pixels > MAX_UPLOAD_PIXELS) {
    throw new AppError('IMAGE_TOO_LARGE', { detail: `${meta.width} x ${meta.height}` });
  }
  return { sharp, format };
}

/** The photo as JPEG with its orientation applied and no metadata. */
export async function strippedJpeg(bytes: Buffer): Promise<Buffer> {
  const { sharp } = await checkedImage(bytes);
  try {
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_UPLOAD_PIXELS })
      .rotate()
      .jpeg({ quality: 92 })
      .toBuffer();
  } catch (cause) {
    throw new AppError('INVALID_IMAGE', { cause });
  }
}
