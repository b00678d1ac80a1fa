import type { Db } from '../../db/client';
import type { Auth } from '../../platform/auth/better-auth';
import type { Clock } from '../../platform/clock';
import type { Mailer } from '../../providers/mail/port';
import type { BeforeAccountDeletion } from './deletion-hooks';

/** What the account operations need; built once in app.ts. */
export type AccountDeps = {
  db: Db;
  auth: Auth;
  clock: Clock;
  mailer: Mailer;
  /** Where mailed links point (PUBLIC_URL). */
  publicUrl: string;
  /** Derives the tokens of email-verification links from their ids (never stored). */
  linkSecret: string;
  /** Run in order before an account is erased (money: cancel, refund, anonymise). */
  beforeDeletion: BeforeAccountDeletion[];
};

/** Where a request came from, for rate limits and the audit trail. */
export type Caller = {
  ip: string;
  headers: Headers;
  log?: { warn: (obj: object, msg: string) => void };
};
