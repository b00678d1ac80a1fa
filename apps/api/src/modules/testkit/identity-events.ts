// Identity checks (decision A6) answer through the same signed webhook as payments, for Stripe
// Identity and the sandbox alike: the event names a verification session, the session is
// re-read from the provider, and its current state is stored with the event id.
import { and, eq, ne } from 'drizzle-orm';
import { identityVerifications } from '../../db/schema';
import type { ProviderEvent } from '../../providers/payments/port';
import type { ServiceDeps } from '../../core/service-deps';
import { firstSighting } from '../money/events';

export async function applyIdentityEvent(
  deps: ServiceDeps,
  event: ProviderEvent,
): Promise<'applied' | 'unknown' | 'replay'> {
  const [known] = await deps.db
    .select({ id: identityVerifications.id })
    .from(identityVerifications)
    .where(eq(identityVerifications.sessionId, event.objectId));
  if (!known) return 'unknown';
  const session = await deps.payments.retrieveIdentitySession(event.objectId);
  if (session.reference !== null && session.reference !== known.id) return 'unknown';
  return deps.db.transaction(async (tx) => {
    if (!(await firstSighting(tx, deps, event))) return 'replay';
    const now = deps.clock.now();
    // A verified check stays verified, whatever arrives after it.
    await tx
      .update(identityVerifications)
      .set({
        state: session.state,
        updatedAt: now,
        ...(session.state === 'verified' ? { verifiedAt: now } : {}),
      })
      .where(
        and(eq(identityVerifications.id, known.id), ne(identityVerifications.state, 'verified')),
      );
    return 'applied';
  });
}
