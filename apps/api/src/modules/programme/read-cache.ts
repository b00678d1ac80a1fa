// The participant's programme reads kept a moment per user, language and process (issue 31):
// the dashboard asks for today's seminars, the diary day and the calendar on every visit and
// poll, and each costs several statements while it changes only by writes, job rounds and the
// clock. How a kept answer is dropped, and read afresh after the user's own writes on any
// process: platform/per-user-cache.ts; the answer is kept as its JSON: platform/kept-answer.ts.
// The clock: an answer read just before a quarter hour (a new day, the diary opening at 18:00,
// in any time zone) is not kept.
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { keptAnswer, type KeptAnswer } from '../../platform/kept-answer';

/** How long one process reuses a programme read: the bound on staleness for others' changes. */
export const PROGRAMME_READ_MS = 1_000;

/** `calendar`: the clock the programme reads use (the sandbox's may travel). */
export const programmeReadCache = (app: FastifyInstance, calendar: Clock): KeptAnswer =>
  keptAnswer(app, { ms: PROGRAMME_READ_MS, perLanguage: true, calendar });
