// Cravings (P7): one tap logs the moment, the ride-out follows, and afterwards the participant
// says what helped and how it ended. Health data like the diary: the caller's own rows only.
import { and, asc, eq } from 'drizzle-orm';
import type {
  Craving,
  CravingEndRequest,
  CravingInsights,
  CravingRequest,
} from '@quit/contracts/cravings';
import type { Language } from '@quit/domain/constants';
import { cravingsByHour, isCravingHelp, rideOutSeconds } from '@quit/domain/craving';
import { mostNamed } from '@quit/domain/diary-insights';
import { timeZoneOf } from '@quit/domain/profile';
import type { Db } from '../../db/client';
import { cravings, triggerTypes } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { findProfile } from '../course-row/find-profile';

export type CravingDeps = { db: Db; clock: Clock };
type CravingRow = typeof cravings.$inferSelect;

function cravingView(row: CravingRow): Craving {
  return {
    id: row.id,
    loggedAt: row.loggedAt.toISOString(),
    strength: row.strength,
    trigger: row.trigger,
    place: row.place,
    rideOutSeconds: rideOutSeconds(row.strength),
    helped: row.helped.filter(isCravingHelp),
    outcome: row.outcome,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** POST /api/cravings: the time is the product's clock, never the device's. */
export async function logCraving(
  deps: CravingDeps,
  userId: string,
  input: CravingRequest,
): Promise<Craving> {
  if (input.trigger !== null) {
    const [known] = await deps.db
      .select({ key: triggerTypes.key })
      .from(triggerTypes)
      .where(eq(triggerTypes.key, input.trigger));
    if (!known) throw new AppError('INVALID_DATA', { fields: ['trigger'] });
  }
  const [row] = await deps.db
    .insert(cravings)
    .values({
      userId,
      loggedAt: deps.clock.now(),
      strength: input.strength,
      trigger: input.trigger,
      place: input.place.trim(),
    })
    .returning();
  if (!row) throw new Error('craving insert returned nothing');
  return cravingView(row);
}

/** PATCH /api/cravings/{id}: what helped and whether it passed; another's craving is not found. */
export async function endCraving(
  deps: CravingDeps,
  userId: string,
  id: string,
  input: CravingEndRequest,
): Promise<Craving> {
  const [row] = await deps.db
    .update(cravings)
    .set({ helped: [...new Set(input.helped)], outcome: input.outcome, endedAt: deps.clock.now() })
    .where(and(eq(cravings.id, id), eq(cravings.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', { detail: `craving ${id}` });
  return cravingView(row);
}

/** The instants of the caller's cravings, oldest first. */
export async function cravingTimes(db: Pick<Db, 'select'>, userId: string): Promise<Date[]> {
  const rows = await db
    .select({ loggedAt: cravings.loggedAt })
    .from(cravings)
    .where(eq(cravings.userId, userId))
    .orderBy(asc(cravings.loggedAt));
  return rows.map((row) => row.loggedAt);
}

/** GET /api/cravings/insights: by hour of day (the participant's zone), trigger, what helped. */
export async function cravingInsights(
  deps: CravingDeps,
  userId: string,
  language: Language,
): Promise<CravingInsights> {
  const [rows, profile, labels] = await Promise.all([
    deps.db.select().from(cravings).where(eq(cravings.userId, userId)),
    findProfile(deps.db, userId),
    deps.db.select({ key: triggerTypes.key, label: triggerTypes.label }).from(triggerTypes),
  ]);
  const names = new Map(labels.map((row) => [row.key, row.label[language]]));
  const helped = mostNamed(
    rows.map((row) => row.helped.filter(isCravingHelp)),
    Number.MAX_SAFE_INTEGER,
  ).flatMap(({ key, count }) => (isCravingHelp(key) ? [{ key, count }] : []));
  return {
    total: rows.length,
    passed: rows.filter((row) => row.outcome === 'passed').length,
    smoked: rows.filter((row) => row.outcome === 'smoked').length,
    byHour: cravingsByHour(
      rows.map((row) => row.loggedAt),
      timeZoneOf(profile?.timeZone),
    ),
    topTriggers: mostNamed(rows.map((row) => (row.trigger ? [row.trigger] : []))).map((item) => ({
      ...item,
      label: names.get(item.key) ?? item.key,
    })),
    helped,
  };
}
