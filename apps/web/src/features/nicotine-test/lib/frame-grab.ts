// A frame of the live picture for the checks on the device (T6): scaled down so that its
// longest side is 640 px (640 × 480 from a 4:3 camera, 640 × 360 from 16:9), which keeps a
// check fast on a mid-range phone. The photo sent to the server is taken at full size instead.
import type { FrameImage } from './frame-check';

export const CHECK_SIDE = 640;

/**
 * The frame the video shows now (or a photo drawn from it), or null before its first frame.
 * `canvas` is reused.
 */
export function grabFrame(
  source: HTMLVideoElement | HTMLCanvasElement,
  canvas: HTMLCanvasElement,
): FrameImage | null {
  const video = source instanceof HTMLVideoElement ? source : null;
  const width = video ? video.videoWidth : source.width;
  const height = video ? video.videoHeight : source.height;
  if (width === 0 || height === 0 || (video && video.readyState < 2)) return null;
  const scale = Math.min(1, CHECK_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}
