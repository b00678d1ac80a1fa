// One conversation per participant: its history in pages, sending (idempotent by the client's
// id), and read state per side. Every write notifies the other processes in its transaction.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ChatConversation, ChatMessage } from '@quit/contracts/chat';
import {
  CHAT_MESSAGE_MAX,
  CHAT_PAGE_SIZE,
  CHAT_RATE_LIMIT,
  chatTextProblem,
} from '@quit/domain/chat';
import type { Db, Tx } from '../../db/client';
import { chatConversations, chatMessages, userRoles } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError, isAppError } from '../../platform/errors';
import { consumeRateLimit } from '../../platform/rate-limit';
import { notifyChat } from './notify-hub';
import { enqueueUnreadMail } from './unread-mail';

export type ChatDeps = { db: Db; clock: Clock };
export type Conversation = typeof chatConversations.$inferSelect;
export type Side = 'participant' | 'operator';
type MessageRow = typeof chatMessages.$inferSelect;

export function messageView(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    clientId: row.clientId,
    side: row.side,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
    seq: row.seq,
  };
}

export async function findConversation(db: Db, participantId: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.participantId, participantId));
  return row;
}

export async function conversationById(db: Db, id: string): Promise<Conversation> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function ensureConversation(tx: Tx, participantId: string): Promise<Conversation> {
  await tx.insert(chatConversations).values({ participantId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(eq(chatConversations.participantId, participantId));
  if (!row) throw new Error('conversation vanished');
  return row;
}

/**
 * An operator opens the conversation with a participant who has not written yet (created at the
 * product's time, to the millisecond, so the inbox's cursor orders it exactly). Answers whether
 * it was new; a participant's own conversation is found, not made twice.
 */
export async function startConversation(
  deps: ChatDeps,
  participantId: string,
): Promise<{ conversation: Conversation; created: boolean }> {
  const [participant] = await deps.db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, participantId), eq(userRoles.role, 'participant')));
  if (!participant) throw new AppError('NOT_FOUND');
  const [made] = await deps.db
    .insert(chatConversations)
    .values({ participantId, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning();
  if (made) return { conversation: made, created: true };
  const found = await findConversation(deps.db, participantId);
  if (!found) throw new Error('conversation vanished');
  return { conversation: found, created: false };
}

/** A page of history, newest last; `before` is a `seq` from an earlier page. */
export async function conversationView(
  db: Db,
  conversation: Conversation | undefined,
  before?: number,
): Promise<ChatConversation> {
  if (!conversation) {
    return {
      id: null,
      messages: [],
      olderCursor: null,
      participantReadSeq: 0,
      operatorReadSeq: 0,
    };
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversation.id),
        before === undefined ? undefined : lt(chatMessages.seq, before),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(CHAT_PAGE_SIZE + 1);
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  return {
    id: conversation.id,
    messages: page.map(messageView),
    olderCursor: rows.length > CHAT_PAGE_SIZE && page[0] ? page[0].seq : null,
    participantReadSeq: conversation.participantReadSeq,
    operatorReadSeq: conversation.operatorReadSeq,
  };
}

/** The exact refusal for a message's text, in the caller's language by the error handler. */
export function checkText(text: string, max: number): string {
  const trimmed = text.trim();
  const problem = chatTextProblem(trimmed, max);
  if (problem) throw new AppError(problem, { params: { max } });
  return trimmed;
}

async function findByClientId(db: Db | Tx, conversationId: string, side: Side, clientId: string) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.side, side),
        eq(chatMessages.clientId, clientId),
      ),
    );
  return row;
}

export type SendInput = {
  side: Side;
  /** Who writes: the participant, or the operator (counted for the rate limit, kept for audit). */
  userId: string;
  clientId: string;
  text: string;
} & ({ side: 'participant'; participantId: string } | { side: 'operator'; conversationId: string });

/**
 * Stores a message once per client id: the same id again answers the stored message (and a
 * different text under a used id is refused). Counted against the sender's rate limit.
 */
export async function sendMessage(
  deps: ChatDeps,
  input: SendInput,
): Promise<{ message: ChatMessage; created: boolean; conversationId: string }> {
  const text = checkText(input.text, CHAT_MESSAGE_MAX);
  const known =
    input.side === 'operator'
      ? await conversationById(deps.db, input.conversationId)
      : await findConversation(deps.db, input.participantId);
  const again = known && (await findByClientId(deps.db, known.id, input.side, input.clientId));
  if (again) return replay(again, text, known.id);

  const now = deps.clock.now();
  try {
    await consumeRateLimit(deps.db, `chat:${input.userId}`, CHAT_RATE_LIMIT, now);
  } catch (error) {
    if (isAppError(error) && error.code === 'RATE_LIMITED') throw new AppError('CHAT_RATE_LIMITED');
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    const conversation =
      known ?? (await ensureConversation(tx, (input as { participantId: string }).participantId));
    const [row] = await tx
      .insert(chatMessages)
      .values({
        conversationId: conversation.id,
        clientId: input.clientId,
        side: input.side,
        authorId: input.side === 'operator' ? input.userId : null,
        body: text,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      // The same id sent twice at once: the other request stored it.
      const stored = await findByClientId(tx, conversation.id, input.side, input.clientId);
      if (!stored) throw new Error('chat message vanished');
      return replay(stored, text, conversation.id);
    }
    await tx
      .update(chatConversations)
      .set({
        lastMessageAt: now,
        // Writing is reading: the sender has seen everything before their own message.
        ...(input.side === 'participant'
          ? { participantReadSeq: row.seq }
          : { operatorReadSeq: row.seq }),
      })
      .where(eq(chatConversations.id, conversation.id));
    if (input.side === 'operator') await enqueueUnreadMail(tx, row);
    await notifyChat(tx, {
      type: 'message',
      conversationId: conversation.id,
      participantId: conversation.participantId,
      messageId: row.id,
    });
    return { message: messageView(row), created: true, conversationId: conversation.id };
  });
}

function replay(row: MessageRow, text: string, conversationId: string) {
  if (row.body !== text) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { message: messageView(row), created: false, conversationId };
}

/** Marks everything written so far as read by `side`; notifies only when that changed. */
export async function markRead(deps: ChatDeps, conversation: Conversation, side: Side) {
  const readColumn =
    side === 'participant'
      ? chatConversations.participantReadSeq
      : chatConversations.operatorReadSeq;
  const newest = sql`(select coalesce(max(m.seq), 0) from ${chatMessages} m
    where m.conversation_id = ${conversation.id})`;
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(chatConversations)
      .set(side === 'participant' ? { participantReadSeq: newest } : { operatorReadSeq: newest })
      .where(and(eq(chatConversations.id, conversation.id), sql`${readColumn} < ${newest}`))
      .returning();
    const current = updated ?? conversation;
    if (updated) {
      await notifyChat(tx, {
        type: 'read',
        conversationId: conversation.id,
        participantId: conversation.participantId,
      });
    }
    return {
      participantReadSeq: current.participantReadSeq,
      operatorReadSeq: current.operatorReadSeq,
    };
  });
}

/** The full event for a notice, read once per process and handed to its streams. */
export async function loadMessage(db: Db, messageId: string) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId));
  return row && messageView(row);
}
