import { useCallback, useEffect, useRef, useState } from 'react';

/** live: the picture runs; refused: permission denied; absent: no camera (or no API for it). */
export type CameraStatus = 'starting' | 'live' | 'refused' | 'absent';

/** Whether the browser offers a camera API at all (not on an insecure page or an old browser). */
function hasCameraApi(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

function cameraError(error: unknown): CameraStatus {
  const name = error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'refused' : 'absent';
}

/** The back camera in a video element while `enabled`; stopped when it is no longer needed. */
export function useCamera(enabled: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>(() =>
    hasCameraApi() ? 'starting' : 'absent',
  );
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setStatus(hasCameraApi() ? 'starting' : 'absent');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    // Without the API (an old browser, a page not served securely) the status says 'absent'.
    if (!hasCameraApi()) return;
    let cancelled = false;
    let stream: MediaStream | undefined;
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      })
      .then((granted) => {
        if (cancelled) {
          granted.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = granted;
        const video = videoRef.current;
        if (video) {
          video.srcObject = granted;
          void video.play().catch(() => undefined);
        }
        setStatus('live');
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus(cameraError(error));
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [enabled, attempt]);

  return { videoRef, status, retry };
}
