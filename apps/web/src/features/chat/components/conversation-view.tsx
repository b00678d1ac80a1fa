import { Alert, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX, chatTextProblem } from '@quit/domain/chat';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useDateTimeFormat } from '../lib/format-time';
import type { useConversation } from '../lib/use-conversation';

type Conversation = ReturnType<typeof useConversation>;

/**
 * Messages (as plain text: no HTML, links not turned into anything) with read state, older
 * history on demand, the offline notice and the composer. Shared by participant and operator.
 */
export function ConversationView({
  conversation,
  mySide,
  labels,
  composerExtra,
  draft,
  onDraftChange,
}: {
  conversation: Conversation;
  mySide: 'participant' | 'operator';
  labels: { me: string; other: string };
  composerExtra?: ReactNode;
  draft: string;
  onDraftChange: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('chat');
  const when = useDateTimeFormat();
  const [problem, setProblem] = useState<string | null>(null);
  const end = useRef<HTMLDivElement>(null);
  const { messages, pending } = conversation;
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId, pending.length]);

  const submit = () => {
    const text = draft.trim();
    const code = chatTextProblem(text, CHAT_MESSAGE_MAX);
    if (code) {
      setProblem(i18n.t(`errors:${code}`, { max: CHAT_MESSAGE_MAX }));
      return;
    }
    setProblem(null);
    conversation.sendText(text);
    onDraftChange('');
  };

  return (
    <Stack gap="md">
      {!conversation.online && (
        <Alert color="yellow" variant="light" role="status" data-testid="chat-offline">
          {t('offline')}
        </Alert>
      )}
      {conversation.hasOlder && (
        <Button
          variant="default"
          style={{ alignSelf: 'center' }}
          loading={conversation.loadingOlder}
          onClick={() => void conversation.loadOlder()}
        >
          {t('load_older')}
        </Button>
      )}
      <Stack
        component="ol"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('messages_label')}
        aria-live="polite"
        data-testid="chat-messages"
      >
        {messages.length === 0 && pending.length === 0 && (
          <Text component="li" c="dimmed">
            {t('empty')}
          </Text>
        )}
        {messages.map((m) => {
          const mine = m.side === mySide;
          return (
            <Box
              component="li"
              key={m.id}
              style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
              data-testid="chat-message"
              data-side={m.side}
            >
              <Paper withBorder p="sm" bg={mine ? 'var(--mantine-color-pot-light)' : undefined}>
                <Text size="xs" fw={700}>
                  {mine ? labels.me : labels.other}
                </Text>
                <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.text}</Text>
                <Text size="xs" c="dimmed">
                  {when(m.createdAt)}
                  {mine && ` · ${m.seq <= conversation.otherReadSeq ? t('read') : t('sent')}`}
                </Text>
              </Paper>
            </Box>
          );
        })}
        {pending.map((p) => (
          <Box
            component="li"
            key={p.clientId}
            style={{ alignSelf: 'flex-end', maxWidth: '85%' }}
            data-testid="chat-pending"
          >
            <Paper withBorder p="sm" style={{ borderStyle: 'dashed' }}>
              <Text size="xs" fw={700}>
                {labels.me}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.text}</Text>
              <Text size="xs" c="dimmed">
                {conversation.online ? t('sending') : t('waiting')}
              </Text>
            </Paper>
          </Box>
        ))}
      </Stack>
      <div ref={end} />
      {(problem ?? conversation.sendError) && (
        <Alert color="red" variant="light" role="alert">
          {problem ?? conversation.sendError}
        </Alert>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="xs">
          {composerExtra}
          <Textarea
            label={t('compose_label')}
            value={draft}
            onChange={(event) => onDraftChange(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                submit();
              }
            }}
            rows={3}
            description={t('compose_hint', { max: CHAT_MESSAGE_MAX })}
          />
          <Group justify="flex-end">
            <Button type="submit">{t('send')}</Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
