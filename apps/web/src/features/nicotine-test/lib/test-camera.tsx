// One camera for the whole test (T4, T5): opened when the scan begins and kept open through the
// collection, the wait and the photo, so that the recording and the photo come from the same
// live picture. Every step shows it in its own <video>; the stream stops when the test's steps
// are left (the result, or another page). The same stream is filmed for the witnessed recording
// (T5: lib/recorder.ts), bound to the kit once its code is known and shown by a small badge.
import { Badge, Group } from '@mantine/core';
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
import { useTranslation } from '@/lib/use-translation';
import { cameraError, hasCameraApi, type CameraStatus } from './camera-status';
import { startRecorder, type Recorder, type RecordingState } from './recorder';

/** The witnessed recording as the steps see it (T5). */
export type TestRecording = {
  /** The server's id once the upload exists (after the scan). */
  id: string | null;
  state: RecordingState;
  /** Sends the last chunk filmed so far; answers the id to send with the photo (null: none). */
  finish: () => Promise<string | null>;
};

type TestCameraState = {
  status: CameraStatus;
  /** The live stream while status is 'live'. */
  stream: MediaStream | null;
  retry: () => void;
  /** What the steps show when this device has no usable camera (T4: continue on a phone). */
  unavailable: ReactNode;
  recording: TestRecording;
};

const TestCameraContext = createContext<TestCameraState | null>(null);
const OFF = { id: null, state: 'off' } as const;

/**
 * The back camera, asked for once while the test's steps are shown, and filmed from the moment
 * it is live; the film is uploaded for the kit `kitCode` once it is known (the scan, or the code
 * kept in this browser after a reload: a new recording continues the test).
 */
export function TestCameraProvider({
  unavailable = null,
  kitCode = null,
  chunkSeconds,
  children,
}: {
  unavailable?: ReactNode;
  kitCode?: string | null;
  /** The deployment's RECORDING_CHUNK_SECONDS (the web app's configuration); else 3. */
  chunkSeconds?: number | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation('nicotine_test');
  // Read when the camera starts: a later value does not restart the camera.
  const chunkSecondsNow = useRef(chunkSeconds);
  useEffect(() => {
    chunkSecondsNow.current = chunkSeconds;
  }, [chunkSeconds]);
  const [status, setStatus] = useState<CameraStatus>(() =>
    hasCameraApi() ? 'starting' : 'absent',
  );
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [recorder, setRecorder] = useState<Recorder | null>(null);
  const [filmed, setFilmed] = useState<{ id: string | null; state: RecordingState }>(OFF);
  const retry = useCallback(() => {
    setStatus(hasCameraApi() ? 'starting' : 'absent');
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    // Without the API (an old browser, a page not served securely) the status says 'absent'.
    if (!hasCameraApi()) return;
    let cancelled = false;
    let granted: MediaStream | undefined;
    let filming: Recorder | null = null;
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
        // The film starts with the live picture, before the scan (T5).
        filming = startRecorder(live, setFilmed, chunkSecondsNow.current);
        setRecorder(filming);
      })
      .catch((error: unknown) => {
        if (!cancelled) setStatus(cameraError(error));
      });
    return () => {
      cancelled = true;
      filming?.stop();
      granted?.getTracks().forEach((track) => track.stop());
      setStream(null);
      setRecorder(null);
      setFilmed(OFF);
    };
  }, [attempt]);

  useEffect(() => {
    if (recorder && kitCode) recorder.bind(kitCode);
  }, [recorder, kitCode]);
  const finish = useCallback(async () => (recorder ? recorder.finish() : null), [recorder]);
  const recording = useMemo(() => ({ ...filmed, finish }), [filmed, finish]);

  const value = useMemo(
    () => ({ status, stream, retry, unavailable, recording }),
    [status, stream, retry, unavailable, recording],
  );
  return (
    <TestCameraContext.Provider value={value}>
      {filmed.state !== 'off' && (
        <Group justify="flex-end">
          <Badge
            color={filmed.state === 'failed' ? 'yellow' : 'red'}
            variant="light"
            leftSection={filmed.state === 'recording' ? '●' : undefined}
            data-testid="recording-indicator"
            data-state={filmed.state}
          >
            {t(`recording.${filmed.state}`)}
          </Badge>
        </Group>
      )}
      {children}
    </TestCameraContext.Provider>
  );
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
    recording: camera.recording,
  };
}
