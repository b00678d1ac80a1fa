// The operators' inbox: conversations by latest activity, with what the participant wrote since
// an operator last read it, and the participant's course state and day beside each.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ChatInboxItem, ChatInboxQuery } from '@quit/contracts/chat';
import type { CourseState } from '@quit/domain/course-state';
import { DEFAULT_LANGUAGE } from '@quit/domain/constants';
import { courseDay } from '@quit/domain/course-day';
import { dateInTimeZone } from '@quit/domain/dates';
import { timeZoneOf } from '@quit/domain/profile';
import type { Db } from '../../db/client';
import { chatConversations, profiles, userRoles, users } from '../../db/schema';
import { cursorMoment, decodeCursor, likePattern, pageOf } from '../../platform/paging';
import type { Conversation } from './conversation';

/** How many participants a search for a new conversation shows. */
const PARTICIPANT_MATCHES = 20;

/**
 * What each item shows besides the conversation, read in the list's own statement (one
 * statement per page, whatever its length): the participant's messages an operator has not
 * read, the newest message, and the participant's latest course.
 */
const itemFields = {
  unread: sql<number>`(select count(*)::int from chat_messages m
    where m.conversation_id = ${chatConversations.id}
      and m.side = 'participant' and m.seq > ${chatConversations.operatorReadSeq})`,
  lastMessage: sql<string | null>`(select m.body from chat_messages m
    where m.conversation_id = ${chatConversations.id} order by m.seq desc limit 1)`,
  courseState: sql<CourseState | null>`(select c.state from courses c
    where c.participant_id = ${chatConversations.participantId} order by c.created_at desc limit 1)`,
  courseStart: sql<string | null>`(select c.start_date::text from courses c
    where c.participant_id = ${chatConversations.participantId} order by c.created_at desc limit 1)`,
};

type Row = {
  conversation: Conversation;
  profile: typeof profiles.$inferSelect | null;
  unread: number;
  lastMessage: string | null;
  courseState: CourseState | null;
  courseStart: string | null;
};

function inboxItem(row: Row, now: Date): ChatInboxItem {
  const { conversation: c, profile } = row;
  const timeZone = timeZoneOf(profile?.timeZone);
  return {
    id: c.id,
    participantId: c.participantId,
    participantName: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '—',
    language: profile?.language ?? DEFAULT_LANGUAGE,
    courseState: row.courseState,
    courseDay:
      row.courseState === 'active' && row.courseStart
        ? courseDay(row.courseStart, dateInTimeZone(now, timeZone))
        : null,
    unread: Number(row.unread),
    lastMessageAt: c.lastMessageAt?.toISOString() ?? null,
    lastMessage: row.lastMessage,
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
      ...itemFields,
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
  return { items: page.items.map((row) => inboxItem(row, now)), nextCursor: page.nextCursor };
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

/** One conversation as the inbox shows it (the live stream's and a reply's answer). */
export async function inboxItemOf(db: Db, conversation: Conversation, now: Date) {
  const [row] = await db
    .select({ profile: profiles, ...itemFields })
    .from(chatConversations)
    .leftJoin(profiles, eq(profiles.userId, chatConversations.participantId))
    .where(eq(chatConversations.id, conversation.id));
  return inboxItem(
    {
      conversation,
      profile: row?.profile ?? null,
      unread: row?.unread ?? 0,
      lastMessage: row?.lastMessage ?? null,
      courseState: row?.courseState ?? null,
      courseStart: row?.courseStart ?? null,
    },
    now,
  );
}
