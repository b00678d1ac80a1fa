import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ProgressResponse, Seminar } from '@quit/contracts/programme';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { programmeKeys } from '@/lib/query-keys';
import { showToast } from '@/lib/toast';
import { patchSeminar } from '../api/patch-seminar';
import { TodoList } from './todo-list';
import { useProgressReporter } from './use-progress-reporter';
import { WatchedBadge } from './watched-badge';

/** Seconds before the end from which a reopened video starts again from the beginning. */
const RESTART_NEAR_END_SECONDS = 2;

type SeminarPlayerProps = {
  seminar: Seminar;
  /** When the seminar's data was loaded (seeds its to-do list). */
  loadedAt: number;
  /** Heading level of the seminar's title; its sections take the next one. */
  titleOrder?: 2 | 3;
};

/** A seminar: the video with captions in both languages, what it teaches and its to-dos. */
export function SeminarPlayer({ seminar, loadedAt, titleOrder = 2 }: SeminarPlayerProps) {
  const { t } = useTranslation('programme');
  const queryClient = useQueryClient();
  const [justWatched, setJustWatched] = useState(false);
  const [watched, setWatched] = useState(seminar.watched);
  const [resumed, setResumed] = useState(false);
  const isWatched = watched || seminar.watched;
  const titleId = `seminar-${seminar.id}`;

  const onAnswer = (answer: ProgressResponse) => {
    patchSeminar(queryClient, seminar.id, {
      positionSeconds: answer.positionSeconds,
      watched: answer.watched,
      watchedAt: answer.watchedAt,
    });
    if (!answer.justWatched) return;
    setWatched(true);
    setJustWatched(true);
    showToast({ kind: 'success', message: t('player.congratulations') });
    // The calendar, the unwatched list and the counts change with it.
    void queryClient.invalidateQueries({ queryKey: programmeKeys.all });
  };
  const report = useProgressReporter({
    seminarId: seminar.id,
    initialPosition: seminar.positionSeconds,
    durationSeconds: seminar.durationSeconds,
    watched: isWatched,
    onAnswer,
  });

  const resume = (video: HTMLVideoElement) => {
    const length = Number.isFinite(video.duration) ? video.duration : seminar.durationSeconds;
    const position = seminar.positionSeconds;
    if (position > 0 && position < length - RESTART_NEAR_END_SECONDS) {
      video.currentTime = position;
      setResumed(true);
    }
  };

  return (
    <Stack component="article" aria-labelledby={titleId} gap="md" data-testid="seminar-player">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed">
          {t(`slot.${seminar.slot}`)} · {t('day_label', { day: seminar.day })}
        </Text>
        <Title order={titleOrder} id={titleId}>
          {seminar.title}
        </Title>
        <div>
          <WatchedBadge watched={isWatched} />
        </div>
      </Stack>
      <video
        controls
        preload="metadata"
        src={seminar.videoUrl}
        aria-label={t('player.video_label', { title: seminar.title })}
        style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 }}
        onLoadedMetadata={(event) => resume(event.currentTarget)}
        onPlay={(event) => report.onPlay(event.currentTarget)}
        onSeeked={(event) => report.onSeeked(event.currentTarget)}
        onTimeUpdate={(event) => report.onTimeUpdate(event.currentTarget)}
        onPause={(event) => report.onPause(event.currentTarget)}
        onEnded={(event) => report.onEnded(event.currentTarget)}
        data-testid="seminar-video"
      >
        {seminar.captions.map((track) => (
          <track
            key={track.language}
            kind="captions"
            src={track.url}
            srcLang={track.language}
            label={t(`player.captions.${track.language}`)}
            default={track.default}
          />
        ))}
        {t('player.no_video_support')}
      </video>
      {resumed && !justWatched && (
        <Text size="sm" data-testid="resumed">
          {t('player.resume')}
        </Text>
      )}
      {justWatched && (
        <Alert color="pot" variant="light" role="status" data-testid="congratulations">
          {t('player.congratulations')}
        </Alert>
      )}
      <Text>{seminar.description}</Text>
      {seminar.keyPoints.length > 0 && (
        <Stack gap="xs">
          <Title order={(titleOrder + 1) as 3 | 4}>{t('player.key_points')}</Title>
          <List>
            {seminar.keyPoints.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
      )}
      <Stack gap="xs">
        <Title order={(titleOrder + 1) as 3 | 4}>{t('player.todos')}</Title>
        <TodoList
          seminarId={seminar.id}
          title={seminar.title}
          todos={seminar.todos}
          loadedAt={loadedAt}
        />
      </Stack>
    </Stack>
  );
}
