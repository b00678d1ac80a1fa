// The landing page's counters from real data: participants, money paid out to them, and the
// money and life their smoke-free diary days saved (P4). Computed at most once a minute per
// process, so the public page never waits on the aggregate.
import { and, count, eq, inArray, sum } from 'drizzle-orm';
import type { LandingCounters } from '@quit/contracts/questionnaires';
import { cigarettesNotSmoked, lifeMinutesSaved, moneySavedCents } from '@quit/domain/savings';
import { smokingHistory } from '@quit/domain/smoking-history';
import { WELCOME_QUESTIONNAIRE } from '@quit/domain/welcome-questionnaire';
import { courses, diaryEntries, payouts, questionnaireAnswers, userRoles } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { QuestionnaireDeps } from './deps';

export const COUNTERS_TTL_MS = 60_000;

async function computeCounters(deps: QuestionnaireDeps): Promise<LandingCounters> {
  const [participants] = await deps.db
    .select({ n: count() })
    .from(userRoles)
    .where(eq(userRoles.role, 'participant'));
  // Money on its way or arrived; a payout that failed (even after it was sent) does not count.
  const [paid] = await deps.db
    .select({ cents: sum(payouts.amountCents) })
    .from(payouts)
    .where(inArray(payouts.status, ['in_transit', 'paid']));
  const smokeFree = await deps.db
    .select({ userId: courses.participantId, days: count() })
    .from(diaryEntries)
    .innerJoin(courses, eq(courses.id, diaryEntries.courseId))
    .where(eq(diaryEntries.smokedSinceLastEntry, false))
    .groupBy(courses.participantId);
  const answers = await deps.db
    .select({
      userId: questionnaireAnswers.userId,
      questionId: questionnaireAnswers.questionId,
      value: questionnaireAnswers.value,
    })
    .from(questionnaireAnswers)
    .where(
      and(
        eq(questionnaireAnswers.questionnaire, WELCOME_QUESTIONNAIRE),
        inArray(questionnaireAnswers.questionId, ['cigarettes_per_day', 'pack_price', 'pack_size']),
      ),
    );
  const byUser = new Map<string, Record<string, unknown>>();
  for (const row of answers) {
    byUser.set(row.userId, { ...byUser.get(row.userId), [row.questionId]: row.value });
  }
  let money = 0;
  let life = 0;
  for (const { userId, days } of smokeFree) {
    const history = userId ? smokingHistory((byUser.get(userId) ?? {}) as never) : null;
    if (!history) continue;
    money += moneySavedCents({ ...history, days });
    life += lifeMinutesSaved(cigarettesNotSmoked(history.cigarettesPerDay, days));
  }
  return {
    participants: participants?.n ?? 0,
    paidOutCents: Number(paid?.cents ?? 0),
    moneySavedCents: money,
    lifeMinutesSaved: life,
  };
}

/** One cache per app: the counters and when they were computed (the app's clock, not the calendar). */
export function landingCountersCache(
  deps: QuestionnaireDeps,
  appClock: Clock,
  ttlMs = COUNTERS_TTL_MS,
) {
  let cached: { at: number; value: Promise<LandingCounters> } | undefined;
  return () => {
    const now = appClock.now().getTime();
    if (!cached || now - cached.at >= ttlMs) {
      const value = computeCounters(deps);
      cached = { at: now, value };
      // A failure is not cached: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}
