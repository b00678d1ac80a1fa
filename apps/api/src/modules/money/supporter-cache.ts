// The supporter dashboard kept a moment per supporter (issue 15): a supporter's page polls it,
// and 50 supported participants make one answer ~20 KB of rows, tokens and JSON. Dropped in
// this process by every write and job round (a gift started, a checkout paid, a gift confirmed
// by its webhook job, a course moved by the calendar — every movement of money runs in one or
// the other); the supporter's own writes are read afresh on any process (platform/per-user-cache).
import type { FastifyInstance } from 'fastify';
import type { SupporterDonations } from '@quit/contracts/money';
import { perUserCache, type PerUserCache } from '../../platform/per-user-cache';

/** How long one process reuses a supporter's answer: the bound on staleness across processes. */
export const SUPPORTER_CACHE_MS = 1_000;

export type SupporterDashboardCache = PerUserCache<SupporterDonations>;

export const supporterDashboardCache = (app: FastifyInstance): SupporterDashboardCache =>
  perUserCache(app, { ms: SUPPORTER_CACHE_MS, maxUsers: 2_000 });
