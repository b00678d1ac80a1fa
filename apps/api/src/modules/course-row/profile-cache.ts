// The caller's own profile kept a moment (issue 15): the participant's pages read it on every
// visit, and it changes only by writes (their own, an operator's) or jobs. How it is dropped,
// and read afresh after the user's own writes on any process: platform/per-user-cache.ts.
import type { FastifyInstance } from 'fastify';
import type { ProfileResponse } from '@quit/contracts/profile';
import { perUserCache, type PerUserCache } from '../../platform/per-user-cache';

/** How long one process reuses a user's profile: the bound on staleness for others' changes. */
export const PROFILE_READ_MS = 1_000;

export type ProfileCache = PerUserCache<ProfileResponse>;

export const profileCache = (app: FastifyInstance): ProfileCache =>
  perUserCache(app, { ms: PROFILE_READ_MS, maxUsers: 10_000 });
