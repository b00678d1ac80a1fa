// The photo for the server's reader: a frame of the live picture, taken by the app (T4: never a
// file), as a JPEG data URL (the spec's "base64 → file"), no larger than the reader needs.

/** Longest side sent: enough for the QR code and the lines, well under the upload limit. */
const MAX_SIDE = 2400;

function toJpeg(source: CanvasImageSource, width: number, height: number): string {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.92);
}

/** The picture the video shows now. */
export function videoFrame(video: HTMLVideoElement): string {
  return toJpeg(video, video.videoWidth, video.videoHeight);
}
