// What operators must look at: refunds the provider keeps refusing, failed payouts (with the
// money a late failure left on the participant's payout account) and jobs that gave up.
// Admin-only (GET /api/admin/money/attention).
import { desc, eq, inArray } from 'drizzle-orm';
import { jobs, payouts, refunds } from '../../db/schema';
import type { ServiceDeps } from '../../core/service-deps';
import { courseBalances } from '../course-row/balances';
import { potAccounts } from './pot-accounts';

export async function moneyAttention(deps: Pick<ServiceDeps, 'db'>) {
  const [failedRefunds, failedPayouts, failedJobs] = await Promise.all([
    deps.db
      .select()
      .from(refunds)
      .where(inArray(refunds.status, ['failed']))
      .orderBy(desc(refunds.updatedAt)),
    deps.db
      .select()
      .from(payouts)
      .where(eq(payouts.status, 'failed'))
      .orderBy(desc(payouts.updatedAt)),
    deps.db.select().from(jobs).where(eq(jobs.state, 'failed')).orderBy(desc(jobs.updatedAt)),
  ]);
  return {
    refunds: failedRefunds.map((r) => ({
      id: r.id,
      donationId: r.donationId,
      courseId: r.courseId,
      amountCents: r.amountCents,
      attempts: r.attempts,
      lastError: r.lastError,
      updatedAt: r.updatedAt.toISOString(),
    })),
    payouts: await Promise.all(
      failedPayouts.map(async (p) => ({
        id: p.id,
        courseId: p.courseId,
        pot: p.pot,
        amountCents: p.amountCents,
        returnedToAccount: p.providerPayoutId !== null || p.fromAccountBalance,
        // Record 0101: the bonus pot's money on the account is counted apart from the course's.
        onPayoutAccountCents: (await courseBalances(deps.db, p.courseId))[
          potAccounts(p.pot).returned
        ],
        lastError: p.lastError,
        updatedAt: p.updatedAt.toISOString(),
      })),
    ),
    jobs: failedJobs.map((j) => ({
      id: j.id,
      kind: j.kind,
      attempts: j.attempts,
      lastError: j.lastError,
      updatedAt: j.updatedAt.toISOString(),
    })),
  };
}
