// Crash safety of money (issue 14, item 2): a child process runs the real code path against
// this file's database and is killed with SIGKILL in the middle of its writes (it waits on a
// table lock this test holds). Right after the crash no ended course may hold money (but for
// gifts waiting for their donor's choice, C7); after a retry, the day-7 job, the jobs and the
// sweeper, every supporter is refunded exactly once and the books balance.
import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, donations, giftChoices, sandboxObjects } from '../src/db/schema';
import { advanceCourse } from '../src/modules/course/advance';
import { recordTestOutcome } from '../src/modules/course/outcome';
import { settleDueGiftChoices } from '../src/modules/money/second-chance';
import { sweepMoney } from '../src/modules/money/sweeper';
import { apiBundle } from './support/api-bundle';
import type { CrashOperation } from './support/crash-child';
import {
  expectAllRefunded,
  expectLedgerBalanced,
  expectNoEndedCourseHoldsMoney,
} from './support/ledger-checks';
import {
  checkoutIdOf,
  completeCheckout,
  donate,
  newParticipant,
  PUBLIC_URL,
  setCourseState,
  startDonation,
} from './support/money';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `operation` in a child process while this test holds a SHARE lock on `table`, so the
 * child's first write to that table waits; then kills the child there and lets go of the lock.
 * The child's transaction never reaches COMMIT: whatever it had not committed before is gone.
 */
