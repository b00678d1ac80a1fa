import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { TestReading } from '@quit/contracts/testkit';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { useSendPhoto } from '../api/test-actions';
import { photoJpeg } from '../lib/photo';
import { forgetPresence, presenceOf } from '../lib/presence';
import { useTestCamera } from '../lib/test-camera';
import { useGuidedCapture } from '../lib/use-guided-capture';
import { CameraBox } from './camera-box';

/** After this long without a photo the step says what usually helps, and where help is. */
const SLOW_MS = 60_000;

/**
 * Step 4: the result window in front of the camera. The app checks the live picture, says what
 * to change, and takes the photo itself once the reader can see into it (T6); there is no
 * shutter (T4, T5: the photo is a frame of the filmed stream, not one the person picks).
 */
export function CaptureStep({
  code,
  onRead,
}: {
  code: string;
  onRead: (reading: TestReading) => void;
}) {
  const { t } = useTranslation('nicotine_test');
  const camera = useTestCamera();
  const send = useSendPhoto();
  const [problem, setProblem] = useState<unknown>(null);
  const [taken, setTaken] = useState(false);
  const [slow, setSlow] = useState(false);
  const checking = camera.status === 'live' && !taken;

  async function upload(image: string) {
    setProblem(null);
    // T5: the film's last chunk reaches the server first; the photo names the recording.
    const recordingId = await camera.recording.finish();
    send.mutate(
      { code, image, presence: presenceOf(code), ...(recordingId ? { recordingId } : {}) },
      {
        onSuccess: (reading) => {
          forgetPresence();
          onRead(reading);
        },
        onError: setProblem,
      },
    );
  }

  const guidance = useGuidedCapture(camera.videoRef, checking, (photo) => {
    setTaken(true);
    void upload(photoJpeg(photo));
  });

  useEffect(() => {
    if (!checking) return;
    const timer = window.setTimeout(() => setSlow(true), SLOW_MS);
    return () => window.clearTimeout(timer);
  }, [checking]);

  return (
    <Stack gap="sm" data-testid="test-step-capture">
      <Title order={3}>{t('capture.title')}</Title>
      <Text>{t('capture.text')}</Text>
      <CameraBox
        videoRef={camera.videoRef}
        status={camera.status}
        onRetry={camera.retry}
        unavailable={camera.unavailable}
      />
      {checking && (
        <Text fw={700} aria-live="polite" data-testid="capture-guidance" data-guidance={guidance}>
          {t(`capture.guide.${guidance}`)}
        </Text>
      )}
      {checking && slow && <Text size="sm">{t('capture.slow')}</Text>}
      {send.isPending && (
        <Text size="sm" role="status">
          {t('capture.sending')}
        </Text>
      )}
      {problem != null && (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs" align="start">
            <Text size="sm">{errorMessage(problem)}</Text>
            <Button variant="default" size="xs" onClick={() => setTaken(false)}>
              {t('capture.again')}
            </Button>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
