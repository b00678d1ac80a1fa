import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatConversationSchema,
  chatHistoryQuerySchema,
  chatMessageSchema,
  chatReadSchema,
  encouragementActionSchema,
  encouragementKeyParamsSchema,
  encouragementRequestSchema,
  okSchema,
  participantParamsSchema,
  sendChatMessageSchema,
  supportPanelSchema,
} from '@quit/contracts/chat';
import {
  conversationView,
  findConversation,
  markRead,
  sendMessage,
  type ChatDeps,
} from './conversation';
import { keptAnswer } from '../../platform/kept-answer';
import { moderateOwn, sendEncouragement, supportPanel } from './encouragement';
import { openEventStream, type StreamSet } from './event-stream';
import type { ChatHub } from './notify-hub';

const participant = { access: 'participant' } as const;
const tags = ['chat'];

/** How long one process reuses a Support Panel: a supporter's new note shows within it. */
export const SUPPORT_PANEL_MS = 1_000;

/** The participant's own conversation (no id in the path: nobody can name another's). */
export const participantChatRoutes: FastifyPluginAsyncZod<{
  deps: ChatDeps;
  hub: ChatHub;
  streams: StreamSet;
}> = async (app, { deps, hub, streams }) => {
  const { db } = deps;
  // The Support Panel kept a moment per participant and process (issue 31): how it is dropped,
  // and read afresh after the participant's own writes: platform/per-user-cache.ts.
  const panel = keptAnswer(app, { ms: SUPPORT_PANEL_MS });

  app.get(
    '/api/participant/chat',
    {
      config: participant,
      schema: {
        tags,
        summary: 'My conversation with the support team, newest messages (older with `before`)',
        querystring: chatHistoryQuerySchema,
        response: { 200: chatConversationSchema },
      },
    },
    async (request) =>
      conversationView(db, await findConversation(db, request.caller.userId), request.query.before),
  );

  app.post(
    '/api/participant/chat/messages',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Send a message (the same clientId again answers the stored message)',
        body: sendChatMessageSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const { message, created } = await sendMessage(deps, {
        side: 'participant',
        userId: request.caller.userId,
        participantId: request.caller.userId,
        ...request.body,
      });
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/api/participant/chat/read',
    {
      config: participant,
      schema: {
        tags,
        summary: "Mark the team's messages read",
        response: { 200: chatReadSchema },
      },
    },
    async (request) => {
      const conversation = await findConversation(db, request.caller.userId);
      if (!conversation) return { participantReadSeq: 0, operatorReadSeq: 0 };
      return markRead(deps, conversation, 'participant');
    },
  );

  app.get(
    '/api/participant/chat/events',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Live events of my conversation (text/event-stream; EventSource only)',
        response: { 200: z.string().describe('text/event-stream') },
      },
    },
    (request, reply) => {
      const me = request.caller.userId;
      openEventStream(
        { db, hub, streams, sessionClock: app.clock },
        request,
        reply,
        { sessionId: request.caller.sessionId, userId: me, role: 'participant' },
        (notice) => notice.participantId === me,
      );
    },
  );

  app.get(
    '/api/participant/encouragements',
    {
      config: participant,
      schema: {
        tags,
        summary: "The Support Panel: supporters' notes and gifts' messages (public names only)",
        response: { 200: supportPanelSchema },
      },
    },
    async (request, reply) => {
      const me = request.caller.userId;
      return panel(request, reply, me, () => supportPanel(db, me));
    },
  );

  app.post(
    '/api/participant/encouragements/:key',
    {
      config: participant,
      schema: {
        tags,
        summary: 'Hide or report one encouragement of my panel',
        params: encouragementKeyParamsSchema,
        body: encouragementActionSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await moderateOwn(deps, request.caller.userId, request.params.key, request.body.action);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/supporter/encouragements/:participantId',
    {
      config: { access: 'supporter' },
      schema: {
        tags,
        summary: 'Send a short encouragement to someone I gave to',
        params: participantParamsSchema,
        body: encouragementRequestSchema,
        response: { 201: okSchema },
      },
    },
    async (request, reply) => {
      await sendEncouragement(deps, {
        supporterId: request.caller.userId,
        participantId: request.params.participantId,
        text: request.body.text,
      });
      return reply.status(201).send({ ok: true as const });
    },
  );
};
