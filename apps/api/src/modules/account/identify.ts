import { eq } from 'drizzle-orm';
import type { IdentifyRequest, SessionResponse, SignInRole } from '@quit/contracts/account';
import type { Language } from '@quit/domain/constants';
import { profiles, users } from '../../db/schema';
import type { CurrentSession } from '../../platform/auth/session';
import type { AccountDeps } from './deps';
import { grantRole, sessionView, setSessionRole } from './people';
import { assertOldEnough } from './checks';
import { hasOpenLinkForOwnAddress, startVerification } from './email-verification';
import { linkGiftsOfVerifiedAddress } from './link-gifts';

/**
 * /auth/identify: completes an account that a first federated sign-in created (decisions:
 * the provider gives name and email; the role and birth date are asked here).
 */
export async function identify(
  deps: AccountDeps,
  session: CurrentSession,
  input: IdentifyRequest,
  language: Language,
): Promise<SessionResponse> {
  assertOldEnough(deps, input.birthDate);
  await deps.db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({
        userId: session.userId,
        firstName: input.firstName,
        lastName: input.lastName,
        birthDate: input.birthDate,
        language,
      })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { firstName: input.firstName, lastName: input.lastName, birthDate: input.birthDate },
      });
    await tx
      .update(users)
      .set({ name: `${input.firstName} ${input.lastName}` })
      .where(eq(users.id, session.userId));
  });
  await grantRole(deps.db, session.userId, input.role);
  await setSessionRole(deps.db, session.sessionId, input.role);
  await proveFederatedAddress(deps, session.userId);
  return sessionView(deps.db, { ...session, role: input.role });
}

/**
 * A7 for federated sign-up: an address the provider asserted as verified counts at once (its
 * gifts are linked); any other gets a mailed link, once, in the language just chosen.
 */
async function proveFederatedAddress(deps: AccountDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) return;
    if (user.emailVerified) {
      await linkGiftsOfVerifiedAddress(tx, userId);
    } else if (!(await hasOpenLinkForOwnAddress(tx, userId, now))) {
      await startVerification(deps, tx, userId, user.email, now);
    }
  });
}

/** "A user may hold both roles and add the other role later from their profile." */
export async function addRole(
  deps: AccountDeps,
  session: CurrentSession,
  role: SignInRole,
): Promise<SessionResponse> {
  await grantRole(deps.db, session.userId, role);
  await linkGiftsOfVerifiedAddress(deps.db, session.userId);
  return sessionView(deps.db, session);
}
