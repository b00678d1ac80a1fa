// The identity check before the first test (decision A6): a verification session at the payment
// provider (Stripe Identity: document and selfie; the sandbox's identity page otherwise), whose
// result arrives by the signed webhook (money/identity-events.ts). Once verified, always verified.
import { and, desc, eq } from 'drizzle-orm';
import type { Language } from '@quit/domain/constants';
import type { IdentityState, VerificationSession } from '@quit/contracts/testkit';
import { courses, identityVerifications, testkits } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { ownPageUrl } from '../money/donate';
import type { ServiceDeps } from '../../core/service-deps';

/** The participant's identity: verified once any check passed, else the latest check's state. */
export async function identityState(deps: ServiceDeps, userId: string): Promise<IdentityState> {
  const rows = await deps.db
    .select({ state: identityVerifications.state })
    .from(identityVerifications)
    .where(eq(identityVerifications.participantId, userId))
    .orderBy(desc(identityVerifications.createdAt));
  if (rows.some((r) => r.state === 'verified')) return 'verified';
  return rows[0]?.state ?? 'none';
}

export async function assertIdentityVerified(deps: ServiceDeps, userId: string): Promise<void> {
  if ((await identityState(deps, userId)) !== 'verified') {
    throw new AppError('IDENTITY_NOT_VERIFIED');
  }
}

/** POST /api/stripe/verificationsession: a new check, or none needed when already verified. */
export async function createVerificationSession(
  deps: ServiceDeps,
  userId: string,
  input: { testkit_id: string; redirectUrl: string },
  language: Language,
): Promise<VerificationSession> {
  // Validated before anything else: a foreign return address changes nothing.
  const returnUrl = ownPageUrl(input.redirectUrl, deps.settings.ownOrigins);
  const [kit] = await deps.db
    .select({ id: testkits.id, state: testkits.state })
    .from(testkits)
    .innerJoin(courses, eq(courses.id, testkits.courseId))
    .where(and(eq(testkits.id, input.testkit_id), eq(courses.participantId, userId)));
  if (!kit || kit.state === 'missing') throw new AppError('TESTKIT_NOT_FOUND');
  if (kit.state === 'used') throw new AppError('TESTKIT_USED');
  if ((await identityState(deps, userId)) === 'verified') {
    return { state: 'verified', url: null };
  }
  const [row] = await deps.db
    .insert(identityVerifications)
    .values({
      participantId: userId,
      testkitId: kit.id,
      provider: deps.payments.kind,
      // Replaced by the provider's id below; unique until then.
      sessionId: `pending:${crypto.randomUUID()}`,
      // createdAt stays the database's: it orders the checks even when the product's clock stands.
    })
    .returning({ id: identityVerifications.id });
  let session: { id: string; url: string };
  try {
    session = await deps.payments.createIdentitySession({
      reference: row!.id,
      participantId: userId,
      language,
      returnUrl: returnUrl.toString(),
    });
  } catch (error) {
    await deps.db.delete(identityVerifications).where(eq(identityVerifications.id, row!.id));
    throw error;
  }
  await deps.db
    .update(identityVerifications)
    .set({ sessionId: session.id })
    .where(eq(identityVerifications.id, row!.id));
  return { state: 'pending', url: session.url };
}
