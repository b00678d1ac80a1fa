import { Alert, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import {
  fetchOlderParticipant,
  markParticipantRead,
  participantChatQuery,
  sendParticipantMessage,
  useParticipantChat,
} from '../api/participant-chat';
import { useChatEvents } from '../lib/use-chat-events';
import { useConversation } from '../lib/use-conversation';
import { ConversationView } from './conversation-view';

/** /participant/chat: the participant's line to the support team, live. */
export function ParticipantChat({ userId }: { userId: string }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const chat = useParticipantChat();
  const [draft, setDraft] = useState('');
  const conversation = useConversation({
    queryKey: participantChatQuery().queryKey,
    data: chat.data,
    mySide: 'participant',
    outboxKey: `chat-outbox:${userId}`,
    send: sendParticipantMessage,
    markRead: markParticipantRead,
    fetchOlder: fetchOlderParticipant,
  });
  const stream = useChatEvents('/api/participant/chat/events', {
    onEvent: conversation.applyEvent,
    onOpen: () => {
      void queryClient.invalidateQueries({ queryKey: participantChatQuery().queryKey });
      void conversation.flush();
    },
  });
  if (chat.isPending) return <PageLoader />;
  if (chat.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {errorMessage(chat.error)}
      </Alert>
    );
  }
  return (
    <>
      <Text>{t('intro')}</Text>
      {conversation.online && stream === 'down' && (
        <Alert color="yellow" variant="light" role="status">
          {t('reconnecting')}
        </Alert>
      )}
      <ConversationView
        conversation={conversation}
        mySide="participant"
        labels={{ me: t('you'), other: t('team') }}
        draft={draft}
        onDraftChange={setDraft}
      />
    </>
  );
}
