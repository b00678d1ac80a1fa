import type { Db } from '../db/client';
import { auditEvents } from '../db/schema';

export type AuditEventType =
  | 'sign_in_ok'
  | 'sign_in_failed'
  | 'role_refused'
  | 'sign_up'
  | 'sign_out'
  | 'reset_asked'
  | 'reset_done'
  | 'password_changed'
  | 'email_changed'
  | 'email_change_asked'
  | 'email_verified'
  | 'account_deleted';

/** Appends a security event. Never pass passwords, tokens or links. */
export async function recordAudit(
  db: Db,
  event: {
    type: AuditEventType;
    userId?: string | null;
    email?: string | null;
    ip?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditEvents).values({
    type: event.type,
    userId: event.userId ?? null,
    email: event.email ?? null,
    ip: event.ip ?? null,
    detail: event.detail ?? null,
  });
}
