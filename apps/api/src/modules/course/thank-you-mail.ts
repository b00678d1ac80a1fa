// A8: one supporter's copy of the thank-you note (record 0078), as a keyed job: addressed to that
// supporter alone, in the language they gave in, sent once under its key (send-once.ts) however
// often the job runs. A supporter who erased their account meanwhile (D14) gets nothing.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { publicName } from '@quit/domain/profile';
import { courses, donations, profiles, thankYouNotes } from '../../db/schema';
import type { JobRunner, NewJob } from '../../platform/jobs';
import { sendMailOnce } from '../../providers/mail/send-once';
import {
  THANK_YOU_NOTE_MAIL_KIND,
  thankYouNoteMail,
} from '../../providers/mail/thank-you-template';
import type { ServiceDeps } from '../../core/service-deps';
import { donationTrailLink } from '../money/mails';

export const THANK_YOU_NOTE_JOB = 'thank_you_note.send';

const payloadSchema = z.object({ courseId: z.uuid(), donationId: z.uuid() });
type ThankYouMailPayload = z.infer<typeof payloadSchema>;

const keyOf = (mail: ThankYouMailPayload) => `thank-you-note:${mail.courseId}:${mail.donationId}`;

export function thankYouNoteJob(mail: ThankYouMailPayload, runAt: Date): NewJob {
  return { kind: THANK_YOU_NOTE_JOB, payload: mail, runAt, key: keyOf(mail), maxAttempts: 5 };
}

export async function sendThankYouMail(
  deps: ServiceDeps,
  mail: ThankYouMailPayload,
): Promise<void> {
  const [row] = await deps.db
    .select({ note: thankYouNotes, donation: donations, profile: profiles })
    .from(thankYouNotes)
    .innerJoin(courses, eq(courses.id, thankYouNotes.courseId))
    .innerJoin(
      donations,
      and(eq(donations.courseId, thankYouNotes.courseId), eq(donations.id, mail.donationId)),
    )
    .leftJoin(profiles, eq(profiles.userId, thankYouNotes.participantId))
    .where(eq(thankYouNotes.courseId, mail.courseId));
  const to = row?.donation.donorEmail;
  if (!row || !to) return;
  const { note, donation, profile } = row;
  const language = donation.language;
  await sendMailOnce(deps, keyOf(mail), {
    to,
    kind: THANK_YOU_NOTE_MAIL_KIND,
    language,
    ...thankYouNoteMail({
      language,
      donorName: donation.donorName ?? '',
      participant: profile ? publicName(profile.firstName, profile.lastName) : '—',
      note: note.text,
      trailLink: donationTrailLink(deps, donation.id),
    }),
  });
}

export function registerThankYouNoteJobs(jobs: JobRunner, deps: ServiceDeps): void {
  // Each touches only its own delivery row: the copies run side by side.
  jobs.register(
    THANK_YOU_NOTE_JOB,
    (payload) => sendThankYouMail(deps, payloadSchema.parse(payload)),
    { parallel: true },
  );
}
