// The photo for the server's reader: a frame of the live picture, taken by the app (T4: never a
// file), as a JPEG data URL (the spec's "base64 → file"), no larger than the reader needs.

/** Longest side sent: enough for the QR code and the lines, well under the upload limit. */
const MAX_SIDE = 2400;

/**
 * Draws the picture the video shows now into `canvas`, at the size sent (its longest side at
 * most MAX_SIDE). False before the video's first frame.
 */
export function drawPhoto(video: HTMLVideoElement, canvas: HTMLCanvasElement): boolean {
  const { videoWidth: width, videoHeight: height } = video;
  if (width === 0 || height === 0 || video.readyState < 2) return false;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) return false;
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  return true;
}

/** A drawn photo as the JPEG data URL the server reads. */
export function photoJpeg(canvas: HTMLCanvasElement): string {
  return canvas.toDataURL('image/jpeg', 0.92);
}
