import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminConversationSchema,
  chatHistoryQuerySchema,
  chatInboxQuerySchema,
  chatInboxSchema,
  chatParticipantsQuerySchema,
  chatParticipantsSchema,
  startConversationSchema,
  startedConversationSchema,
  chatMessageSchema,
  chatReadSchema,
  conversationParamsSchema,
  moderationListSchema,
  okSchema,
  sendChatMessageSchema,
} from '@quit/contracts/chat';
import { idParamsSchema } from '@quit/contracts/admin';
import { recordAudit } from '../../platform/audit';
import {
  conversationById,
  conversationView,
  markRead,
  sendMessage,
  startConversation,
  type ChatDeps,
} from './conversation';
import { moderationList, removeEncouragement } from './encouragement';
import { openEventStream, type StreamSet } from './event-stream';
import { chatInbox, findChatParticipants, inboxItemOf } from './inbox';
import type { ChatHub } from './notify-hub';

const admin = { access: 'admin' } as const;
const tags = ['admin'];

/** Operators answer from the console; every message they write is audited. */
export const adminChatRoutes: FastifyPluginAsyncZod<{
  deps: ChatDeps;
  hub: ChatHub;
  streams: StreamSet;
}> = async (app, { deps, hub, streams }) => {
  const { db } = deps;

  app.get(
    '/api/admin/chat',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Conversations by latest message, with unread counts and course state and day',
        querystring: chatInboxQuerySchema,
        response: { 200: chatInboxSchema },
      },
    },
    async (request) => chatInbox(db, deps.clock.now(), request.query),
  );

  app.get(
    '/api/admin/chat/participants',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Participants by any part of the name or email, with their conversation if any',
        querystring: chatParticipantsQuerySchema,
        response: { 200: chatParticipantsSchema },
      },
    },
    async (request) => findChatParticipants(db, request.query.q),
  );

  app.post(
    '/api/admin/chat/conversations',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Open the conversation with a participant who has not written yet (audited)',
        body: startConversationSchema,
        response: { 200: startedConversationSchema, 201: startedConversationSchema },
      },
    },
    async (request, reply) => {
      const { conversation, created } = await startConversation(deps, request.body.participantId);
      if (created) {
        await recordAudit(db, {
          type: 'admin_chat_started',
          userId: request.caller.userId,
          ip: request.ip,
          detail: { conversationId: conversation.id, participantId: conversation.participantId },
        });
      }
      return reply.status(created ? 201 : 200).send({ conversationId: conversation.id });
    },
  );

  app.get(
    '/api/admin/chat/events',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Live events of every conversation (text/event-stream; EventSource only)',
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    (request, reply) =>
      openEventStream(
        { db, hub, streams, sessionClock: app.clock },
        request,
        reply,
        { sessionId: request.caller.sessionId, userId: request.caller.userId, role: 'admin' },
        () => true,
      ),
  );

  app.get(
    '/api/admin/chat/:conversationId',
    {
      config: admin,
      schema: {
        tags,
        summary: "One conversation's messages (older with `before`) and whose it is",
        params: conversationParamsSchema,
        querystring: chatHistoryQuerySchema,
        response: { 200: adminConversationSchema },
      },
    },
    async (request) => {
      const conversation = await conversationById(db, request.params.conversationId);
      const view = {
        ...(await conversationView(db, conversation, request.query.before)),
        participant: await inboxItemOf(db, conversation, deps.clock.now()),
      };
      await recordAudit(db, {
        type: 'admin_chat_viewed',
        userId: request.caller.userId,
        ip: request.ip,
        detail: { conversationId: conversation.id, targetId: conversation.participantId },
      });
      return view;
    },
  );

  app.post(
    '/api/admin/chat/:conversationId/messages',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Answer in a conversation (the same clientId again answers the stored message)',
        params: conversationParamsSchema,
        body: sendChatMessageSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(deps, {
        side: 'operator',
        userId: request.caller.userId,
        conversationId: request.params.conversationId,
        ...request.body,
      });
      if (created) {
        await recordAudit(db, {
          type: 'admin_chat_message',
          userId: request.caller.userId,
          ip: request.ip,
          detail: { conversationId: request.params.conversationId, messageId: message.id },
        });
      }
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/api/admin/chat/:conversationId/read',
    {
      config: admin,
      schema: {
        tags,
        summary: "Mark the participant's messages read",
        params: conversationParamsSchema,
        response: { 200: chatReadSchema },
      },
    },
    async (request) =>
      markRead(deps, await conversationById(db, request.params.conversationId), 'operator'),
  );

  app.get(
    '/api/admin/encouragements',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Encouragement: reported first, then the newest',
        response: { 200: moderationListSchema },
      },
    },
    async () => moderationList(db),
  );

  app.post(
    '/api/admin/encouragements/:id/remove',
    {
      config: admin,
      schema: {
        tags,
        summary: "Remove an encouragement from the participant's panel",
        params: idParamsSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const { participantId } = await removeEncouragement(
        deps,
        request.params.id,
        request.caller.userId,
      );
      await recordAudit(db, {
        type: 'admin_encouragement_removed',
        userId: request.caller.userId,
        ip: request.ip,
        detail: { encouragementId: request.params.id, targetId: participantId },
      });
      return { ok: true as const };
    },
  );
};
