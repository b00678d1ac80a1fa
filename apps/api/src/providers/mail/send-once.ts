// Scheduled mails go once (record 0070): the job that sends one claims its key in
// mail_deliveries within the transaction around the send. A second worker waits on the key and
// then finds it taken; a replay after the commit finds it too; a send that throws rolls the
// claim back, so the job's retry sends it. The mailer writes through the same transaction (the
// outbox's row; SMTP ignores it), so a send holds one pool connection, not two: with a second,
// a small pool and parallel jobs could each hold one and wait forever for another.
import type { Db } from '../../db/client';
import { mailDeliveries } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { MailMessage, Mailer } from './port';

/** Sends `message` unless a mail with `key` was sent before; answers whether it sent. */
export async function sendMailOnce(
  deps: { db: Db; mailer: Mailer; clock: Clock },
  key: string,
  message: MailMessage,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(mailDeliveries)
      .values({ key, kind: message.kind, sentAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning({ key: mailDeliveries.key });
    if (claimed.length === 0) return false;
    await deps.mailer.send(message, { tx });
    return true;
  });
}
