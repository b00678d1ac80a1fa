/**
 * A video file's length in whole seconds as the browser reads it from the file's header, or
 * null when it cannot (the operator then types it).
 */
export function readVideoDuration(file: Blob, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      clearTimeout(timer);
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      done(
        Number.isFinite(video.duration) && video.duration > 0
          ? Math.max(1, Math.round(video.duration))
          : null,
      );
    video.onerror = () => done(null);
    video.src = url;
  });
}
