// Idempotency keys of money calls: the first call stores its key (and later its result) in the
// same transaction as its effect; a retry, even a concurrent one, finds it and changes nothing.
import { eq } from 'drizzle-orm';
import { moneyOperations } from '../../db/schema';
import type { Tx } from './ledger';

/** True when the key is new (and now taken); false with the first call's result otherwise. */
export async function claimOperation(
  tx: Tx,
  key: string,
  kind: string,
  courseId: string | null,
): Promise<{ fresh: true } | { fresh: false; resultId: string | null }> {
  const inserted = await tx
    .insert(moneyOperations)
    .values({ key, kind, courseId })
    .onConflictDoNothing()
    .returning({ key: moneyOperations.key });
  if (inserted.length > 0) return { fresh: true };
  const [existing] = await tx.select().from(moneyOperations).where(eq(moneyOperations.key, key));
  return { fresh: false, resultId: existing?.resultId ?? null };
}

export async function recordOperationResult(tx: Tx, key: string, resultId: string): Promise<void> {
  await tx.update(moneyOperations).set({ resultId }).where(eq(moneyOperations.key, key));
}
