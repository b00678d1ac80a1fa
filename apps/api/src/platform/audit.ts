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
  | 'account_deleted'
  // Operators' actions in the admin console (who: user_id; what: type and detail; when).
  | 'admin_person_viewed'
  | 'admin_role_granted'
  | 'admin_role_removed'
  | 'admin_refund_retried'
  | 'admin_refund_marked'
  | 'admin_payout_retried'
  | 'admin_job_retried'
  | 'admin_contact_handled'
  | 'admin_mail_read'
  | 'admin_clock_moved'
  | 'admin_chat_message'
  | 'admin_chat_started'
  | 'admin_encouragement_removed'
  | 'admin_review_hidden'
  // T7: an operator excused a missed spot test (a new day) or failed its course.
  | 'admin_spot_test_decided'
  // T8: an operator's final decision on a test, and an audit no operator made in time.
  | 'admin_test_decided'
  // T5: an operator watched (a range of) a test's recording.
  | 'admin_recording_viewed'
  // Issue 30: the kits' life and what operators looked at (record 0064).
  | 'admin_kits_created'
  | 'admin_kit_assigned'
  | 'admin_kit_marked_missing'
  | 'admin_test_photo_viewed'
  | 'admin_chat_viewed'
  | 'admin_fundraiser_photo_viewed'
  | 'admin_fundraiser_photo_decided'
  // Record 0102: update photos looked at and decided by an operator.
  | 'admin_update_photo_viewed'
  | 'admin_update_photo_decided'
  // Issue 30, item 1: the programme editor (record 0069).
  | 'admin_seminar_edited'
  | 'admin_seminar_published'
  | 'admin_seminar_draft_discarded'
  | 'test_audit_missed';

/** Appends a security event. Never pass passwords, tokens or links. */
export async function recordAudit(
  db: Pick<Db, 'insert'>,
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
