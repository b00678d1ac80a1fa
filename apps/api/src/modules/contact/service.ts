import { eq } from 'drizzle-orm';
import type { ContactRequest } from '@quit/contracts/contact';
import type { Language } from '@quit/domain/constants';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { enqueueJob } from '../../platform/jobs';
import { CONTACT_MAIL_KIND, contactRequestMail } from '../../providers/mail/contact-template';
import type { Mailer } from '../../providers/mail/port';
import type { TaskTracker } from '../../providers/tasks/port';

export type ContactDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  /** Where contact requests are mailed (OPERATOR_EMAIL). */
  operatorEmail: string;
  /** ClickUp, when configured. */
  tasks: TaskTracker | undefined;
};

export const CONTACT_JOBS = {
  mail: 'contact.mail_operators',
  task: 'contact.create_task',
} as const;

/**
 * Stores a contact request and, in the same transaction, queues its mail to the operators and
 * (with ClickUp configured) its task: a failing provider is retried by the job queue and never
 * loses the request or refuses the sender.
 */
export async function receiveContactRequest(
  deps: ContactDeps,
  request: ContactRequest,
  language: Language,
): Promise<{ id: string }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...request, language })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('insert returned no row');
    const runAt = deps.clock.now();
    await enqueueJob(
      tx,
      CONTACT_JOBS.mail,
      { messageId: row.id },
      {
        runAt,
        key: `${CONTACT_JOBS.mail}:${row.id}`,
      },
    );
    if (deps.tasks) {
      await enqueueJob(
        tx,
        CONTACT_JOBS.task,
        { messageId: row.id },
        {
          runAt,
          key: `${CONTACT_JOBS.task}:${row.id}`,
        },
      );
    }
    return row;
  });
}

async function findMessage(db: Db, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

const asLanguage = (value: string): Language => (value === 'de' ? 'de' : 'en');

export async function mailOperators(deps: ContactDeps, messageId: string): Promise<void> {
  const message = await findMessage(deps.db, messageId);
  if (!message) return; // deleted meanwhile
  const language = asLanguage(message.language);
  await deps.mailer.send({
    to: deps.operatorEmail,
    kind: CONTACT_MAIL_KIND,
    language,
    // Operators answer with "reply"; the sender's address is the one they wrote from.
    headers: { 'Reply-To': message.email },
    ...contactRequestMail({
      language,
      name: message.name,
      email: message.email,
      message: message.message,
    }),
  });
}

export async function createContactTask(deps: ContactDeps, messageId: string): Promise<void> {
  const message = await findMessage(deps.db, messageId);
  if (!message || !deps.tasks) return;
  await deps.tasks.createTask({
    name: `Contact: ${message.name}`.slice(0, 200),
    description: [
      `From: ${message.name} <${message.email}>`,
      `Language: ${message.language}`,
      `Received: ${message.createdAt.toISOString()}`,
      '',
      message.message,
    ].join('\n'),
    tags: ['contact', message.language],
  });
}
