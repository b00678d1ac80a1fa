// Server-sent events: one open response per browser tab, fed by this process's ChatHub with the
// events the caller may see. EventSource reconnects by itself; the page refetches on (re)open.
import type { ChatEvent } from '@quit/contracts/chat';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { conversationById, loadMessage } from './conversation';
import type { ChatHub, ChatNotice } from './notify-hub';

const KEEPALIVE_MS = 25_000;

/** The open streams of this process, ended when the app closes. */
export class StreamSet {
  private readonly ends = new Set<() => void>();
  add(end: () => void) {
    this.ends.add(end);
    return () => this.ends.delete(end);
  }
  closeAll() {
    for (const end of [...this.ends]) end();
  }
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
  deps: { db: Db; hub: ChatHub; streams: StreamSet },
  request: FastifyRequest,
  reply: FastifyReply,
  allowed: (notice: ChatNotice) => boolean,
): void {
  if (!(request.headers.accept ?? '').includes('text/event-stream')) {
    throw new AppError('INVALID_DATA', {
      fields: ['accept'],
      detail: 'not an event stream client',
    });
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
  const unsubscribe = deps.hub.subscribe((notice) => {
    if (!allowed(notice)) return;
    void eventOf(deps.db, notice)
      .then((event) => {
        if (event && open) raw.write(`event: chat\ndata: ${JSON.stringify(event)}\n\n`);
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'chat event not sent'));
  });
  const ping = setInterval(() => raw.write(': ping\n\n'), KEEPALIVE_MS);
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(ping);
    unsubscribe();
    forget();
    raw.end();
  };
  const forget = deps.streams.add(end);
  request.raw.on('close', end);
}
