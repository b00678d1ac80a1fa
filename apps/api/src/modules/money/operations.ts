// Idempotency keys of money calls: the first call stores its key, a hash of its request (and
// later its result) in the same transaction as its effect; a retry with the same request, even
// a concurrent one, finds it and changes nothing; the same key with another request is refused.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { moneyOperations } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { Tx } from '../../db/client';

/** JSON with object keys sorted at every level, so equal requests always read the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** SHA-256 of the validated request (defaults applied), so `{}` and `{coverFee: false}` agree. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

/**
 * True when the key is new (and now taken); false with the first call's result otherwise.
 * Throws IDEMPOTENCY_KEY_REUSED when the key was first used with a different request.
 */
export async function claimOperation(
  tx: Tx,
  key: string,
  kind: string,
  courseId: string | null,
  /** From `requestHash`; internal keys that name their own request pass none. */
  hash: string | null = null,
): Promise<{ fresh: true } | { fresh: false; resultId: string | null }> {
  const inserted = await tx
    .insert(moneyOperations)
    .values({ key, kind, courseId, requestHash: hash })
    .onConflictDoNothing()
    .returning({ key: moneyOperations.key });
  if (inserted.length > 0) return { fresh: true };
  const [existing] = await tx.select().from(moneyOperations).where(eq(moneyOperations.key, key));
  // Keys stored before requests were hashed (null) cannot be compared: they keep answering.
  if (hash !== null && existing?.requestHash != null && existing.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', { detail: `${kind} key reused` });
  }
  return { fresh: false, resultId: existing?.resultId ?? null };
}

export async function recordOperationResult(tx: Tx, key: string, resultId: string): Promise<void> {
  await tx.update(moneyOperations).set({ resultId }).where(eq(moneyOperations.key, key));
}
