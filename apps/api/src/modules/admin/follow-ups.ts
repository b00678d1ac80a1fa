// C8 (records 0082, 0083) for operators: follow-up tests and their outcomes, the kits to post
// (with the participant's postal address, as for the course's kits), and each 3-month test's
// bonus pot as the ledger holds it.
import { and, desc, eq, inArray, not, notExists } from 'drizzle-orm';
import type { AdminFollowUp, AdminFollowUpKits } from '@quit/contracts/follow-up';
import {
  BONUS_POT_STAGE,
  FOLLOW_UP_STORED_STATES,
  followUpState,
  type FollowUpState,
} from '@quit/domain/follow-up';
import { publicName } from '@quit/domain/profile';
import type { Db } from '../../db/client';
import { donations, followUps, profiles, testkits, testkitTests } from '../../db/schema';
import { manyCourseBalances } from '../course-row/balances';
import { followUpTestWaiting } from '../course/follow-up-outcomes';
import { potState } from '../money/bonus-pot';

const LIMIT = 500;

export async function adminFollowUps(
  db: Db,
  now: Date,
  state: FollowUpState | undefined,
): Promise<AdminFollowUp[]> {
  const rows = await db
    .select({ followUp: followUps, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(followUps)
    .leftJoin(profiles, eq(profiles.userId, followUps.participantId))
    .orderBy(followUps.opensAt, followUps.id)
    .limit(LIMIT);
  const ids = rows.map((r) => r.followUp.id);
  const [kits, tests, gifts, balances] = await Promise.all([
    ids.length
      ? db
          .select()
          .from(testkits)
          .where(inArray(testkits.followUpId, ids))
          .orderBy(desc(testkits.assignedAt))
      : [],
    ids.length
      ? db
          .select()
          .from(testkitTests)
          .where(inArray(testkitTests.followUpId, ids))
          .orderBy(desc(testkitTests.createdAt))
      : [],
    db
      .select({ courseId: donations.courseId })
      .from(donations)
      .where(
        and(
          eq(donations.pot, 'stay_quit'),
          inArray(donations.status, ['available', 'paid_out', 'refunding', 'refunded']),
        ),
      ),
    manyCourseBalances(db, [...new Set(rows.map((r) => r.followUp.courseId))]),
  ]);
  const list: AdminFollowUp[] = [];
  for (const { followUp, firstName, lastName } of rows) {
    const shown = followUpState(followUp, now);
    if (state !== undefined && shown !== state) continue;
    const kit = kits.find((k) => k.followUpId === followUp.id);
    const test = tests.find((t) => t.followUpId === followUp.id);
    const b = balances.get(followUp.courseId);
    list.push({
      id: followUp.id,
      stage: followUp.stage,
      state: shown,
      courseId: followUp.courseId,
      participantId: followUp.participantId,
      participantName: firstName ? publicName(firstName, lastName ?? '') : null,
      opensOn: followUp.opensOn,
      closesOn: followUp.closesOn,
      kitCode: kit?.code ?? null,
      kitSentAt: kit?.assignedAt?.toISOString() ?? null,
      trackingText: kit?.trackingText ?? null,
      testId: test?.id ?? null,
      testStatus: test?.status ?? null,
      result: followUp.result ?? test?.result ?? null,
      settledAt: followUp.settledAt?.toISOString() ?? null,
      bonus:
        followUp.stage === BONUS_POT_STAGE
          ? {
              state: await potState(db, followUp, now),
              heldCents: b ? b.bonus_share + b.bonus_fee + b.bonus_paying_out : 0,
              gifts: gifts.filter((g) => g.courseId === followUp.courseId).length,
            }
          : null,
    });
  }
  return list;
}

/** Follow-ups not final with no usable kit on its way: to post, due first, with the address. */
export async function followUpKitsToPost(db: Db): Promise<AdminFollowUpKits> {
  const rows = await db
    .select({ followUp: followUps, profile: profiles })
    .from(followUps)
    .leftJoin(profiles, eq(profiles.userId, followUps.participantId))
    .where(
      and(
        inArray(
          followUps.state,
          FOLLOW_UP_STORED_STATES.filter((s) => s === 'enrolled' || s === 'kit_sent'),
        ),
        notExists(
          db
            .select({ id: testkits.id })
            .from(testkits)
            .where(and(eq(testkits.followUpId, followUps.id), eq(testkits.state, 'unused'))),
        ),
        // A test that waits for an operator or for its dispute window needs no new kit.
        not(followUpTestWaiting(followUps.id)),
      ),
    )
    .orderBy(followUps.opensAt, followUps.id)
    .limit(LIMIT);
  return {
    kits: rows.map(({ followUp, profile }) => ({
      followUpId: followUp.id,
      stage: followUp.stage,
      courseId: followUp.courseId,
      participantId: followUp.participantId,
      address: {
        name: profile ? `${profile.firstName} ${profile.lastName}`.trim() : '',
        street: profile?.street ?? null,
        postalCode: profile?.postalCode ?? null,
        city: profile?.city ?? null,
        country: profile?.country ?? null,
      },
      opensOn: followUp.opensOn,
      closesOn: followUp.closesOn,
    })),
  };
}
