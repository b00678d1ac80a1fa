// The figures read from the database at each scrape (record 0074): the job queue, the
// money and the tests waiting for people. Read from the tables, never counted along the way, so
// the money figures are the books' own: the balances are the kept ones that every ledger
// movement moves in its own transaction (`npm run ledger:check` proves them equal to the ledger).
// One scrape reads them once, whichever worker answers it.
import { sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import { CONFIRMED_DONATION_STATUSES, DONATION_STATUSES } from '@quit/domain/donation';
import { PAYOUT_STATUSES } from '@quit/domain/payout';
import { REFUND_STATUSES } from '@quit/domain/refund-split';
import type { Db } from '../../db/client';
import { LEDGER_ACCOUNTS } from '../../db/schema';

type Row = Record<string, string | null>;
/** What the readers need: statements, inside the scrape's one snapshot. */
type Reader = Pick<Db, 'execute'>;
type Gauges = ReturnType<typeof gaugesOf>;

const JOB_STATES = ['due', 'running', 'failed'] as const;

function gaugesOf(registry: Registry) {
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });
  return {
    databaseUp: gauge('quitpot_database_up', '1 when the database answered this scrape'),
    jobs: gauge('quitpot_jobs', 'Jobs due (run time passed), running or failed', ['state']),
    jobsByKind: gauge('quitpot_jobs_by_kind', 'Jobs due, running or failed by kind', [
      'kind',
      'state',
    ]),
    jobLag: gauge(
      'quitpot_jobs_oldest_due_lag_seconds',
      'How long the oldest due job has waited past its run time (0: none waits)',
    ),
    donations: gauge('quitpot_donations', 'Donations by status', ['status']),
    donationCents: gauge('quitpot_donations_cents', 'Charged cents of donations by status', [
      'status',
    ]),
    confirmed: gauge(
      'quitpot_donations_confirmed',
      'Donations the provider confirmed (available, refunding, refunded, paid out)',
    ),
    confirmedCents: gauge(
      'quitpot_donations_confirmed_cents',
      'Charged cents of confirmed donations',
    ),
    refunds: gauge('quitpot_refunds', 'Refunds by status', ['status']),
    refundCents: gauge('quitpot_refunds_cents', 'Cents of refunds by status', ['status']),
    payouts: gauge('quitpot_payouts', 'Payouts by status', ['status']),
    payoutCents: gauge('quitpot_payouts_cents', 'Cents of payouts by status', ['status']),
    ledger: gauge(
      'quitpot_ledger_balance_cents',
      'Balance of each ledger account over all courses',
      ['account'],
    ),
    held: gauge(
      'quitpot_money_held_cents',
      'Money the platform holds: pending (charged, not confirmed) and available (confirmed)',
      ['state'],
    ),
    tests: gauge('quitpot_tests_waiting', 'Nicotine tests waiting for an operator', ['queue']),
    spotTests: gauge(
      'quitpot_spot_tests_due',
      'Spot tests announced to the participant whose photo has not come',
    ),
  };
}

const num = (value: string | null | undefined) => Number(value ?? 0);

async function readJobs(db: Reader, now: Date, g: Gauges) {
  const { rows } = await db.execute<Row>(sql`
    select kind,
           count(*) filter (where state = 'queued' and run_at <= ${now}) as due,
           count(*) filter (where state = 'running') as running,
           count(*) filter (where state = 'failed') as failed,
           min(run_at) filter (where state = 'queued' and run_at <= ${now}) as oldest_due
    from jobs where state in ('queued', 'running', 'failed') group by kind`);
  const totals = { due: 0, running: 0, failed: 0 };
  let oldest: number | undefined;
  for (const row of rows) {
    for (const state of JOB_STATES) {
      const count = num(row[state]);
      totals[state] += count;
      if (count > 0) g.jobsByKind.set({ kind: String(row['kind']), state }, count);
    }
    const due = row['oldest_due'] ? new Date(row['oldest_due']).getTime() : undefined;
    if (due !== undefined && (oldest === undefined || due < oldest)) oldest = due;
  }
  for (const state of JOB_STATES) g.jobs.set({ state }, totals[state]);
  g.jobLag.set(oldest === undefined ? 0 : Math.max(0, (now.getTime() - oldest) / 1000));
}

