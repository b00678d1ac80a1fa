import {
  Badge,
  Button,
  Grid,
  Group,
  NavLink,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatEvent, ChatInboxItem } from '@quit/contracts/chat';
import type { Language } from '@quit/domain/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { chatKeys } from '@/lib/query-keys';
import {
  fetchOlderOperator,
  markOperatorRead,
  operatorConversationQuery,
  sendOperatorMessage,
  startConversation,
  useChatInbox,
  useChatParticipants,
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
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const inbox = useChatInbox(q);
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  const [selected, setSelected] = useState<string | undefined>();
  const applyToOpen = useRef<((event: ChatEvent) => void) | null>(null);
  const setApplyToOpen = useCallback((apply: ((event: ChatEvent) => void) | null) => {
    applyToOpen.current = apply;
  }, []);
  useChatEvents('/api/admin/chat/events', {
    onEvent: (event) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.inboxes });
      if (event.conversationId === selected) applyToOpen.current?.(event);
    },
    onOpen: () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }),
  });
  return (
    <Stack gap="xl">
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack component="section" aria-labelledby="chat-inbox-title" gap="xs">
            <Title order={2} id="chat-inbox-title" size="h3">
              {t('operator.inbox')}
            </Title>
            <TextInput
              type="search"
              label={t('operator.search')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              data-testid="chat-inbox-search"
            />
            {inbox.isPending ? (
              <PageLoader />
            ) : items.length ? (
              <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
                {items.map((item) => (
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
              <Text c="dimmed">{t(q ? 'operator.no_match' : 'operator.inbox_empty')}</Text>
            )}
            {inbox.hasNextPage && (
              <Button
                variant="default"
                loading={inbox.isFetchingNextPage}
                onClick={() => void inbox.fetchNextPage()}
              >
                {t('operator.load_more')}
              </Button>
            )}
            {q && <StartConversation q={q} onOpen={setSelected} />}
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

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Participants matching the search who have not written yet: an operator may write first. */
function StartConversation({ q, onOpen }: { q: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const found = useChatParticipants(q);
  const [busy, setBusy] = useState<string | null>(null);
  const quiet = found.data?.items.filter((p) => p.conversationId === null) ?? [];
  if (quiet.length === 0) return null;
  const open = async (participantId: string) => {
    setBusy(participantId);
    try {
      const id = await startConversation(participantId);
      await queryClient.invalidateQueries({ queryKey: chatKeys.all });
      onOpen(id);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack component="section" aria-labelledby="chat-start-title" gap={4}>
      <Title order={3} id="chat-start-title" size="h5">
        {t('operator.start_title')}
      </Title>
      {quiet.map((p) => (
        <Button
          key={p.participantId}
          variant="light"
          justify="flex-start"
          loading={busy === p.participantId}
          onClick={() => void open(p.participantId)}
          data-testid="chat-start"
        >
          {t('operator.start', { name: `${p.name} (${p.email})` })}
        </Button>
      ))}
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
