import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { ENCOURAGEMENT_MAX, chatTextProblem } from '@quit/domain/chat';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { useSendEncouragement } from '../api/encouragements';

/** On the supporter's card of a participant: a short note for their Support Panel. */
export function EncouragementForm({
  participantId,
  name,
}: {
  participantId: string;
  name: string;
}) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const send = useSendEncouragement(participantId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const code = chatTextProblem(text.trim(), ENCOURAGEMENT_MAX);
        if (code) {
          setProblem(i18n.t(`errors:${code}`, { max: ENCOURAGEMENT_MAX }));
          return;
        }
        setProblem(null);
        send.mutate(text.trim(), {
          onSuccess: () => {
            setText('');
            setSent(true);
          },
          onError: (error) => setProblem(errorMessage(error)),
        });
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={t('encourage.label', { name })}
          description={t('encourage.hint', { name, max: ENCOURAGEMENT_MAX })}
          value={text}
          onChange={(event) => {
            setSent(false);
            setText(event.currentTarget.value);
          }}
          rows={2}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {sent && (
          <Alert color="pot" variant="light" role="status">
            {t('encourage.sent', { name })}
          </Alert>
        )}
        <Button type="submit" loading={send.isPending} style={{ alignSelf: 'start' }}>
          {t('encourage.send')}
        </Button>
      </Stack>
    </form>
  );
}