/** Count and cents by status, every status shown (zero when none). */
async function byStatus(
  db: Reader,
  query: ReturnType<typeof sql>,
  statuses: readonly string[],
  count: Gauge<'status'>,
  cents: Gauge<'status'>,
) {
  const { rows } = await db.execute<Row>(query);
  for (const status of statuses) {
    const row = rows.find((r) => r['status'] === status);
    count.set({ status }, num(row?.['count']));
    cents.set({ status }, num(row?.['cents']));
  }
  return rows;
}

async function readMoney(db: Reader, g: Gauges) {
  // One statement after another: the snapshot is one connection's.
  const donationRows = await byStatus(
    db,
    sql`select status, count(*) as count, sum(charged_cents) as cents from donations group by status`,
    DONATION_STATUSES,
    g.donations,
    g.donationCents,
  );
  await byStatus(
    db,
    sql`select status, count(*) as count, sum(amount_cents) as cents from refunds group by status`,
    REFUND_STATUSES,
    g.refunds,
    g.refundCents,
  );
  await byStatus(
    db,
    sql`select status, count(*) as count, sum(amount_cents) as cents from payouts group by status`,
    PAYOUT_STATUSES,
    g.payouts,
    g.payoutCents,
  );
  const ledger = await db.execute<Row>(
    sql`select account, sum(cents) as cents from course_balances group by account`,
  );
  const confirmed = donationRows.filter((row) =>
    (CONFIRMED_DONATION_STATUSES as readonly (string | null)[]).includes(row['status'] ?? null),
  );
  g.confirmed.set(confirmed.reduce((sum, row) => sum + num(row['count']), 0));
  g.confirmedCents.set(confirmed.reduce((sum, row) => sum + num(row['cents']), 0));
  const balance = (account: string) =>
    num(ledger.rows.find((row) => row['account'] === account)?.['cents']);
  for (const account of LEDGER_ACCOUNTS) g.ledger.set({ account }, balance(account));
  g.held.set({ state: 'pending' }, balance('pending_share') + balance('pending_fee'));
  g.held.set({ state: 'available' }, balance('available_share') + balance('available_fee'));
  // C8 (record 0083): the stay-quit bonus pots (their own accounts, also in the ledger figures).
  g.held.set({ state: 'bonus' }, balance('bonus_share') + balance('bonus_fee'));
}

async function readTests(db: Reader, g: Gauges) {
  const { rows } = await db.execute<Row>(sql`
    select (select count(*) from testkit_tests where status = 'review') as review,
           (select count(*) from testkit_tests where status = 'audit') as audit,
           (select count(*) from spot_tests where state = 'announced') as spot_due`);
  const row = rows[0];
  g.tests.set({ queue: 'review' }, num(row?.['review']));
  g.tests.set({ queue: 'audit' }, num(row?.['audit']));
  g.spotTests.set(num(row?.['spot_due']));
}

/**
 * The database's figures in Prometheus' text format. When the database does not answer, only
 * `quitpot_database_up 0` is told (the process figures still are, beside it).
 */
export async function stateMetricsText(
  db: Db,
  now: Date,
  onError: (error: unknown) => void,
): Promise<string> {
  const registry = new Registry();
  const g = gaugesOf(registry);
  try {
    // One snapshot for every figure, so they agree with each other under traffic: a donation
    // confirmed meanwhile shows in its count and in the balances, or in neither.
    await db.transaction(
      async (tx) => {
        await readJobs(tx, now, g);
        await readMoney(tx, g);
        await readTests(tx, g);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    g.databaseUp.set(1);
    return await registry.metrics();
  } catch (error) {
    onError(error);
    const down = new Registry();
    gaugesOf(down).databaseUp.set(0);
    return down.getSingleMetricAsString('quitpot_database_up');
  }
}
