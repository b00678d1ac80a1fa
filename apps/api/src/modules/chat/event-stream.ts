// Server-sent events: one open response per browser tab, fed by this process's ChatHub with the
// events the caller may see. EventSource reconnects by itself; the page refetches on (re)open.
// Before every event and every keep-alive the stream checks that its session still stands and
// still holds the role (sign-out, a password change elsewhere, a role removed end it), and a user
// has at most MAX_STREAMS_PER_USER streams in a process (record 0066).
import type { ChatEvent } from '@quit/contracts/chat';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { sessions, userRoles } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { conversationById, loadMessage } from './conversation';
import type { ChatHub, ChatNotice } from './notify-hub';

const KEEPALIVE_MS = 25_000;
/** Tabs of one person in one process; EventSource does not retry a refusal. */
export const MAX_STREAMS_PER_USER = 5;

/** The open streams of this process by user, ended when the app closes. */
export class StreamSet {
  private readonly ends = new Map<() => void, string>();
  add(end: () => void, userId: string) {
    this.ends.set(end, userId);
    return () => this.ends.delete(end);
  }
  countOf(userId: string): number {
    let count = 0;
    for (const owner of this.ends.values()) if (owner === userId) count++;
    return count;
  }
  closeAll() {
    for (const end of [...this.ends.keys()]) end();
  }
}

/** Who holds a stream: the session it was opened with and the role the route asks for. */
export type StreamHolder = { sessionId: string; userId: string; role: 'participant' | 'admin' };

/** The session is still there, unexpired on the sessions' clock, and its user holds the role. */
async function stillHolds(db: Db, clock: Clock, holder: StreamHolder): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(sessions)
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, sessions.userId), eq(userRoles.role, holder.role)),
    )
    .where(
      and(
        eq(sessions.id, holder.sessionId),
        eq(sessions.userId, holder.userId),
        gt(sessions.expiresAt, clock.now()),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Turns a notice into the event a stream sends (read from the database once per notice). */
async function eventOf(db: Db, notice: ChatNotice): Promise<ChatEvent | undefined> {
  if (notice.type === 'message') {
    const message = await loadMessage(db, notice.messageId);
    return message && { type: 'message', conversationId: notice.conversationId, message };
  }
  const conversation = await conversationById(db, notice.conversationId).catch(() => undefined);
  return (
    conversation && {
      type: 'read',
      conversationId: conversation.id,
      participantReadSeq: conversation.participantReadSeq,
      operatorReadSeq: conversation.operatorReadSeq,
    }
  );
}

/**
 * Answers with an event stream of the notices `allowed` lets through. Only EventSource clients
 * (Accept: text/event-stream) get one; any other GET is refused at once and changes nothing.
 */
export function openEventStream(
  deps: { db: Db; hub: ChatHub; streams: StreamSet; sessionClock: Clock },
  request: FastifyRequest,
  reply: FastifyReply,
  holder: StreamHolder,
  allowed: (notice: ChatNotice) => boolean,
): void {
  if (!(request.headers.accept ?? '').includes('text/event-stream')) {
    throw new AppError('INVALID_DATA', {
      fields: ['accept'],
      detail: 'not an event stream client',
    });
  }
  if (deps.streams.countOf(holder.userId) >= MAX_STREAMS_PER_USER) {
    throw new AppError('RATE_LIMITED', { detail: 'too many event streams' });
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n: open\n\n');
  let open = true;
  /** Writes when the holder still may read; otherwise ends the stream. */
  const send = async (text: () => Promise<string | undefined>) => {
    if (!(await stillHolds(deps.db, deps.sessionClock, holder))) return end();
    const chunk = await text();
    if (chunk && open) raw.write(chunk);
  };
  const unsubscribe = deps.hub.subscribe((notice) => {
    if (!allowed(notice)) return;
    void send(async () => {
      const event = await eventOf(deps.db, notice);
      return event && `event: chat\ndata: ${JSON.stringify(event)}\n\n`;
    }).catch((error: unknown) => request.log.warn({ err: error }, 'chat event not sent'));
  });
  const ping = setInterval(() => {
    void send(async () => ': ping\n\n').catch((error: unknown) =>
      request.log.warn({ err: error }, 'chat keep-alive not sent'),
    );
  }, KEEPALIVE_MS);
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(ping);
    unsubscribe();
    forget();
    raw.end();
  };
  const forget = deps.streams.add(end, holder.userId);
  request.raw.on('close', end);
}
