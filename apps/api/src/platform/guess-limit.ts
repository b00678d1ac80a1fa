// Guessing limits (issue 30, record 0066): a route that takes a secret a caller could guess (a
// signed link's token, a kit's code) declares `config: { guesses: 'signed-link' | 'kit-code' }`.
// Its refusals (400, 404, 410) are counted in the app's PostgreSQL rate limit, per address for
// signed links and per account for kit codes; past the limit every call is RATE_LIMITED until
// the window ends, a right guess too, so the limit is no oracle.
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from './clock';
import { AppError } from './errors';
import { consumeRateLimit, type RateLimitRule } from './rate-limit';

export type GuessKind = 'signed-link' | 'kit-code';

declare module 'fastify' {
  interface FastifyContextConfig {
    guesses?: GuessKind;
  }
}

/** Wrong guesses allowed in a window. */
export const guessRateLimits = {
  'signed-link': { limit: 20, windowSeconds: 15 * 60 },
  'kit-code': { limit: 10, windowSeconds: 15 * 60 },
} satisfies Record<GuessKind, RateLimitRule>;

const REFUSALS = new Set([400, 404, 410]);

function keyOf(request: FastifyRequest, kind: GuessKind): string {
  // The access hook ran first: a kit code's route has a caller.
  const who = kind === 'kit-code' && request.caller ? request.caller.userId : request.ip;
  return `guess:${kind}:${who}`;
}

async function spent(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const result = await db.execute<{ count: number }>(
    sql`select count from rate_limits where key = ${key} and window_start > ${since}`,
  );
  return Number(result.rows[0]?.count ?? 0) >= rule.limit;
}

export const guessLimit = fp<{ db: Db; clock: Clock }>(
  async (app, { db, clock }) => {
    app.addHook('preHandler', async (request) => {
      const kind = request.routeOptions.config.guesses;
      if (!kind) return;
      if (await spent(db, keyOf(request, kind), guessRateLimits[kind], clock.now())) {
        throw new AppError('RATE_LIMITED', { detail: `guesses ${kind}` });
      }
    });
    app.addHook('onSend', async (request, reply) => {
      const kind = request.routeOptions.config.guesses;
      if (!kind || !REFUSALS.has(reply.statusCode)) return;
      // Counting never throws here: the refusal already being sent is the answer.
      await consumeRateLimit(db, keyOf(request, kind), guessRateLimits[kind], clock.now()).catch(
        () => undefined,
      );
    });
  },
  { name: 'guess-limit', dependencies: ['access-guard'] },
);
