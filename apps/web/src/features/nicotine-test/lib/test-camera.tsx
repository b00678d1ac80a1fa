// One camera for the whole test (T4, T5): opened when the scan begins and kept open through the
// collection, the wait and the photo, so that the recording and the photo come from the same
// live picture. Every step shows it in its own <video>; the stream stops when the test's steps
// are left (the result, or another page).
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { cameraError, hasCameraApi, type CameraStatus } from './camera-status';

type TestCameraState = {
  status: CameraStatus;
  /** The live stream while status is 'live'. */
  stream: MediaStream | null;
  retry: () => void;
  /** What the steps show when this device has no usable camera (T4: continue on a phone). */
  unavailable: ReactNode;
};

const TestCameraContext = createContext<TestCameraState | null>(null);

/** The back camera, asked for once while the test's steps are shown. */
export function TestCameraProvider({
  unavailable = null,
  children,
}: {
  unavailable?: ReactNode;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<CameraStatus>(() =>
    hasCameraApi() ? 'starting' : 'absent',
  );
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setStatus(hasCameraApi() ? 'starting' : 'absent');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    // Without the API (an old browser, a page not served securely) the status says 'absent'.
    if (!hasCameraApi()) return;
    let cancelled = false;
    let granted: MediaStream | undefined;
    navigator.mediaDevices
      .getUserMedia({
        video: { facingMode: 'environment', width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      })
      .then((live) => {
        if (cancelled) {
          live.getTracks().forEach((track) => track.stop());
          return;
        }
        granted = live;
        setStream(live);
        setStatus('live');
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus(cameraError(error));
      });
    return () => {
      cancelled = true;
      granted?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [attempt]);

  const value = useMemo(
    () => ({ status, stream, retry, unavailable }),
    [status, stream, retry, unavailable],
  );
  return <TestCameraContext.Provider value={value}>{children}</TestCameraContext.Provider>;
}

/** The test's camera, shown in the calling step's <video> (attach `videoRef`). */
export function useTestCamera() {
  const camera = useContext(TestCameraContext);
  if (!camera) throw new Error('useTestCamera needs a TestCameraProvider');
  const videoRef = useRef<HTMLVideoElement>(null);
  const { stream } = camera;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !stream) return;
    video.srcObject = stream;
    void video.play().catch(() => undefined);
    return () => {
      video.srcObject = null;
    };
  }, [stream]);
  return {
    videoRef,
    status: camera.status,
    stream,
    retry: camera.retry,
    unavailable: camera.unavailable,
  };
}
