// A signed-in read's answer kept a moment per user and process as the JSON it sends (issue 31):
// serialised once through the route's own response schema, then sent as it is, so a kept
// answer costs neither statements nor serialisation. Dropped and read afresh exactly as
// per-user-cache.ts says; `perLanguage` keeps one answer per user and language; `calendar`
// (the clock the answer was computed with) keeps no answer across a quarter hour.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock';
import { beforeQuarterHour, perUserCache } from './per-user-cache';

export type KeptAnswer = (
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  load: () => Promise<unknown>,
) => Promise<FastifyReply>;

export function keptAnswer(
  app: FastifyInstance,
  { ms, perLanguage = false, calendar }: { ms: number; perLanguage?: boolean; calendar?: Clock },
): KeptAnswer {
  const kept = perUserCache<ReturnType<FastifyReply['serialize']>>(app, { ms, maxUsers: 10_000 });
  const keep = calendar ? () => !beforeQuarterHour(calendar.now(), ms) : undefined;
  return async (request, reply, userId, load) => {
    const key = perLanguage ? `${userId}:${request.interfaceLanguage}` : userId;
    const json = await kept(request, key, async () => reply.serialize(await load()), keep);
    // A string with a JSON type is sent as it is (the route's serialiser already checked it).
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
