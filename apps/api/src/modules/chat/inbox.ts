// The operators' inbox: conversations by latest activity, with what the participant wrote since
// an operator last read it, and the participant's course state and day beside each.
import { desc, eq, sql } from 'drizzle-orm';
import type { ChatInboxItem } from '@quit/contracts/chat';
import { DEFAULT_LANGUAGE, DEFAULT_TIME_ZONE } from '@quit/domain/constants';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import type { Db } from '../../db/client';
import { chatConversations, profiles } from '../../db/schema';
import { latestCourse } from '../course-row/current-course';
import type { Conversation } from './conversation';

const INBOX_SIZE = 100;

type Row = { conversation: Conversation; profile: typeof profiles.$inferSelect | null };

async function inboxItem(db: Db, row: Row, now: Date): Promise<ChatInboxItem> {
  const { conversation: c, profile } = row;
  const [counts] = (
    await db.execute<{ unread: number; last: string | null }>(sql`
      select
        (select count(*)::int from chat_messages m where m.conversation_id = ${c.id}
           and m.side = 'participant' and m.seq > ${c.operatorReadSeq}) as unread,
        (select body from chat_messages m where m.conversation_id = ${c.id}
           order by seq desc limit 1) as last`)
  ).rows;
  const course = await latestCourse(db, c.participantId);
  const timeZone = profile?.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    id: c.id,
    participantId: c.participantId,
    participantName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '—',
    language: profile?.language ?? DEFAULT_LANGUAGE,
    courseState: course?.state ?? null,
    courseDay:
      course?.state === 'active' && course.startDate
        ? courseDay(course.startDate, dateInTimeZone(now, timeZone))
        : null,
    unread: Number(counts?.unread ?? 0),
    lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
    lastMessage: counts?.last ?? null,
  };
}

export async function chatInbox(db: Db, now: Date) {
  const rows = await db
    .select({ conversation: chatConversations, profile: profiles })
    .from(chatConversations)
    .leftJoin(profiles, eq(profiles.userId, chatConversations.participantId))
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(INBOX_SIZE);
  return { items: await Promise.all(rows.map((row) => inboxItem(db, row, now))) };
}

export async function inboxItemOf(db: Db, conversation: Conversation, now: Date) {
  const [profile] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, conversation.participantId));
  return inboxItem(db, { conversation, profile: profile ?? null }, now);
}
