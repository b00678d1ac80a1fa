// The caller's own profile kept a moment (issue 15): the participant's pages read it on every
// visit, and it changes only by writes (their own, an operator's) or jobs. How it is dropped,
// and read afresh after the user's own writes on any process: platform/kept-per-user.ts.
import type { FastifyInstance } from 'fastify';
import type { ProfileResponse } from '@quit/contracts/profile';
import { keptPerUser, type KeptPerUser } from '../../platform/kept-per-user';

/** How long one process reuses a user's profile: the bound on staleness for others' changes. */
export const PROFILE_READ_MS = 1_000;

export type KeptProfiles = KeptPerUser<ProfileResponse>;

export const keptProfiles = (app: FastifyInstance): KeptProfiles =>
  keptPerUser(app, { ms: PROFILE_READ_MS, maxUsers: 10_000 });
