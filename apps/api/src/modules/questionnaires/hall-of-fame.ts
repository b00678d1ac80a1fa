// The Hall of Fame (spec §1, A4): participants who passed the nicotine test and chose to be
// shown, as first name and last initial with the date they passed. Nothing else about them.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { HallOfFame } from '@quit/contracts/questionnaires';
import { dateInTimeZone } from '@quit/domain/dates';
import { publicName } from '@quit/domain/profile';
import { courses, followUps, profiles } from '../../db/schema';
import type { QuestionnaireDeps } from './deps';

/** How many are shown: the most recent winners. */
export const HALL_OF_FAME_SIZE = 50;
const PASSED = ['passed', 'paid_out'] as const;

export async function hallOfFame(deps: QuestionnaireDeps): Promise<HallOfFame> {
  const rows = await deps.db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      timeZone: profiles.timeZone,
      passedAt: courses.updatedAt,
      // C8 (record 0082): the 6-month follow-up test passed ("6 months smoke-free").
      sixMonths: sql<boolean>`exists (select 1 from ${followUps} where ${followUps.courseId} = ${courses.id} and ${followUps.stage} = 'six_months' and ${followUps.state} = 'passed')`,
    })
    .from(courses)
    .innerJoin(profiles, eq(profiles.userId, courses.participantId))
    .where(and(inArray(courses.state, [...PASSED]), eq(profiles.hallOfFame, true)))
    .orderBy(desc(courses.updatedAt))
    .limit(HALL_OF_FAME_SIZE);
  return {
    entries: rows.map((row) => ({
      name: publicName(row.firstName, row.lastName),
      passedOn: dateInTimeZone(row.passedAt, row.timeZone),
      sixMonthsSmokeFree: row.sixMonths,
    })),
  };
}

export async function hallOfFameChoice(deps: QuestionnaireDeps, userId: string) {
  const [row] = await deps.db
    .select({ optIn: profiles.hallOfFame })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return { optIn: row?.optIn ?? false };
}

export async function chooseHallOfFame(deps: QuestionnaireDeps, userId: string, optIn: boolean) {
  // Every participant has a profile from sign-up on.
  await deps.db.update(profiles).set({ hallOfFame: optIn }).where(eq(profiles.userId, userId));
  return { optIn };
}
