// An operator's answer that stays unread for 15 minutes mails the participant once (in their
// language). One mail per unread run: answers written before a mail went out need no second one.
import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CHAT_UNREAD_MAIL_MINUTES } from '@quit/domain/chat';
import type { Db, Tx } from '../../db/client';
import { chatConversations, chatMessages, profiles, users } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { enqueueJob, type JobOutcome, type JobRunner } from '../../platform/jobs';
import { CHAT_MAIL_KIND, chatAnswerWaiting } from '../../providers/mail/chat-templates';
import type { Mailer } from '../../providers/mail/port';
import { enqueuePush } from '../push/send-push';

export const CHAT_UNREAD_JOB = 'chat_unread_mail';
const WAIT_MS = CHAT_UNREAD_MAIL_MINUTES * 60 * 1000;

export type UnreadMailDeps = { db: Db; clock: Clock; mailer: Mailer; publicUrl: string };

/** Queued with the answer, in its transaction. */
export async function enqueueUnreadMail(
  tx: Tx,
  message: { id: string; conversationId: string; createdAt: Date },
): Promise<void> {
  await enqueueJob(
    tx,
    CHAT_UNREAD_JOB,
    { conversationId: message.conversationId, messageId: message.id },
    { runAt: new Date(message.createdAt.getTime() + WAIT_MS), key: `chat-unread:${message.id}` },
  );
}

const payloadSchema = z.object({ conversationId: z.uuid(), messageId: z.uuid() });

export async function runUnreadMail(
  deps: UnreadMailDeps,
  payload: z.infer<typeof payloadSchema>,
): Promise<void | JobOutcome> {
  const [row] = await deps.db
    .select({
      conversation: chatConversations,
      message: chatMessages,
      profile: profiles,
      email: users.email,
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .leftJoin(profiles, eq(profiles.userId, chatConversations.participantId))
    .leftJoin(users, eq(users.id, chatConversations.participantId))
    .where(eq(chatMessages.id, payload.messageId));
  if (!row?.email || !row.profile) return;
  const { conversation, message, profile, email } = row;
  const dueAt = new Date(message.createdAt.getTime() + WAIT_MS);
  const now = deps.clock.now();
  if (now < dueAt) return { runAgainAt: dueAt };
  if (conversation.participantReadSeq >= message.seq) return;
  // Claimed in one statement, so two processes (or two answers) never mail twice: the mail
  // covers every message written so far.
  const [claimed] = await deps.db
    .update(chatConversations)
    .set({
      unreadMailSeq: sql`(select max(m.seq) from ${chatMessages} m
        where m.conversation_id = ${conversation.id})`,
    })
    .where(
      and(
        eq(chatConversations.id, conversation.id),
        lt(chatConversations.unreadMailSeq, message.seq),
        lt(chatConversations.participantReadSeq, message.seq),
      ),
    )
    .returning({ id: chatConversations.id });
  if (!claimed) return;
  // The push goes with the mail, once per answer (its key), even when the mail is retried.
  await enqueuePush(
    deps.db,
    { userId: conversation.participantId, kind: 'chat_reply' },
    { key: `chat_reply:${message.id}`, now },
  );
  try {
    await deps.mailer.send({
      to: email,
      kind: CHAT_MAIL_KIND.answerWaiting,
      language: profile.language,
      ...chatAnswerWaiting({
        language: profile.language,
        firstName: profile.firstName,
        link: `${deps.publicUrl}/participant/chat`,
      }),
    });
  } catch (error) {
    // Not sent: the retry must be able to claim it again.
    await deps.db
      .update(chatConversations)
      .set({ unreadMailSeq: conversation.unreadMailSeq })
      .where(eq(chatConversations.id, conversation.id));
    throw error;
  }
}

export function registerChatJobs(jobs: JobRunner, deps: UnreadMailDeps): void {
  jobs.register(CHAT_UNREAD_JOB, (payload) => runUnreadMail(deps, payloadSchema.parse(payload)));
}
