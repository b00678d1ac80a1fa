import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { CurrentSession } from '../../platform/auth/session';
import { AppError } from '../../platform/errors';
import { hasRole } from './people';

const refusal = {
  participant: 'NOT_REGISTERED_AS_PARTICIPANT',
  supporter: 'NOT_REGISTERED_AS_SUPPORTER',
  admin: 'FORBIDDEN',
} as const;

/** The caller's session, when the account holds the role; otherwise the role's refusal (spec §5). */
export async function requireRole(
  request: FastifyRequest,
  db: Db,
  role: keyof typeof refusal,
): Promise<CurrentSession> {
  const session = await request.requireSession();
  if (!(await hasRole(db, session.userId, role))) throw new AppError(refusal[role]);
  return session;
}
