// The supporter dashboard kept a moment per supporter (issue 15): a supporter's page polls it,
// and 50 supported participants make one answer ~20 KB of rows, tokens and JSON. In this process
// the answer is dropped at once by anything that may change it: every request that may write
// (a gift started, a checkout paid, a diary day kept, an account deleted), every round of jobs
// (a gift confirmed by its webhook job, a course moved by the calendar), each after its work
// has committed — every movement of money runs in one or the other. A read that started before
// such a drop is not kept. Another process's change shows within SUPPORTER_CACHE_MS.
import type { FastifyInstance } from 'fastify';
import type { SupporterDonations } from '@quit/contracts/money';
import { ShortCache } from '../../platform/auth/short-cache';

/** How long one process reuses a supporter's answer: the bound on staleness across processes. */
export const SUPPORTER_CACHE_MS = 1_000;
/** Supporters kept at most (a full cache starts over). */
const MAX_SUPPORTERS = 2_000;

export type SupporterDashboardCache = ShortCache<SupporterDonations>;

export function supporterDashboardCache(app: FastifyInstance): SupporterDashboardCache {
  const cache = new ShortCache<SupporterDonations>(SUPPORTER_CACHE_MS, MAX_SUPPORTERS);
  cache.clearOnWrites(app);
  const stops = [app.jobs.onRoundDone(() => cache.clear())];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    cache.clear();
  });
  return cache;
}
