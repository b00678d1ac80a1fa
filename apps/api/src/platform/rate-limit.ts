import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from './errors';

export type RateLimitRule = { limit: number; windowSeconds: number };

/**
 * Counts one attempt against a fixed window kept in PostgreSQL (shared by every API process)
 * and refuses with RATE_LIMITED once the limit is passed.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<void> {
  const windowStartBefore = new Date(now.getTime() - rule.windowSeconds * 1000);
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${now}, 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= ${windowStartBefore} then 1
                   else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= ${windowStartBefore} then ${now}
                          else rate_limits.window_start end
    returning count`);
  const count = Number(result.rows[0]?.count ?? 0);
  if (count > rule.limit) throw new AppError('RATE_LIMITED', { detail: `rate limit ${key}` });
}

/** Takes back one attempt (one that turned out not to count, such as a good password). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
}

/** Forgets a counter (a good password clears the failures of that account from that address). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/**
 * Limits for the abuse-prone account endpoints. Sign-in counts failed attempts only: per
 * account and client address (so a stranger elsewhere cannot lock the owner out), and more
 * loosely per address (so one address cannot try many accounts).
 */
export const authRateLimits = {
  signInFailuresPerIp: { limit: 30, windowSeconds: 15 * 60 },
  signInFailuresPerAccountAndIp: { limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { limit: 20, windowSeconds: 60 * 60 },
  resetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  resetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

/** The landing page's contact form is public: a few messages per address an hour. */
export const contactRateLimit: RateLimitRule = { limit: 5, windowSeconds: 60 * 60 };
