// The operators' inbox: conversations by latest activity, with what the participant wrote since
// an operator last read it, and the participant's course state and day beside each.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChatInboxItem, ChatInboxQuery } from '@quit/contracts/chat';
import { DEFAULT_LANGUAGE } from '@quit/domain/constants';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import { timeZoneOf } from '@quit/domain/profile';
import type { Db } from '../../db/client';
import { chatConversations, profiles, userRoles, users } from '../../db/schema';
import { cursorMoment, decodeCursor, likePattern, pageOf } from '../../platform/paging';
import { latestCourse } from '../course-row/current-course';
import type { Conversation } from './conversation';

/** How many participants a search for a new conversation shows. */
const PARTICIPANT_MATCHES = 20;

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
  const timeZone = timeZoneOf(profile?.timeZone);
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

/** When a conversation was last active: its newest message, or when an operator opened it. */
const activity = sql`coalesce(${chatConversations.lastMessageAt}, ${chatConversations.createdAt})`;

/** Newest activity first, a page at a time; `q` finds any part of the name or email. */
export async function chatInbox(db: Db, now: Date, query: ChatInboxQuery) {
  const cursor = decodeCursor(query.cursor);
  const q = query.q?.trim();
  const rows = await db
    .select({
      conversation: chatConversations,
      profile: profiles,
      cursorAt: cursorMoment(activity),
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.participantId))
    .leftJoin(profiles, eq(profiles.userId, chatConversations.participantId))
    .where(
      and(
        q ? sql`lower(${users.email} || ' ' || ${users.name}) like ${likePattern(q)}` : undefined,
        cursor
          ? sql`(${activity}, ${chatConversations.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(activity), desc(chatConversations.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (row) => [row.cursorAt, row.conversation.id]);
  return {
    items: await Promise.all(page.items.map((row) => inboxItem(db, row, now))),
    nextCursor: page.nextCursor,
  };
}

/** Participants by any part of their name or email, for an operator to write to first. */
export async function findChatParticipants(db: Db, q: string) {
  const rows = await db
    .select({
      participantId: users.id,
      name: users.name,
      email: users.email,
      conversationId: chatConversations.id,
    })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'participant')))
    .leftJoin(chatConversations, eq(chatConversations.participantId, users.id))
    .where(sql`lower(${users.email} || ' ' || ${users.name}) like ${likePattern(q)}`)
    .orderBy(asc(users.name), asc(users.id))
    .limit(PARTICIPANT_MATCHES);
  return { items: rows };
}

export async function inboxItemOf(db: Db, conversation: Conversation, now: Date) {
  const [profile] = await db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, conversation.participantId));
  return inboxItem(db, { conversation, profile: profile ?? null }, now);
}
