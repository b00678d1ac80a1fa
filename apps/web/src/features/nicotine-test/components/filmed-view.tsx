import { CameraBox } from './camera-box';
import { usePresence } from '../lib/presence';
import { useTestCamera } from '../lib/test-camera';

/**
 * The test's live picture on a step that only films (the collection, the wait: T5), noting
 * once a second whether the kit's QR code and a face are in view (T6). `begin`: the step where
 * the collection of this kit starts; without it the wait goes on from the flags noted so far.
 */
export function FilmedView({ begin = null }: { begin?: { code: string } | null }) {
  const camera = useTestCamera();
  usePresence(camera.videoRef, camera.status === 'live', begin);
  return (
    <CameraBox
      videoRef={camera.videoRef}
      status={camera.status}
      onRetry={camera.retry}
      unavailable={camera.unavailable}
    />
  );
}
