// Sends one push (P7, record 0079) as its own job, queued where the product mails the same event,
// so a slow push service never slows a request or the mail. What is switched on and whether it
// is quiet is read when the job runs: a push that may not go out now is dropped, not held.
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PushPayload } from '@quit/contracts/push';
import { pageRoutes } from '@quit/contracts/routes';
import { timeZoneOf } from '@quit/domain/profile';
import { mayPushNow, PUSH_KINDS, type PushKind } from '@quit/domain/push';
import { profiles, pushSubscriptions } from '../../db/schema';
import { enqueueJob, type Executor, type JobRunner } from '../../platform/jobs';
import type { PushOptions } from '../../providers/push/port';
import { pushText, type PushParams } from '../../providers/push/push-texts';
import type { PushDeps } from './deps';
import { enabledPushKinds } from './devices';

export const PUSH_JOB = 'push.send';

const pushJob = z.object({
  userId: z.string().min(1),
  kind: z.enum(PUSH_KINDS),
  day: z.number().int().min(1).max(60).optional(),
  dueTime: z.string().max(10).optional(),
});
export type PushJob = z.infer<typeof pushJob>;

/** The page a click on each kind opens. */
const PAGE: Record<PushKind, string> = {
  diary_open: pageRoutes.participantDashboard,
  seminar_waiting: pageRoutes.participantResources,
  chat_reply: pageRoutes.participantChat,
  test_day: pageRoutes.participantDashboard,
  spot_test: pageRoutes.participantDashboard,
};

/** A reply and the spot test matter now; the rest can wait for the phone to wake. */
const OPTIONS: Record<PushKind, PushOptions> = {
  diary_open: { ttlSeconds: 4 * 3600, urgency: 'normal' },
  seminar_waiting: { ttlSeconds: 4 * 3600, urgency: 'normal' },
  chat_reply: { ttlSeconds: 3600, urgency: 'high' },
  test_day: { ttlSeconds: 4 * 3600, urgency: 'normal' },
  spot_test: { ttlSeconds: 4 * 3600, urgency: 'high' },
};

/**
 * Queues a push beside a mail about the same event (in its transaction when given one). `key`
 * makes it once per event: the same key queued again does nothing.
 */
export async function enqueuePush(
  db: Executor,
  job: PushJob,
  { key, now }: { key: string; now: Date },
): Promise<void> {
  // Most people have no device or never switched this kind on: no job for them (a reminder
  // round at midnight would queue one per course). The job checks again when it runs.
  const wanted = await db.execute(sql`
    select 1 from push_settings s
    where s.user_id = ${job.userId} and ${job.kind} = any(s.kinds)
      and exists (select 1 from push_subscriptions d where d.user_id = s.user_id)`);
  if (wanted.rows.length === 0) return;
  await enqueueJob(db, PUSH_JOB, job, { runAt: now, key: `push:${key}`, maxAttempts: 3 });
}

export async function runPush(deps: PushDeps, job: PushJob): Promise<void> {
  const [profile] = await deps.db
    .select({ language: profiles.language, timeZone: profiles.timeZone })
    .from(profiles)
    .where(eq(profiles.userId, job.userId));
  if (!profile) return;
  const enabled = await enabledPushKinds(deps.db, job.userId);
  if (!mayPushNow(job.kind, enabled, deps.clock.now(), timeZoneOf(profile.timeZone))) return;
  const targets = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, job.userId));
  if (targets.length === 0) return;

  const params: PushParams = { day: job.day, dueTime: job.dueTime };
  const payload: PushPayload = {
    kind: job.kind,
    language: profile.language,
    url: PAGE[job.kind],
    ...pushText(job.kind, profile.language, params),
  };
  const gone: string[] = [];
  const failures: unknown[] = [];
  for (const target of targets) {
    try {
      if ((await deps.sender.send(target, payload, OPTIONS[job.kind])) === 'gone') {
        gone.push(target.id);
      }
    } catch (error) {
      failures.push(error);
    }
  }
  if (gone.length > 0) {
    await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  }
  // Retried only when no device got it: a retry must not push twice to a device that did.
  if (failures.length > 0 && failures.length + gone.length === targets.length) throw failures[0];
  if (failures.length > 0) {
    deps.log.warn({ kind: job.kind, failed: failures.length }, 'push not delivered to a device');
  }
}

export function registerPushJobs(jobs: JobRunner, deps: PushDeps): void {
  jobs.register(PUSH_JOB, (payload) => runPush(deps, pushJob.parse(payload)), { parallel: true });
}
