import { Alert, Box, Button, Stack, Text } from '@mantine/core';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { CameraStatus } from '../lib/camera-status';

/**
 * The live picture, or why there is none and the way forward: allow the camera and retry, or
 * continue on a phone (T4: never a file).
 */
export function CameraBox({
  videoRef,
  status,
  onRetry,
  unavailable = null,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  onRetry: () => void;
  /** Shown below the explanation when the camera cannot be used here. */
  unavailable?: ReactNode;
}) {
  const { t } = useTranslation('nicotine_test');
  return (
    <Stack gap="xs">
      <Box
        component="video"
        ref={videoRef}
        muted
        playsInline
        aria-label={t('camera.preview')}
        data-testid="camera-preview"
        hidden={status !== 'live'}
        style={{ width: '100%', maxWidth: 640, borderRadius: 8, background: '#000' }}
      />
      {status === 'starting' && <Text size="sm">{t('camera.starting')}</Text>}
      {(status === 'refused' || status === 'absent') && (
        <Alert color="yellow" variant="light" data-testid="camera-unavailable">
          <Stack gap="xs" align="start">
            <Text size="sm">{t(`camera.${status}`)}</Text>
            <Button variant="default" size="xs" onClick={onRetry}>
              {t('camera.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {(status === 'refused' || status === 'absent') && unavailable}
    </Stack>
  );
}
