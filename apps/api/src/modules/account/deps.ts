import type { Db } from '../../db/client';
import type { Auth } from '../../platform/auth/better-auth';
import type { Clock } from '../../platform/clock';

/** What the account operations need; built once in app.ts. */
export type AccountDeps = {
  db: Db;
  auth: Auth;
  clock: Clock;
};

/** Where a request came from, for rate limits and the audit trail. */
export type Caller = { ip: string; headers: Headers };
