// Live chat events across API processes: a message's transaction runs pg_notify, which
// PostgreSQL delivers at commit to every process's dedicated LISTEN connection; each process
// then hands the event to its own open streams. No process keeps state another one needs.
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';

export const CHAT_CHANNEL = 'chat_events';

/** What travels through NOTIFY: ids only (a payload is limited to 8000 bytes). */
export type ChatNotice =
  | { type: 'message'; conversationId: string; participantId: string; messageId: string }
  | { type: 'read'; conversationId: string; participantId: string };

/** Sends a notice with the transaction: it is delivered only if the transaction commits. */
export async function notifyChat(tx: Db | Tx, notice: ChatNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify(notice)})`);
}

type Listener = (notice: ChatNotice) => void;

const RECONNECT_MS = 1000;

export class ChatHub {
  private readonly listeners = new Set<Listener>();
  private client: pg.Client | undefined;
  private stopped = false;
  private reconnect: NodeJS.Timeout | undefined;
  private readonly options: pg.ClientConfig;
  private readonly log: FastifyBaseLogger;

  constructor(options: pg.ClientConfig, log: FastifyBaseLogger) {
    this.options = options;
    this.log = log;
  }

  /** Opens the listening connection (its own, outside the pool: LISTEN holds it for good). */
  async start(): Promise<void> {
    const client = new pg.Client(this.options);
    client.on('notification', (message) => {
      if (message.channel !== CHAT_CHANNEL || !message.payload) return;
      let notice: ChatNotice;
      try {
        notice = JSON.parse(message.payload) as ChatNotice;
      } catch {
        return;
      }
      for (const listener of this.listeners) listener(notice);
    });
    client.on('error', (error) => {
      this.log.warn({ err: error }, 'chat listener lost its connection');
      this.scheduleReconnect(client);
    });
    client.on('end', () => this.scheduleReconnect(client));
    await client.connect();
    await client.query(`listen ${CHAT_CHANNEL}`);
    this.client = client;
  }

  private scheduleReconnect(lost: pg.Client): void {
    if (this.stopped || this.client !== lost || this.reconnect) return;
    this.client = undefined;
    lost.removeAllListeners('end');
    void lost.end().catch(() => undefined);
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      this.start().catch((error: unknown) => {
        this.log.warn({ err: error }, 'chat listener could not reconnect');
        this.client = lost;
        this.scheduleReconnect(lost);
      });
    }, RECONNECT_MS);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnect);
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
