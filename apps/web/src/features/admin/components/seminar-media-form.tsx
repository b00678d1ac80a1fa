import { Alert, Button, Group, Input, NumberInput, Stack, Text } from '@mantine/core';
import type { Language } from '@quit/domain/constants';
import { SEMINAR_VIDEO_MAX_BYTES, SEMINAR_VIDEO_MAX_SECONDS } from '@quit/domain/seminar-versions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useSaveCaptions, useUploadVideo } from '../api/programme-api';
import { readVideoDuration } from '../lib/video-duration';

const MAX_MB = Math.round(SEMINAR_VIDEO_MAX_BYTES / 1024 / 1024);

/** Replace the draft's video (MP4 or WebM) and its captions in one language (WebVTT). */
export function SeminarMediaForm({
  seminarId,
  language,
}: {
  seminarId: string;
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const video = useUploadVideo();
  const captions = useSaveCaptions();
  const [file, setFile] = useState<File | null>(null);
  const [duration, setDuration] = useState<number | ''>('');
  const [tooLarge, setTooLarge] = useState(false);
  const [captionsFile, setCaptionsFile] = useState<File | null>(null);

  const chooseVideo = async (chosen: File | null) => {
    setFile(chosen);
    setDuration('');
    setTooLarge(chosen !== null && chosen.size > SEMINAR_VIDEO_MAX_BYTES);
    if (chosen) {
      const seconds = await readVideoDuration(chosen);
      if (seconds !== null) setDuration(seconds);
    }
  };
  const submitVideo = (event: FormEvent) => {
    event.preventDefault();
    if (!file || duration === '' || tooLarge) return;
    video.mutate(
      { seminarId, file, durationSeconds: duration },
      { onSuccess: () => showToast({ kind: 'success', message: t('programme.video_saved') }) },
    );
  };
  const submitCaptions = async (event: FormEvent) => {
    event.preventDefault();
    if (!captionsFile) return;
    const text = await captionsFile.text();
    captions.mutate(
      { seminarId, language, text },
      { onSuccess: () => showToast({ kind: 'success', message: t('programme.captions_saved') }) },
    );
  };

  return (
    <Stack gap="lg">
      <form onSubmit={submitVideo} aria-label={t('programme.video_form')}>
        <Stack gap="sm">
          <Input.Wrapper
            label={t('programme.video_file')}
            description={t('programme.video_hint', { max: MAX_MB })}
            id="seminar-video"
          >
            <input
              id="seminar-video"
              type="file"
              accept="video/mp4,video/webm"
              onChange={(e) => void chooseVideo(e.currentTarget.files?.[0] ?? null)}
            />
          </Input.Wrapper>
          {tooLarge && (
            <Alert color="red" variant="light" role="alert">
              {t('programme.video_too_large', { max: MAX_MB })}
            </Alert>
          )}
          <NumberInput
            label={t('programme.video_duration')}
            description={t('programme.video_duration_hint')}
            value={duration}
            onChange={(value) => setDuration(typeof value === 'number' ? value : '')}
            min={1}
            max={SEMINAR_VIDEO_MAX_SECONDS}
            allowDecimal={false}
            w={220}
          />
          {video.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(video.error)}
            </Alert>
          )}
          <Group>
            <Button
              type="submit"
              loading={video.isPending}
              disabled={!file || duration === '' || tooLarge}
            >
              {t('programme.upload_video')}
            </Button>
          </Group>
        </Stack>
      </form>
      <form onSubmit={(e) => void submitCaptions(e)} aria-label={t('programme.captions_form')}>
        <Stack gap="sm">
          <Input.Wrapper
            label={t('programme.captions_file', { language: t(`programme.languages.${language}`) })}
            description={t('programme.captions_hint')}
            id="seminar-captions"
          >
            <input
              id="seminar-captions"
              type="file"
              accept=".vtt,text/vtt"
              onChange={(e) => setCaptionsFile(e.currentTarget.files?.[0] ?? null)}
            />
          </Input.Wrapper>
          {captions.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(captions.error)}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {t('programme.captions_language_note')}
          </Text>
          <Group>
            <Button type="submit" loading={captions.isPending} disabled={!captionsFile}>
              {t('programme.upload_captions')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