async function killMidOperation(
  operation: CrashOperation,
  table: 'refunds' | 'jobs' | 'gift_choices',
) {
  const lock = new pg.Client({ connectionString: t.databaseUrl });
  await lock.connect();
  await lock.query('begin');
  await lock.query(`lock table ${table} in share mode`);
  let out = '';
  const bundle = await apiBundle();
  const child = spawn(process.execPath, [bundle.program('crash-child')], {
    env: {
      ...process.env,
      ...bundle.env,
      CRASH_DATABASE_URL: t.databaseUrl,
      CRASH_OPERATION: JSON.stringify(operation),
      CRASH_PUBLIC_URL: PUBLIC_URL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    let backend: number | undefined;
    const deadline = Date.now() + 60_000;
    while (backend === undefined) {
      if (child.exitCode !== null) throw new Error(`child ended before blocking: ${out}`);
      if (Date.now() > deadline) throw new Error(`child never blocked: ${out}`);
      // Asked outside the lock's transaction: pg_stat_activity is a snapshot per transaction.
      const waiting = await t.database.pool.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database()
           and wait_event_type = 'Lock' and query ilike $1`,
        [`insert into "${table}"%`],
      );
      backend = waiting.rows[0]?.pid;
      if (backend === undefined) await sleep(100);
    }
    child.kill('SIGKILL');
    await exited;
    expect(out).not.toContain('done');
    await lock.query('commit');
    // The child's server session sees its client gone once the lock is free, and rolls back.
    for (let i = 0; i < 100; i++) {
      const left = await t.database.pool.query('select 1 from pg_stat_activity where pid = $1', [
        backend,
      ]);
      if (left.rowCount === 0) break;
      await sleep(100);
    }
    await expectLedgerBalanced(t.database.db);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await lock.end();
  }
}

async function fundedCourse() {
  const p = await newParticipant(t.app);
  await donate(t.app, p.id, { amountCents: 5_000 });
  await donate(t.app, p.id, { amountCents: 2_000, coverFee: true });
  const [course] = await t.database.db
    .select()
    .from(courses)
    .where(eq(courses.participantId, p.id));
  return { p, courseId: course!.id };
}

const stateOf = async (courseId: string) =>
  (await t.database.db.select().from(courses).where(eq(courses.id, courseId)))[0]?.state;

/**
 * After the retry: nobody answers the keep-or-refund choice (C7, record 0081), so its day-7 job
 * refunds every gift (run here as the 7 days had passed); the jobs call the provider, the
 * sweeper finds nothing left to do.
 */
async function settleAndCheck(courseId: string) {
  await t.database.db
    .update(giftChoices)
    .set({ decideBy: new Date() })
    .where(eq(giftChoices.courseId, courseId));
  await settleDueGiftChoices(t.app.money, courseId);
  await t.app.jobs.runDue();
  expect(await sweepMoney(t.app.money)).toMatchObject({ coursesRefunded: 0 });
  await t.app.jobs.runDue();
  await expectNoEndedCourseHoldsMoney(t.database.db);
  await expectAllRefunded(t.database.db, courseId);
}

describe('killed mid-operation, then retried', () => {
  it('cancel: the course stays open, and the retried cancel completes', async () => {
    const { p, courseId } = await fundedCourse();
    const cancel = {
      method: 'PUT',
      url: '/api/course/cancel',
      payload: { confirm: true },
    } as const;
    // C7: the course's end writes the supporters' choices, no refund: the crash comes there.
    await killMidOperation({ kind: 'inject', cookie: p.cookie, ...cancel }, 'gift_choices');
    await expectNoEndedCourseHoldsMoney(t.database.db);
    expect(await stateOf(courseId)).toBe('funding');

    const retried = await t.app.inject({ ...cancel, headers: { cookie: p.cookie } });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ refunds: 0, course: { state: 'cancelled' } });
    await settleAndCheck(courseId);
  }, 300_000);

  it('account deletion: nothing is lost, and the retried deletion refunds everyone', async () => {
    const { p, courseId } = await fundedCourse();
    const remove = {
      method: 'DELETE',
      url: '/api/participant',
      payload: { confirmation: p.email, password: p.password },
    } as const;
    await killMidOperation({ kind: 'inject', cookie: p.cookie, ...remove }, 'refunds');
    await expectNoEndedCourseHoldsMoney(t.database.db);

    const retried = await t.app.inject({ ...remove, headers: { cookie: p.cookie } });
    expect(retried.statusCode).toBe(200);
    expect(await stateOf(courseId)).toBe('cancelled');
    await settleAndCheck(courseId);
  }, 300_000);

  it('failed test: the outcome and its refunds commit together', async () => {
    const { p, courseId } = await fundedCourse();
    await setCourseState(t.database.db, p.id, 'active', { startDate: daysAgo(27) });
    await killMidOperation({ kind: 'failed-test', courseId }, 'gift_choices');
    await expectNoEndedCourseHoldsMoney(t.database.db);
    expect(await stateOf(courseId)).toBe('active');

    expect((await recordTestOutcome(t.app.money, courseId, { result: 'failed' })).state).toBe(
      'failed',
    );
    await settleAndCheck(courseId);
  }, 300_000);

  it('verification expired: the job that fails the course refunds in the same step', async () => {
    const { p, courseId } = await fundedCourse();
    await setCourseState(t.database.db, p.id, 'awaiting_test', { startDate: daysAgo(70) });
    await killMidOperation({ kind: 'advance', courseId }, 'gift_choices');
    await expectNoEndedCourseHoldsMoney(t.database.db);
    expect(await stateOf(courseId)).toBe('awaiting_test');

    await advanceCourse(t.app.money, courseId); // the job, run again after its lock expired
    expect(await stateOf(courseId)).toBe('failed');
    await settleAndCheck(courseId);
  }, 300_000);

  it('sandbox pay: a crash leaves the checkout open, and paying again confirms the donation', async () => {
    const p = await newParticipant(t.app);
    const started = await startDonation(t.app, p.id, { amountCents: 3_000 });
    const { donationId, checkoutUrl } = started.json<{ donationId: string; checkoutUrl: string }>();
    const checkoutId = checkoutIdOf(checkoutUrl);
    await killMidOperation(
      {
        kind: 'inject',
        method: 'POST',
        url: `/api/sandbox/checkout/${checkoutId}`,
        payload: { action: 'pay' },
      },
      'jobs',
    );
    const [checkout] = await t.database.db
      .select()
      .from(sandboxObjects)
      .where(eq(sandboxObjects.id, checkoutId));
    expect(checkout?.data).toMatchObject({ status: 'open', paymentId: null });

    await completeCheckout(t.app, checkoutUrl);
    const [donation] = await t.database.db
      .select()
      .from(donations)
      .where(eq(donations.id, donationId));
    expect(donation?.status).toBe('available');
    await expectLedgerBalanced(t.database.db);

    const cancelled = await t.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: p.cookie },
      payload: { confirm: true },
    });
    expect(cancelled.json()).toMatchObject({ refunds: 0 });
    await settleAndCheck(donation!.courseId);
  }, 300_000);
});

function daysAgo(days: number): string {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
