// The chat between a participant and the support team, and supporters' encouragement (issue 17).
import { z } from 'zod';
import { COURSE_STATES } from '@quit/domain/course-state';
import { LANGUAGES } from '@quit/domain/constants';
import { idSchema, textSchema } from './text';

/**
 * A message's text as the API receives it. The exact checks (empty, too long, control
 * characters) run in the service so each has its own clear error; this only caps the size.
 */
const incomingText = z.string().max(20_000);

/** A client-made message id (a UUID from the browser): sending it again changes nothing. */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'a client id');

export const sendChatMessageSchema = z
  .object({ clientId: clientIdSchema, text: incomingText })
  .strict()
  .meta({ id: 'SendChatMessage' });
export type SendChatMessage = z.infer<typeof sendChatMessageSchema>;

export const chatMessageSchema = z
  .object({
    id: z.string(),
    clientId: z.string(),
    side: z.enum(['participant', 'operator']),
    text: z.string(),
    createdAt: z.string(),
    /** Position in the conversation: the history's cursor and the order of equal times. */
    seq: z.number().int(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatHistoryQuerySchema = z
  .object({
    /** Messages older than this position (a `seq` from an earlier page). */
    before: z.coerce.number().int().min(1).optional(),
  })
  .strict();

export const chatConversationSchema = z
  .object({
    /** Null until the participant's first message opens the conversation. */
    id: z.string().nullable(),
    /** Newest last; `olderCursor` pages backwards. */
    messages: z.array(chatMessageSchema),
    olderCursor: z.number().int().nullable(),
    /** Read state: the `seq` of the newest message each side has seen (0: none). */
    participantReadSeq: z.number().int(),
    operatorReadSeq: z.number().int(),
  })
  .meta({ id: 'ChatConversation' });
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatReadSchema = z
  .object({ participantReadSeq: z.number().int(), operatorReadSeq: z.number().int() })
  .meta({ id: 'ChatReadState' });

/** One event of the live stream (server-sent events, `data:` as JSON). */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), conversationId: z.string(), message: chatMessageSchema }),
  z.object({
    type: z.literal('read'),
    conversationId: z.string(),
    participantReadSeq: z.number().int(),
    operatorReadSeq: z.number().int(),
  }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;

export const conversationParamsSchema = z.object({ conversationId: z.uuid() }).strict();

/** The operators' inbox: newest activity first, with unread counts and the course beside it. */
export const chatInboxSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        participantId: z.string(),
        participantName: z.string(),
        language: z.enum(LANGUAGES),
        courseState: z.enum(COURSE_STATES).nullable(),
        courseDay: z.number().int().nullable(),
        unread: z.number().int(),
        lastMessageAt: z.string().nullable(),
        lastMessage: z.string().nullable(),
      }),
    ),
    /** The next page (older activity), or null on the last one. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'ChatInbox' });

/** `?cursor=&q=&limit=`: older pages, and a search by any part of the name or email. */
export const chatInboxQuerySchema = z
  .object({
    cursor: z.string().max(200).optional(),
    q: textSchema({ max: 100 }).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(100),
  })
  .strict();
export type ChatInboxQuery = z.infer<typeof chatInboxQuerySchema>;

/** Participants found by name or email, with their conversation if there is one. */
export const chatParticipantsSchema = z
  .object({
    items: z.array(
      z.object({
        participantId: z.string(),
        name: z.string(),
        email: z.string(),
        conversationId: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'ChatParticipants' });
export type ChatParticipants = z.infer<typeof chatParticipantsSchema>;
export const chatParticipantsQuerySchema = z
  .object({ q: textSchema({ min: 1, max: 100 }) })
  .strict();

/** An operator opens the conversation with a participant who has not written yet. */
export const startConversationSchema = z.object({ participantId: idSchema }).strict();
export const startedConversationSchema = z.object({ conversationId: z.string() });
export type ChatInbox = z.infer<typeof chatInboxSchema>;
export type ChatInboxItem = ChatInbox['items'][number];

/** An operator's view of one conversation: its messages and whose it is. */
export const adminConversationSchema = chatConversationSchema
  .extend({ participant: chatInboxSchema.shape.items.element })
  .meta({ id: 'AdminChatConversation' });
export type AdminConversation = z.infer<typeof adminConversationSchema>;

export const encouragementRequestSchema = z
  .object({ text: incomingText })
  .strict()
  .meta({ id: 'EncouragementRequest' });

export const participantParamsSchema = z.object({ participantId: idSchema }).strict();

/** What a participant sees of one encouragement: the sender's public name only (A4). */
export const encouragementSchema = z
  .object({
    /** `note:<uuid>` for a supporter's note, `gift:<uuid>` for a gift's message. */
    key: z.string(),
    senderName: z.string().nullable(),
    text: z.string(),
    createdAt: z.string(),
    kind: z.enum(['note', 'gift']),
  })
  .meta({ id: 'Encouragement' });
export type Encouragement = z.infer<typeof encouragementSchema>;

export const supportPanelSchema = z
  .object({ items: z.array(encouragementSchema) })
  .meta({ id: 'SupportPanel' });
export type SupportPanel = z.infer<typeof supportPanelSchema>;

export const encouragementKeyParamsSchema = z
  .object({ key: z.string().regex(/^(note|gift):[0-9a-f-]{36}$/i, 'an encouragement key') })
  .strict();

export const encouragementActionSchema = z
  .object({ action: z.enum(['hide', 'report']) })
  .strict()
  .meta({ id: 'EncouragementAction' });

/** Operators: reported and recent encouragement, with whom it went to. */
export const moderationListSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        participantName: z.string(),
        senderName: z.string().nullable(),
        text: z.string(),
        kind: z.enum(['note', 'gift']),
        createdAt: z.string(),
        reportedAt: z.string().nullable(),
        hiddenAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'EncouragementModeration' });
export type ModerationList = z.infer<typeof moderationListSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
