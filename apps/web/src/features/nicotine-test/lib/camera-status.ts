// What the test's camera can be (lib/test-camera.tsx opens it).

/** live: the picture runs; refused: permission denied; absent: no camera (or no API for it). */
export type CameraStatus = 'starting' | 'live' | 'refused' | 'absent';

/** Whether the browser offers a camera API at all (not on an insecure page or an old browser). */
export function hasCameraApi(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

export function cameraError(error: unknown): CameraStatus {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'absent';
}
