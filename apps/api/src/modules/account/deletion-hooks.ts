import type { Db } from '../../db/client';

/**
 * Work that must happen before an account's personal data is erased, such as "cancel the
 * course and refund every supporter" (decisions C6). A hook that throws stops the deletion,
 * so nobody's money is left without its owner. Hooks are given to the account module in
 * app.ts (AccountDeps.beforeDeletion).
 */
export type BeforeAccountDeletion = (db: Db, userId: string) => Promise<void>;

export async function runBeforeAccountDeletion(
  hooks: readonly BeforeAccountDeletion[],
  db: Db,
  userId: string,
): Promise<void> {
  for (const hook of hooks) await hook(db, userId);
}
