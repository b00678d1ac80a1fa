// A8: each follower's copy of a milestone or an update (record 0080), as a keyed job: addressed
// to that follower alone, in their language, with their own unsubscribe link, sent once under
// its key (send-once.ts) however often the job runs. A follower who unsubscribed meanwhile, or
// whose address was erased, gets nothing.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { FOLLOWER_MILESTONES } from '@quit/domain/followers';
import { publicName } from '@quit/domain/profile';
import { followers, fundraiserUpdates } from '../../db/schema';
import type { JobRunner, NewJob } from '../../platform/jobs';
import {
  FOLLOWER_MAIL_KIND,
  milestoneMail,
  updateMail,
} from '../../providers/mail/follower-templates';
import { sendMailOnce } from '../../providers/mail/send-once';
import type { ServiceDeps } from '../../core/service-deps';
import { findProfile } from '../course-row/find-profile';
import { followPageLink, fundraiserPageLink, oneClickUnsubscribeHeaders } from './follower-links';

export const FOLLOWER_MAIL_JOB = 'follower.mail';

const payloadSchema = z.union([
  z.object({ followerId: z.uuid(), courseId: z.uuid(), milestone: z.enum(FOLLOWER_MILESTONES) }),
  z.object({ followerId: z.uuid(), updateId: z.uuid() }),
]);
type FollowerMailPayload = z.infer<typeof payloadSchema>;

function keyOf(mail: FollowerMailPayload): string {
  return 'updateId' in mail
    ? `follower-update:${mail.updateId}:${mail.followerId}`
    : `follower-milestone:${mail.courseId}:${mail.milestone}:${mail.followerId}`;
}

export function followerMailJob(mail: FollowerMailPayload, runAt: Date): NewJob {
  return { kind: FOLLOWER_MAIL_JOB, payload: mail, runAt, key: keyOf(mail), maxAttempts: 5 };
}

export async function sendFollowerMail(deps: ServiceDeps, mail: FollowerMailPayload) {
  const [follower] = await deps.db
    .select()
    .from(followers)
    .where(eq(followers.id, mail.followerId));
  if (!follower || follower.unsubscribedAt) return;
  const profile = await findProfile(deps.db, follower.participantId);
  if (!profile) return;
  const now = deps.clock.now();
  const { publicUrl } = deps.settings;
  const common = {
    language: follower.language,
    participant: publicName(profile.firstName, profile.lastName),
    fundraiserLink: fundraiserPageLink(publicUrl, follower.participantId),
    unsubscribeLink: followPageLink(publicUrl, deps.linkSecret, 'unsubscribe', follower.id, now),
  };
  let content;
  if ('updateId' in mail) {
    const [update] = await deps.db
      .select()
      .from(fundraiserUpdates)
      .where(
        and(
          eq(fundraiserUpdates.id, mail.updateId),
          eq(fundraiserUpdates.participantId, follower.participantId),
        ),
      );
    if (!update) return;
    // Record 0102: a photo is told of only once approved (the text goes out at once).
    content = updateMail({
      ...common,
      text: update.text,
      hasPhoto: update.photoStatus === 'approved',
    });
  } else {
    content = milestoneMail({ ...common, milestone: mail.milestone });
  }
  await sendMailOnce(deps, keyOf(mail), {
    to: follower.email,
    kind: 'updateId' in mail ? FOLLOWER_MAIL_KIND.update : FOLLOWER_MAIL_KIND.milestone,
    language: follower.language,
    headers: oneClickUnsubscribeHeaders(publicUrl, deps.linkSecret, follower.id, now),
    ...content,
  });
}

export function registerFollowerMailJobs(jobs: JobRunner, deps: ServiceDeps): void {
  // One after another: each holds a connection in sendMailOnce's transaction while the outbox
  // mailer takes another, so side by side they could drain a small pool and wait on each other.
  jobs.register(FOLLOWER_MAIL_JOB, (payload) =>
    sendFollowerMail(deps, payloadSchema.parse(payload)),
  );
}
