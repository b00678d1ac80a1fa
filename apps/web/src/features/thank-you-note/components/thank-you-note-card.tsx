import { Button, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { ThankYouNote } from '@quit/contracts/thank-you-note';
import { THANK_YOU_NOTE_MAX_LENGTH, thankYouNoteProblem } from '@quit/domain/thank-you-note';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { ApiError } from '@/lib/api-error';
import { formatDateTime, useLanguage } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { useSendThankYouNote, useThankYouNote } from '../api/thank-you-note';

const problemCode = { empty: 'THANK_YOU_NOTE_EMPTY', too_long: 'THANK_YOU_NOTE_TOO_LONG' } as const;

/**
 * A8 (record 0078): the participant's one thank-you note to everyone who supported this course,
 * from day 1 on and after the end; once sent, the note as it went out.
 */
export function ThankYouNoteCard({ courseId }: { courseId: string }) {
  const { t } = useTranslation('thank_you_note');
  const { data } = useThankYouNote(courseId);
  if (!data?.open) return null;
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="thank-you-title"
      data-testid="thank-you-note"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="thank-you-title">
          {t('title')}
        </Title>
        {data.note ? (
          <SentNote note={data.note} recipients={data.recipients} />
        ) : data.recipients === 0 ? (
          <Text size="sm">{t('nobody_yet')}</Text>
        ) : (
          <NoteForm courseId={courseId} recipients={data.recipients} />
        )}
      </Stack>
    </Paper>
  );
}

function SentNote({ note, recipients }: { note: ThankYouNote; recipients: number }) {
  const { t } = useTranslation('thank_you_note');
  const language = useLanguage();
  return (
    <>
      <Text size="sm" role="status">
        {t('sent', { count: recipients, date: formatDateTime(note.sentAt, language) })}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="thank-you-text">
        {note.text}
      </Text>
    </>
  );
}

function NoteForm({ courseId, recipients }: { courseId: string; recipients: number }) {
  const { t } = useTranslation('thank_you_note');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendThankYouNote(courseId);
  const max = THANK_YOU_NOTE_MAX_LENGTH;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = thankYouNoteProblem(text);
    if (problem) {
      setError(i18n.t(`errors:${problemCode[problem]}`, { max }));
      return;
    }
    setError(null);
    send.mutate(text, {
      // The API client already toasts the message; put it at the field when it names it.
      onError: (failure) => {
        if (failure instanceof ApiError && failure.fields.includes('text')) {
          setError(failure.message);
        }
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{t('intro', { count: recipients })}</Text>
        <Textarea
          label={t('label')}
          description={t('limits', { count: [...text.trim()].length, max })}
          rows={5}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          required
        />
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('send', { count: recipients })}
        </Button>
      </Stack>
    </form>
  );
}
