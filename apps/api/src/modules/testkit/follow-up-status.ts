// C8 (record 0082): what the participant sees of their follow-up tests: the passed course they
// may join for, both tests with their windows, states and kits (the test's own view), and the
// stay-quit bonus pot of the 3-month test (record 0083).
import { desc, eq } from 'drizzle-orm';
import type { FollowUpStatus } from '@quit/contracts/follow-up';
import { BONUS_POT_STAGE, followUpState } from '@quit/domain/follow-up';
import { timeZoneOf } from '@quit/domain/profile';
import { followUps, testkits } from '../../db/schema';
import { findProfile } from '../course-row/find-profile';
import { eligibleCourse, followUpsOf } from '../course/follow-ups';
import { participantBonusPot } from '../money/bonus-pot-views';
import type { ServiceDeps } from '../../core/service-deps';
import { followUpKit } from './participant-kits';

export async function followUpStatus(deps: ServiceDeps, userId: string): Promise<FollowUpStatus> {
  const now = deps.clock.now();
  const profile = await findProfile(deps.db, userId);
  const timeZone = timeZoneOf(profile?.timeZone);
  const [latest] = await deps.db
    .select({ courseId: followUps.courseId })
    .from(followUps)
    .where(eq(followUps.participantId, userId))
    .orderBy(desc(followUps.createdAt))
    .limit(1);
  const eligible = await eligibleCourse(deps.db, userId, timeZone, now);
  const rows = latest ? await followUpsOf(deps.db, latest.courseId) : [];
  const tests = await Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      stage: row.stage,
      state: followUpState(row, now),
      opensOn: row.opensOn,
      closesOn: row.closesOn,
      opensAt: row.opensAt.toISOString(),
      closesAt: row.closesAt.toISOString(),
      ...(await kitFacts(deps, row.id)),
      result: row.result,
      settledAt: row.settledAt?.toISOString() ?? null,
      testkit: await followUpKit(deps, userId, row.id),
    })),
  );
  const bonusRow = rows.find((row) => row.stage === BONUS_POT_STAGE);
  return {
    now: now.toISOString(),
    eligibleCourseId: eligible?.id ?? null,
    courseId: rows[0]?.courseId ?? null,
    passedOn: rows[0]?.passedOn ?? null,
    joinedAt: rows[0]?.createdAt.toISOString() ?? null,
    tests,
    bonusPot: bonusRow
      ? await participantBonusPot(deps.db, bonusRow, deps.settings.currency, now)
      : null,
  };
}

/** When the latest kit of the follow-up was posted, and its tracking text. */
async function kitFacts(deps: ServiceDeps, followUpId: string) {
  const [kit] = await deps.db
    .select({ assignedAt: testkits.assignedAt, trackingText: testkits.trackingText })
    .from(testkits)
    .where(eq(testkits.followUpId, followUpId))
    .orderBy(desc(testkits.assignedAt))
    .limit(1);
  return {
    kitSentAt: kit?.assignedAt?.toISOString() ?? null,
    trackingText: kit?.trackingText ?? null,
  };
}
