import type { Db } from '../../db/client';

/**
 * Work that must happen before an account's personal data is erased. The course issue
 * registers "cancel the active course and refund every supporter" here (decisions C6); a
 * hook that throws stops the deletion, so nobody's money is left without its owner.
 */
export type BeforeAccountDeletion = (db: Db, userId: string) => Promise<void>;

const hooks: BeforeAccountDeletion[] = [];

export function onBeforeAccountDeletion(hook: BeforeAccountDeletion): void {
  hooks.push(hook);
}

export async function runBeforeAccountDeletion(db: Db, userId: string): Promise<void> {
  for (const hook of hooks) await hook(db, userId);
}
