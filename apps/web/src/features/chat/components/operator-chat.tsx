import {
  Badge,
  Grid,
  Group,
  NavLink,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatEvent, ChatInboxItem } from '@quit/contracts/chat';
import type { Language } from '@quit/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/page-loader';
import {
  chatInboxQuery,
  fetchOlderOperator,
  markOperatorRead,
  operatorConversationQuery,
  sendOperatorMessage,
  useChatInbox,
  useOperatorConversation,
} from '../api/operator-chat';
import { useChatEvents } from '../lib/use-chat-events';
import { useConversation } from '../lib/use-conversation';
import { CannedAnswers } from './canned-answers';
import { ConversationView } from './conversation-view';
import { ModerationSection } from './moderation-section';

/** /admin/chat: the inbox, one conversation at a time, canned answers, and moderation. */
export function OperatorChat() {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const inbox = useChatInbox();
  const [selected, setSelected] = useState<string | undefined>();
  const applyToOpen = useRef<((event: ChatEvent) => void) | null>(null);
  const setApplyToOpen = useCallback((apply: ((event: ChatEvent) => void) | null) => {
    applyToOpen.current = apply;
  }, []);
  useChatEvents('/api/admin/chat/events', {
    onEvent: (event) => {
      void queryClient.invalidateQueries({ queryKey: chatInboxQuery().queryKey });
      if (event.conversationId === selected) applyToOpen.current?.(event);
    },
    onOpen: () => void queryClient.invalidateQueries({ queryKey: ['chat'] }),
  });
  return (
    <Stack gap="xl">
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack component="section" aria-labelledby="chat-inbox-title" gap="xs">
            <Title order={2} id="chat-inbox-title" size="h3">
              {t('operator.inbox')}
            </Title>
            {inbox.isPending ? (
              <PageLoader />
            ) : inbox.data?.items.length ? (
              <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                {inbox.data.items.map((item) => (
                  <li key={item.id}>
                    <InboxEntry
                      item={item}
                      active={item.id === selected}
                      onOpen={() => setSelected(item.id)}
                    />
                  </li>
                ))}
              </Stack>
            ) : (
              <Text c="dimmed">{t('operator.inbox_empty')}</Text>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {selected ? (
            <OpenConversation key={selected} id={selected} onApply={setApplyToOpen} />
          ) : (
            <Text c="dimmed">{t('operator.choose')}</Text>
          )}
        </Grid.Col>
      </Grid>
      <ModerationSection />
    </Stack>
  );
}

function InboxEntry({
  item,
  active,
  onOpen,
}: {
  item: ChatInboxItem;
  active: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <NavLink
      component="button"
      active={active}
      onClick={onOpen}
      data-testid="chat-inbox-entry"
      label={
        <Group gap="xs" justify="space-between" wrap="nowrap">
          <Text fw={700} size="sm">
            {item.participantName}
          </Text>
          {item.unread > 0 && (
            <Badge
              color="red"
              variant="light"
              aria-label={t('operator.unread', { count: item.unread })}
            >
              {item.unread}
            </Badge>
          )}
        </Group>
      }
      // The default dimmed description is too faint on the active entry's background.
      styles={{ description: { color: 'var(--mantine-color-text)' } }}
      description={
        <>
          {t('operator.course', {
            state: item.courseState ? t(`states.${item.courseState}`) : t('operator.no_course'),
          })}
          {item.courseDay !== null && ` · ${t('operator.day', { day: item.courseDay })}`}
          {` · ${item.language.toUpperCase()}`}
          {item.lastMessage && (
            <Text size="xs" lineClamp={1}>
              {item.lastMessage}
            </Text>
          )}
        </>
      }
    />
  );
}

function OpenConversation({
  id,
  onApply,
}: {
  id: string;
  /** Hands the open conversation's event handler to the console's one stream. */
  onApply: (apply: ((event: ChatEvent) => void) | null) => void;
}) {
  const { t } = useTranslation('chat');
  const query = useOperatorConversation(id);
  const [draft, setDraft] = useState('');
  const [language, setLanguage] = useState<Language | undefined>();
  const conversation = useConversation({
    queryKey: operatorConversationQuery(id).queryKey,
    data: query.data,
    mySide: 'operator',
    outboxKey: `chat-outbox:operator:${id}`,
    send: (clientId, text) => sendOperatorMessage(id, clientId, text),
    markRead: () => markOperatorRead(id),
    fetchOlder: (before) => fetchOlderOperator(id, before),
  });
  useEffect(() => {
    onApply(conversation.applyEvent);
    return () => onApply(null);
  }, [onApply, conversation.applyEvent]);
  if (query.isPending || !query.data) return <PageLoader />;
  const participant = query.data.participant;
  const answerLanguage = language ?? participant.language;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="chat-open-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="chat-open-title">
          {participant.participantName}
        </Title>
        <ConversationView
          conversation={conversation}
          mySide="operator"
          labels={{ me: t('team'), other: participant.participantName }}
          draft={draft}
          onDraftChange={setDraft}
          composerExtra={
            <Stack gap={4}>
              <Text id="canned-language" size="sm" fw={500}>
                {t('operator.answer_language')}
              </Text>
              <SegmentedControl
                aria-labelledby="canned-language"
                value={answerLanguage}
                onChange={(value) => setLanguage(value as Language)}
                data={[
                  { value: 'de', label: 'Deutsch' },
                  { value: 'en', label: 'English' },
                ]}
                style={{ alignSelf: 'start' }}
              />
              <CannedAnswers language={answerLanguage} onPick={setDraft} />
            </Stack>
          }
        />
      </Stack>
    </Paper>
  );
}
