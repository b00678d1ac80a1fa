import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { TestReading } from '@quit/contracts/testkit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/lib/error-message';
import { useSendPhoto } from '../api/test-actions';
import { videoFrame } from '../lib/photo';
import { useTestCamera } from '../lib/test-camera';
import { CameraBox } from './camera-box';

/** Step 4: the result window in front of the camera; the photo goes to the server's reader. */
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

  function upload(image: string) {
    setProblem(null);
    send.mutate({ code, image }, { onSuccess: onRead, onError: setProblem });
  }

  function takePhoto() {
    const video = camera.videoRef.current;
    if (!video || video.videoWidth === 0) return;
    upload(videoFrame(video));
  }

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
      {camera.status === 'live' && (
        <Button onClick={takePhoto} loading={send.isPending} style={{ alignSelf: 'start' }}>
          {t('capture.take')}
        </Button>
      )}
      {send.isPending && (
        <Text size="sm" role="status">
          {t('capture.sending')}
        </Text>
      )}
      {problem != null && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(problem)}
        </Alert>
      )}
    </Stack>
  );
}
