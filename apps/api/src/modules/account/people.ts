import { and, eq } from 'drizzle-orm';
import type { Role, SessionResponse, SignInRole } from '@quit/contracts/account';
import { DEFAULT_LANGUAGE } from '@quit/domain/constants';
import { isProfileComplete } from '@quit/domain/profile';
import type { Db } from '../../db/client';
import { sessions, userRoles, users } from '../../db/schema';
import { findProfile } from '../course-row/find-profile';
import { AppError } from '../../platform/errors';
import type { CurrentSession } from '../../platform/auth/session';
import { pendingEmailOf } from './email-verification';
import { profileInput } from './profile-input';

export async function rolesOf(db: Db, userId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role).sort();
}

export async function grantRole(db: Db, userId: string, role: Role): Promise<void> {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

/** Spec §5: the role decides the dashboard; a missing role gets the spec's messages. */
export function assertMayEnterAs(roles: Role[], role: SignInRole): void {
  if (roles.length === 0) throw new AppError('NO_ROLE');
  if (!roles.includes(role)) {
    throw new AppError(
      role === 'participant' ? 'NOT_REGISTERED_AS_PARTICIPANT' : 'NOT_REGISTERED_AS_SUPPORTER',
    );
  }
}

export async function setSessionRole(db: Db, sessionId: string, role: SignInRole): Promise<void> {
  await db.update(sessions).set({ role }).where(eq(sessions.id, sessionId));
}

/** What the web app knows about the signed-in person; never another user's data. */
export async function sessionView(
  db: Db,
  session: Pick<CurrentSession, 'userId' | 'persistent' | 'expiresAt' | 'role'>,
): Promise<SessionResponse> {
  return withSession(await sessionUser(db, session.userId), session);
}

export type SessionUser = SessionResponse['user'];

/** The person part of the session view: the same for every session of the user. */
export async function sessionUser(db: Db, userId: string): Promise<SessionUser> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  const roles = await rolesOf(db, userId);
  const profile = await findProfile(db, userId);
  const [first = '', ...rest] = user.name.split(' ');
  return {
    id: user.id,
    email: user.email,
    firstName: profile?.firstName ?? first,
    lastName: profile?.lastName ?? rest.join(' '),
    roles,
    language: profile?.language ?? DEFAULT_LANGUAGE,
    needsIdentify: profile?.birthDate == null || roles.length === 0,
    profileComplete: profile !== null && isProfileComplete(profileInput(profile)),
    emailVerified: user.emailVerified,
    pendingEmail: await pendingEmailOf(db, userId),
  };
}

/** The session view of `user` in this session (its lifetime and the role it entered as). */
export function withSession(
  user: SessionUser,
  session: Pick<CurrentSession, 'persistent' | 'expiresAt' | 'role'>,
): SessionResponse {
  return {
    user,
    session: { persistent: session.persistent, expiresAt: session.expiresAt.toISOString() },
    role: (session.role as Role | null) ?? null,
  };
}

export async function hasRole(db: Db, userId: string, role: Role): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
  return rows.length > 0;
}
