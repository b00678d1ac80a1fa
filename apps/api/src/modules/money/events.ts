import { providerEvents } from '../../db/schema';
import type { ProviderEvent } from '../../providers/payments/port';
import type { ServiceDeps } from '../../core/service-deps';
import type { Tx } from '../../db/client';

/** Stores a webhook event's id with its effect; false when it was acted on before (a replay). */
export async function firstSighting(
  tx: Tx,
  deps: Pick<ServiceDeps, 'payments'>,
  event: ProviderEvent,
): Promise<boolean> {
  const rows = await tx
    .insert(providerEvents)
    .values({ id: event.id, provider: deps.payments.kind, type: event.type })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  return rows.length > 0;
}
