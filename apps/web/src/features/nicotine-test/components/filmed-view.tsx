import { CameraBox } from './camera-box';
import { useTestCamera } from '../lib/test-camera';

/** The test's live picture on a step that only films (the collection, the wait: T5). */
export function FilmedView() {
  const camera = useTestCamera();
  return (
    <CameraBox
      videoRef={camera.videoRef}
      status={camera.status}
      onRetry={camera.retry}
      unavailable={camera.unavailable}
    />
  );
}
