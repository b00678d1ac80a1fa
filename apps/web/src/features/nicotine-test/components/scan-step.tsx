import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { checkKit } from '../api/test-actions';
import { kitCode } from '../lib/kit-code';
import { useTestCamera } from '../lib/test-camera';
import { CameraBox } from './camera-box';

async function qrReader() {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  return new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
}

/**
 * Step 1: the kit's QR code, read in the live picture (zxing) or typed while the camera films
 * (T4: never from a file); the server then says whether it is the participant's unused kit.
 */
export function ScanStep({
  rescan,
  onScanned,
}: {
  rescan: boolean;
  onScanned: (code: string) => void;
}) {
  const { t } = useTranslation('nicotine_test');
  const camera = useTestCamera();
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  async function found(text: string): Promise<boolean> {
    const code = kitCode(text);
    if (!code) return false;
    setChecking(true);
    try {
      await checkKit(code);
      onScanned(code);
      return true;
    } catch (error) {
      setProblem(errorMessage(error));
      return false;
    } finally {
      setChecking(false);
    }
  }

  // Continuous decoding of the live picture; a code of ours is checked once, then scanning stops.
  const { status, videoRef } = camera;
  useEffect(() => {
    if (status !== 'live' || !videoRef.current) return;
    const video = videoRef.current;
    let stopped = false;
    let controls: { stop(): void } | undefined;
    let lastTried = '';
    let again: number | undefined;
    // The decoder sizes its canvas from the picture when it starts and gives up for good on a
    // picture of no size, or when the picture is slow to play: it starts only once the first
    // frame is there, and starts again if it could not (a slow phone, a busy machine).
    const start = async () => {
      if (stopped) return;
      if (video.videoWidth === 0 || video.readyState < 2) {
        again = window.setTimeout(() => void start(), 200);
        return;
      }
      try {
        const reader = await qrReader();
        if (stopped) return;
        controls = await reader.decodeFromVideoElement(video, (result, _error, own) => {
          const text = result?.getText();
          if (!text || text === lastTried) return;
          lastTried = text;
          void found(text).then((ok) => {
            if (ok) own.stop();
          });
        });
        if (stopped) controls.stop();
      } catch {
        if (!stopped) again = window.setTimeout(() => void start(), 500);
      }
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(again);
      controls?.stop();
    };
    // `found` only reads state setters and the callback prop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, videoRef]);

  async function fromTyped() {
    setProblem(null);
    if (!kitCode(typed)) {
      setTypedError(t('scan.code_invalid'));
      return;
    }
    setTypedError(null);
    await found(typed);
  }

  return (
    <Stack gap="sm" data-testid="test-step-scan">
      <Title order={3}>{t('scan.title')}</Title>
      {rescan && <Text>{t('scan.rescan')}</Text>}
      <Text>{t('scan.text')}</Text>
      <CameraBox
        videoRef={camera.videoRef}
        status={camera.status}
        onRetry={camera.retry}
        unavailable={camera.unavailable}
      />
      {checking && (
        <Text size="sm" role="status">
          {t('scan.checking')}
        </Text>
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" data-testid="scan-problem">
          {problem}
        </Alert>
      )}
      <Group align="end" gap="xs">
        <TextInput
          label={t('scan.code_label')}
          placeholder={t('scan.code_placeholder')}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={typedError}
          autoComplete="off"
        />
        <Button variant="default" onClick={() => void fromTyped()} disabled={checking}>
          {t('scan.code_submit')}
        </Button>
      </Group>
    </Stack>
  );
}
