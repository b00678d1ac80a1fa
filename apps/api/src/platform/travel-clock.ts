// Sandbox-only time travel (issue: walk through the 28 days in minutes). The product's clock is
// the real time plus an offset kept in the database, so every API process and a restart agree.
// Session lifetimes keep the real clock: moving the calendar must not sign anyone out.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';
import { systemClock, type Clock } from './clock';

const NAME = 'sandbox_clock_offset_ms';

export type TravelClock = Clock & {
  offsetMs: () => number;
  /** Moves the clock forward by `ms` (negative: back, not before real time); `reset` to real time. */
  advance: (ms: number) => Promise<void>;
  reset: () => Promise<void>;
  stop: () => void;
};

export async function createTravelClock(db: Db, base: Clock = systemClock): Promise<TravelClock> {
  let offset = 0;
  const refresh = async () => {
    const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
    offset = Math.max(0, Number(row?.value ?? 0) || 0);
  };
  await refresh();
  // Other processes may move it: look again every few seconds.
  const timer = setInterval(() => void refresh().catch(() => undefined), 3000);
  timer.unref();
  return {
    now: () => new Date(base.now().getTime() + offset),
    offsetMs: () => offset,
    async advance(ms) {
      await db
        .insert(appSecrets)
        .values({ name: NAME, value: String(Math.max(0, ms)) })
        .onConflictDoUpdate({
          target: appSecrets.name,
          set: { value: sql`greatest(0, (${appSecrets.value})::bigint + ${ms})::text` },
        });
      await refresh();
    },
    async reset() {
      await db.delete(appSecrets).where(eq(appSecrets.name, NAME));
      await refresh();
    },
    stop: () => clearInterval(timer),
  };
}
