// GDPR Art. 15/20: a download of everything stored about the caller, in one JSON document,
// files as links signed for a day (record 0067; export-tables.ts says where each table went).
// Other people's data stays out: donors' emails and anonymous donors' names are not included.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DataExport } from '@quit/contracts/account';
import type { Db } from '../../db/client';
import {
  auditEvents,
  courses,
  diaryEntries,
  donations,
  payoutAccounts,
  refunds,
  users,
} from '../../db/schema';
import { findProfile } from '../course-row/find-profile';
import { AppError } from '../../platform/errors';
import { pendingEmailOf } from './email-verification';
import { exportedCourseSections } from './export-courses';
import { exportedCravings } from './export-cravings';
import { exportedPushNotifications } from './export-push';
import { exportedThankYouNotes } from './export-thank-you-notes';
import { exportedFundraiserUpdates } from './export-fundraiser-updates';
import { exportFileLinks } from './export-files';
import { exportedPersonSections } from './export-person';
import { exportedRecordings } from './recording-links';
import { rolesOf } from './people';

/**
 * `now` is the clock of sessions and links (the links' day); `calendarNow` the product's clock
 * (which spot tests are announced).
 */
export async function exportOwnData(
  db: Db,
  userId: string,
  now: Date,
  publicUrl: string,
  calendarNow: Date,
): Promise<DataExport> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  const profile = await findProfile(db, userId);
  const own = await db.select().from(courses).where(eq(courses.participantId, userId));
  const received =
    own.length === 0
      ? []
      : await db
          .select()
          .from(donations)
          .where(
            inArray(
              donations.courseId,
              own.map((c) => c.id),
            ),
          );
  const diary =
    own.length === 0
      ? []
      : await db
          .select()
          .from(diaryEntries)
          .where(
            inArray(
              diaryEntries.courseId,
              own.map((c) => c.id),
            ),
          )
          .orderBy(asc(diaryEntries.day));
  const made = await db.select().from(donations).where(eq(donations.supporterId, userId));
  const [payout] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.participantId, userId));
  const events = await db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.userId, userId))
    .orderBy(desc(auditEvents.createdAt));
  const shown = received.filter((d) => d.status !== 'open' && d.status !== 'failed');
  const giftIds = [...shown, ...made].map((d) => d.id);
  const refunded =
    giftIds.length === 0
      ? []
      : await db
          .select()
          .from(refunds)
          .where(inArray(refunds.donationId, giftIds))
          .orderBy(asc(refunds.createdAt));
  const files = exportFileLinks(db, now, publicUrl);
  const base = (d: typeof donations.$inferSelect) => ({
    id: d.id,
    amountCents: d.amountCents,
    chargedCents: d.chargedCents,
    status: d.status,
    anonymous: d.anonymous,
    createdAt: d.createdAt.toISOString(),
  });
  return {
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      pendingEmail: await pendingEmailOf(db, userId),
      name: user.name,
      createdAt: user.createdAt.toISOString(),
    },
    roles: await rolesOf(db, userId),
    profile: profile ? { ...profile, updatedAt: profile.updatedAt.toISOString() } : null,
    courses: own.map((c) => ({
      id: c.id,
      state: c.state,
      startDate: c.startDate,
      smokeFreeDays: c.smokeFreeDays,
      createdAt: c.createdAt.toISOString(),
    })),
    diary: diary.map((entry) => ({
      ...entry,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
    })),
    pushNotifications: await exportedPushNotifications(db, userId),
    cravings: await exportedCravings(db, userId),
    thankYouNotes: await exportedThankYouNotes(db, userId),
    fundraiserUpdates: await exportedFundraiserUpdates(db, userId),
    donationsReceived: shown.map((d) => ({
      ...base(d),
      donorName: d.anonymous ? null : d.donorName,
      message: d.message,
    })),
    donationsMade: made.map((d) => ({
      ...base(d),
      donorName: d.donorName,
      donorEmail: d.donorEmail,
      message: d.message,
      refundedCents: d.refundedCents,
    })),
    payoutMethod: payout
      ? {
          provider: payout.provider,
          accountHolder: payout.bankHolder,
          country: payout.bankCountry,
          ibanLast4: payout.bankLast4,
        }
      : null,
    securityEvents: events.map((e) => ({
      type: e.type,
      ip: e.ip,
      createdAt: e.createdAt.toISOString(),
    })),
    testRecordings: await exportedRecordings(db, userId, now, publicUrl),
    refunds: refunded.map((r) => ({
      donationId: r.donationId,
      amountCents: r.amountCents,
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    ...(await exportedCourseSections(
      db,
      own.map((c) => c.id),
      calendarNow,
      files,
    )),
    ...(await exportedPersonSections(db, userId, files)),
  };
}
