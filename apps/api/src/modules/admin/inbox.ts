// The contact inbox, the local mail outbox and the job queue, as operators read them.
import { and, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, jobs, mailOutbox } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { after, cursorMoment, decodeCursor, newestFirst, pageOf } from '../../platform/paging';

type Page = { cursor?: string | undefined; limit: number };

export async function listContact(db: Db, query: Page & { handled: 'yes' | 'no' | 'all' }) {
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({
      ...getTableColumns(contactMessages),
      cursorAt: cursorMoment(contactMessages.createdAt),
    })
    .from(contactMessages)
    .where(
      and(
        query.handled === 'yes' ? isNotNull(contactMessages.handledAt) : undefined,
        query.handled === 'no' ? isNull(contactMessages.handledAt) : undefined,
        after(cursor, contactMessages.createdAt, contactMessages.id),
      ),
    )
    .orderBy(...newestFirst(contactMessages.createdAt, contactMessages.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (m) => [m.cursorAt, m.id]);
  return {
    items: page.items.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      message: m.message,
      language: m.language,
      createdAt: m.createdAt.toISOString(),
      handledAt: m.handledAt?.toISOString() ?? null,
    })),
    nextCursor: page.nextCursor,
  };
}

export async function markContactHandled(db: Db, id: string, by: string, now: Date) {
  const [found] = await db
    .update(contactMessages)
    .set({ handledAt: now, handledBy: by })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (!found) throw new AppError('NOT_FOUND');
}

export async function listOutbox(db: Db, query: Page) {
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      kind: mailOutbox.kind,
      language: mailOutbox.language,
      createdAt: mailOutbox.createdAt,
      cursorAt: cursorMoment(mailOutbox.createdAt),
    })
    .from(mailOutbox)
    .where(after(cursor, mailOutbox.createdAt, mailOutbox.id))
    .orderBy(...newestFirst(mailOutbox.createdAt, mailOutbox.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (m) => [m.cursorAt, m.id]);
  return {
    items: page.items.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      kind: m.kind,
      language: m.language,
      createdAt: m.createdAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/**
 * A link's secret (`token=` in reset, verification, donation and unsubscribe links) keeps its
 * first four characters: operators see which link a mail carried, never one they could open
 * (record 0065). The outbox holds the whole link for the tests that follow it.
 */
export function maskLinkSecrets(text: string): string {
  return text.replace(
    /([?&](?:amp;)?token=)([^&\s"'<>]+)/g,
    (_, name: string, value: string) => `${name}${value.slice(0, 4)}…`,
  );
}

export async function readOutboxMail(db: Db, id: string) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!mail) throw new AppError('NOT_FOUND');
  return {
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    kind: mail.kind,
    language: mail.language,
    createdAt: mail.createdAt.toISOString(),
    text: maskLinkSecrets(mail.text),
    html: mail.html === null ? null : maskLinkSecrets(mail.html),
  };
}

export async function listJobs(
  db: Db,
  query: Page & { state: 'queued' | 'running' | 'failed' | 'done' },
) {
  const cursor = decodeCursor(query.cursor);
  const rows = await db
    .select({ ...getTableColumns(jobs), cursorAt: cursorMoment(jobs.updatedAt) })
    .from(jobs)
    .where(and(eq(jobs.state, query.state), after(cursor, jobs.updatedAt, jobs.id)))
    .orderBy(...newestFirst(jobs.updatedAt, jobs.id))
    .limit(query.limit + 1);
  const page = pageOf(rows, query.limit, (j) => [j.cursorAt, j.id]);
  return {
    items: page.items.map((j) => ({
      id: j.id,
      kind: j.kind,
      state: j.state,
      attempts: j.attempts,
      maxAttempts: j.maxAttempts,
      runAt: j.runAt.toISOString(),
      lastError: j.lastError,
      updatedAt: j.updatedAt.toISOString(),
    })),
    nextCursor: page.nextCursor,
  };
}

/** A failed job runs again soon, with its attempts counted afresh. */
export async function retryJob(db: Db, id: string, now: Date): Promise<{ kind: string }> {
  const [job] = await db
    .update(jobs)
    .set({
      state: 'queued',
      runAt: now,
      attempts: 0,
      lockedUntil: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, id), eq(jobs.state, 'failed')))
    .returning({ kind: jobs.kind });
  if (job) return job;
  const [exists] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id));
  throw new AppError(exists ? 'NOT_RETRYABLE' : 'NOT_FOUND');
}
