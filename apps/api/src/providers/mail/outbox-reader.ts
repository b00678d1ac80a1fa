// Reads the local outbox for operators and tests (end-to-end tests take reset links from here).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';

export type OutboxMail = typeof mailOutbox.$inferSelect;

/** The newest mail to an address (case-insensitive, as sign-in treats emails), optionally of one kind. */
export async function latestMail(
  db: Db,
  { to, kind }: { to: string; kind?: string },
): Promise<OutboxMail | undefined> {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.to}) = lower(${to})`,
        kind === undefined ? undefined : eq(mailOutbox.kind, kind),
      ),
    )
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** The newest mails first. */
export async function listOutbox(db: Db, { limit }: { limit: number }): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
}
