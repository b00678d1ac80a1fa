// The participant's line to the support team (issue 17): one conversation per participant, its
// messages with client-made ids (a resend stores nothing twice), and supporters' encouragement.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

const moment = (name: string) => timestamp(name, { withTimezone: true });

export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: text('participant_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Read state per side: the `seq` of the newest message each side has seen. */
    participantReadSeq: bigint('participant_read_seq', { mode: 'number' }).notNull().default(0),
    operatorReadSeq: bigint('operator_read_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: moment('last_message_at'),
    /** The newest message a mail about unread answers covered (one mail per unread run). */
    unreadMailSeq: bigint('unread_mail_seq', { mode: 'number' }).notNull().default(0),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_conversations_last_idx').on(t.lastMessageAt, t.id)],
);

export const CHAT_SENDER_SIDES = ['participant', 'operator'] as const;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    /** Made by the sending client; the same id sent again is the same message. */
    clientId: text('client_id').notNull(),
    side: text('side', { enum: CHAT_SENDER_SIDES }).notNull(),
    /** The operator who wrote it (kept for the audit trail); null for the participant's own. */
    authorId: text('author_id'),
    body: text('body').notNull(),
    /** Keeps the order of messages written in the same millisecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_client_idx').on(t.conversationId, t.side, t.clientId),
    index('chat_messages_history_idx').on(t.conversationId, t.seq),
    check('chat_messages_side_check', sql`${t.side} in ('participant', 'operator')`),
  ],
);

/**
 * A supporter's short encouragement, or a moderation record of a gift's message (donationId):
 * the participant may hide or report either, operators may remove either.
 */
export const encouragements = pgTable(
  'encouragements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    participantId: text('participant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The supporter who wrote it; null for a gift's message or once their account is gone. */
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    donationId: uuid('donation_id').unique(),
    /** The public name of the sender at the time (A4: first name and last initial), never an email. */
    senderName: text('sender_name'),
    body: text('body').notNull(),
    createdAt: moment('created_at').notNull(),
    hiddenAt: moment('hidden_at'),
    reportedAt: moment('reported_at'),
    removedAt: moment('removed_at'),
    removedBy: text('removed_by'),
  },
  (t) => [
    index('encouragements_participant_idx').on(t.participantId, t.createdAt),
    index('encouragements_reported_idx').on(t.reportedAt),
  ],
);
