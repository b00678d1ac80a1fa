// C8 (record 0082): an operator posts a kit for a follow-up test (T1's posting, for a passed
// course): an unused kit in stock, or one already posted for this follow-up (the same answer
// again). The participant gets the usual "kit posted" mail; the follow-up becomes `kit_sent`.
// A further kit may follow an invalid result or a lost kit while the follow-up is not final.
import { and, eq } from 'drizzle-orm';
import { isFinalFollowUp } from '@quit/domain/follow-up';
import { followUps, testkits } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { ServiceDeps } from '../../core/service-deps';
import { lockFollowUp } from './follow-ups';
import { queueTestMail } from './test-mail-jobs';

export async function sendFollowUpKit(
  deps: ServiceDeps,
  followUpId: string,
  testkitId: string,
  trackingText: string | null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const followUp = await lockFollowUp(tx, followUpId);
    if (!followUp) throw new AppError('NOT_FOUND');
    const [kit] = await tx.select().from(testkits).where(eq(testkits.id, testkitId)).for('update');
    if (!kit) throw new AppError('TESTKIT_NOT_FOUND');
    if (kit.followUpId === followUpId && kit.state === 'unused') return;
    if (isFinalFollowUp(followUp.state)) throw new AppError('FOLLOW_UP_CLOSED');
    if (kit.state !== 'unused' || kit.courseId !== null) {
      throw new AppError('TESTKIT_NOT_ASSIGNABLE', { detail: `kit ${kit.state}` });
    }
    const now = deps.clock.now();
    await tx
      .update(testkits)
      .set({ courseId: followUp.courseId, followUpId, assignedAt: now, trackingText })
      .where(and(eq(testkits.id, testkitId), eq(testkits.state, 'unused')));
    if (followUp.state === 'enrolled') {
      await tx.update(followUps).set({ state: 'kit_sent' }).where(eq(followUps.id, followUpId));
    }
    await queueTestMail(
      tx,
      { mail: 'kit_posted', courseId: followUp.courseId, kitId: testkitId },
      now,
    );
  });
}
