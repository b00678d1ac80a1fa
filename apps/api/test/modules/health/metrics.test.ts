// Issue 32 item 1 (record 0074): GET /metrics in Prometheus' format behind METRICS_TOKEN, with
// HTTP figures by route pattern, the job queue, money equal to the ledger, tests waiting, the
// database pool, memory and event-loop delay.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTICIPANT_DONATION_STATUSES } from '@quit/domain/donation';
import { LEDGER_ACCOUNTS } from '../../../src/db/schema';
import { keptBalanceMismatches } from '../../../src/modules/money/ledger';
import { sweepMoney } from '../../../src/modules/money/sweeper';
import { manualClock } from '../../../src/platform/clock';
import { donate, newParticipant, PUBLIC_URL } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

const TOKEN = 'metrics-token-0123456789abcdef';
const clock = manualClock(new Date());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { METRICS_TOKEN: TOKEN, SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL },
    undefined,
    { calendar: clock },
  );
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one sample, e.g. `value(text, 'quitpot_money_held_cents', { state: 'pending' })`. */
function value(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, v]) => `${key}="${v}"`);
  const line = text.split('\n').find((l) => {
    if (!l.startsWith(`${name}{`) && !l.startsWith(`${name} `)) return false;
    const inside = /\{(.*)\}/.exec(l)?.[1] ?? '';
    const given = inside === '' ? [] : inside.split(',');
    return wanted.length === given.length && wanted.every((pair) => given.includes(pair));
  });
  if (line === undefined) throw new Error(`no sample ${name} ${JSON.stringify(labels)}`);
  return Number(line.slice(line.lastIndexOf(' ') + 1));
}

/** Sums of the ledger's own rows per account (what `npm run ledger:check` compares with). */
async function ledgerSums(): Promise<Record<string, number>> {
  const { rows } = await t.database.db.execute<{ account: string; cents: string }>(
    sql`select account, sum(amount_cents) as cents from ledger_entries group by account`,
  );
  return Object.fromEntries(rows.map((row) => [row.account, Number(row.cents)]));
}

describe('GET /metrics', () => {
  it('needs the token: 401 without it or with another, 200 with it', async () => {
    const none = await t.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body).not.toContain('quitpot_');
    const wrong = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const basic = await t.app.inject({ url: '/metrics', headers: { authorization: TOKEN } });
    expect(basic.statusCode).toBe(401);
    expect(await scrape()).toContain('quitpot_http_requests_total');
  });

  it('is not served at all without METRICS_TOKEN', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('quitpot_');
    } finally {
      await bare.close();
    }
  });

  it('refuses a short METRICS_TOKEN at start-up, naming it', async () => {
    await expect(createTestApp({ METRICS_TOKEN: 'short' })).rejects.toThrow(/METRICS_TOKEN/);
  });

  it('counts HTTP answers by route pattern, never by the raw URL', async () => {
    const p = await newParticipant(t.app);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ url: `/api/participant/${p.id}/public` });
      expect(res.statusCode).toBe(200);
    }
    const missing = await t.app.inject({ url: '/api/no/such/route/12345' });
    expect(missing.statusCode).toBe(404);
    // A page of the web app (not built in tests: 503) counts as a page, without its path.
    await t.app.inject({ url: `/supporter/support/${p.id}` });
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/participant/:id/public', status: '200' };
    expect(value(text, 'quitpot_http_requests_total', labels)).toBe(3);
    expect(
      value(text, 'quitpot_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/participant/:id/public',
      }),
    ).toBe(3);
    expect(text).not.toContain(p.id);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('/supporter/support');
    expect(text).toMatch(
      /quitpot_http_requests_total\{method="GET",route="page",status="\d+"\} 1\n/,
    );
    expect(
      value(text, 'quitpot_http_requests_total', {
        method: 'GET',
        route: 'unmatched',
        status: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts server errors by route', async () => {
    // A real route failing: its database goes away.
    const down = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      await down.database.pool.end();
      expect((await down.app.inject({ url: '/api/health' })).statusCode).toBe(503);
      const res = await down.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      // The process figures still come, and say the database did not answer.
      expect(res.statusCode).toBe(200);
      expect(value(res.body, 'quitpot_database_up')).toBe(0);
      const labels = { method: 'GET', route: '/api/health', status: '503' };
      expect(value(res.body, 'quitpot_http_errors_total', labels)).toBe(1);
      expect(value(res.body, 'quitpot_http_requests_total', labels)).toBe(1);
    } finally {
      down.database.close = async () => undefined;
      await down.close();
    }
  });

  it('shows every family after some traffic', async () => {
    await t.app.inject({ url: '/api/health' });
    const text = await scrape();
    const families = [
      // HTTP
      'quitpot_http_requests_total',
      'quitpot_http_errors_total',
      'quitpot_http_request_duration_seconds',
      // the job queue
      'quitpot_jobs',
      'quitpot_jobs_by_kind',
      'quitpot_jobs_oldest_due_lag_seconds',
      // money
      'quitpot_donations',
      'quitpot_donations_cents',
      'quitpot_donations_confirmed',
      'quitpot_donations_confirmed_cents',
      'quitpot_refunds',
      'quitpot_refunds_cents',
      'quitpot_payouts',
      'quitpot_payouts_cents',
      'quitpot_ledger_balance_cents',
      'quitpot_money_held_cents',
      'quitpot_money_sweeper_repairs_total',
      // tests waiting for people
      'quitpot_tests_waiting',
      'quitpot_spot_tests_due',
      // the database
      'quitpot_database_up',
      'quitpot_db_pool_connections',
      'quitpot_db_pool_idle_connections',
      'quitpot_db_pool_waiting_requests',
      'quitpot_db_pool_max_connections',
      // the process
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ];
    for (const family of families) expect(text, family).toContain(`# TYPE ${family} `);
    // Each family once: figures read from the database are not repeated per process.
    for (const family of families) {
      expect(text.split(`# TYPE ${family} `).length - 1, family).toBe(1);
    }
    expect(value(text, 'quitpot_database_up')).toBe(1);
    for (const state of ['due', 'running', 'failed']) {
      expect(value(text, 'quitpot_jobs', { state })).toBeGreaterThanOrEqual(0);
    }
    expect(value(text, 'quitpot_tests_waiting', { queue: 'review' })).toBe(0);
    expect(value(text, 'quitpot_tests_waiting', { queue: 'audit' })).toBe(0);
    expect(value(text, 'quitpot_db_pool_max_connections')).toBe(4);
    expect(value(text, 'quitpot_db_pool_connections')).toBeGreaterThan(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('shows the job queue: due jobs by kind and how late the oldest is', async () => {
    await t.app.jobs.runDue();
    await t.database.db.execute(sql`
      insert into jobs (kind, payload, state, run_at) values
        ('metrics.test', '{}', 'queued', ${new Date(clock.now().getTime() - 90_000)}),
        ('metrics.test', '{}', 'queued', ${new Date(clock.now().getTime() + 90_000)}),
        ('metrics.test', '{}', 'failed', ${clock.now()})`);
    const text = await scrape();
    expect(value(text, 'quitpot_jobs_by_kind', { kind: 'metrics.test', state: 'due' })).toBe(1);
    expect(value(text, 'quitpot_jobs_by_kind', { kind: 'metrics.test', state: 'failed' })).toBe(1);
    expect(value(text, 'quitpot_jobs', { state: 'due' })).toBe(1);
    expect(value(text, 'quitpot_jobs_oldest_due_lag_seconds')).toBeCloseTo(90, 0);
    await t.database.db.execute(sql`delete from jobs where kind = 'metrics.test'`);
    expect(value(await scrape(), 'quitpot_jobs_oldest_due_lag_seconds')).toBe(0);
  });

  it('shows a confirmed donation and a refund, equal to the ledger', async () => {
    const before = await scrape();
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 4_000 });
    await donate(t.app, p.id, { amountCents: 1_500, coverFee: true });
    const kept = await donate(t.app, (await newParticipant(t.app)).id, { amountCents: 2_000 });
    expect(kept.donationId).toBeTruthy();
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: p.cookie },
      payload: { confirm: true },
    });
    expect(cancelled.statusCode).toBe(200);
    // C7 (record 0081): nobody kept a gift, and the participant starts again: both go back.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/course/new',
      headers: { cookie: p.cookie },
    });
    expect(again.statusCode).toBe(200);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();

    const text = await scrape();
    const ledger = await ledgerSums();
    expect(await keptBalanceMismatches(t.database.db)).toEqual([]);
    // Confirmed: three more, their charged cents what the ledger confirmed.
    expect(
      value(text, 'quitpot_donations_confirmed') - value(before, 'quitpot_donations_confirmed'),
    ).toBe(3);
    const { rows } = await t.database.db.execute<{ cents: string }>(sql`
      select coalesce(sum(amount_cents), 0) as cents from ledger_entries
      where kind = 'donation_confirmed' and account in ('available_share', 'available_fee')`);
    expect(value(text, 'quitpot_donations_confirmed_cents')).toBe(Number(rows[0]?.cents));
    // Refunds: the two of the cancelled course, succeeded, and the ledger's refunded account.
    expect(value(text, 'quitpot_refunds', { status: 'succeeded' })).toBe(2);
    expect(value(text, 'quitpot_refunds_cents', { status: 'succeeded' })).toBe(ledger['refunded']);
    expect(value(text, 'quitpot_refunds', { status: 'failed' })).toBe(0);
    expect(value(text, 'quitpot_payouts', { status: 'paid' })).toBe(0);
    // Money held: pending and available are the ledger's sums; every account is.
    expect(value(text, 'quitpot_money_held_cents', { state: 'available' })).toBe(
      (ledger['available_share'] ?? 0) + (ledger['available_fee'] ?? 0),
    );
    expect(value(text, 'quitpot_money_held_cents', { state: 'available' })).toBe(2_000);
    expect(value(text, 'quitpot_money_held_cents', { state: 'pending' })).toBe(
      (ledger['pending_share'] ?? 0) + (ledger['pending_fee'] ?? 0),
    );
    for (const [account, cents] of Object.entries(ledger)) {
      expect(value(text, 'quitpot_ledger_balance_cents', { account }), account).toBe(cents);
    }
  });

  it('agrees with itself within one scrape, taken while donations come in', async () => {
    const p = await newParticipant(t.app);
    const gifts = Array.from({ length: 4 }, (_, i) =>
      donate(t.app, p.id, { amountCents: 1_000 + i }),
    );
    const scrapes = Array.from({ length: 6 }, () => scrape());
    await Promise.all(gifts);
    for (const text of [...(await Promise.all(scrapes)), await scrape()]) {
      // Double entry: every account together sums to zero.
      const accounts = LEDGER_ACCOUNTS.map((account) =>
        value(text, 'quitpot_ledger_balance_cents', { account }),
      );
      expect(accounts.reduce((sum, cents) => sum + cents, 0)).toBe(0);
      // What left the donors is what the paid donations were charged, in the same snapshot.
      const paid = PARTICIPANT_DONATION_STATUSES.reduce(
        (sum, status) => sum + value(text, 'quitpot_donations_cents', { status }),
        0,
      );
      expect(paid + value(text, 'quitpot_ledger_balance_cents', { account: 'donors' })).toBe(0);
    }
  });

  it('counts what the money sweeper repaired', async () => {
    const p = await newParticipant(t.app);
    await donate(t.app, p.id, { amountCents: 3_000 });
    // What a crash between "cancelled" and its refunds left behind.
    await t.database.db.execute(
      sql`update courses set state = 'cancelled' where participant_id = ${p.id}`,
    );
    const before = value(await scrape(), 'quitpot_money_sweeper_repairs_total', {
      repair: 'coursesRefunded',
    });
    expect((await sweepMoney(t.app.money)).coursesRefunded).toBe(1);
    const text = await scrape();
    expect(value(text, 'quitpot_money_sweeper_repairs_total', { repair: 'coursesRefunded' })).toBe(
      before + 1,
    );
    expect(
      value(text, 'quitpot_refunds', { status: 'requested' }) +
        value(text, 'quitpot_refunds', { status: 'pending' }) +
        value(text, 'quitpot_refunds', { status: 'succeeded' }),
    ).toBe(3);
  });

  it('shows tests waiting for review or an audit, and spot tests due', async () => {
    const p = await newParticipant(t.app);
    const db = t.database.db;
    const { rows } = await db.execute<{ id: string }>(
      sql`insert into courses (participant_id, state) values (${p.id}, 'active') returning id`,
    );
    const courseId = rows[0]!.id;
    const before = await scrape();
    for (const [code, status] of [
      ['QP-METRIC01', 'review'],
      ['QP-METRIC02', 'review'],
      ['QP-METRIC03', 'audit'],
    ] as const) {
      await db.execute(sql`
        with kit as (
          insert into testkits (code, state, course_id) values (${code}, 'used', ${courseId})
          returning id)
        insert into testkit_tests (testkit_id, course_id, confidence, reading, status, audit_due_at)
        select id, ${courseId}, 0.5, '{}', ${status}, ${status === 'audit' ? clock.now() : null}
        from kit`);
    }
    await db.execute(sql`
      insert into spot_tests (course_id, ordinal, day, state, announce_at, due_at) values
        (${courseId}, 1, 9, 'announced', ${clock.now()}, ${clock.now()}),
        (${courseId}, 2, 15, 'scheduled', ${clock.now()}, ${clock.now()})`);
    const text = await scrape();
    const grew = (name: string, labels: Record<string, string> = {}) =>
      value(text, name, labels) - value(before, name, labels);
    expect(grew('quitpot_tests_waiting', { queue: 'review' })).toBe(2);
    expect(grew('quitpot_tests_waiting', { queue: 'audit' })).toBe(1);
    expect(grew('quitpot_spot_tests_due')).toBe(1);
  });
});

describe('GET /api/ready', () => {
  it('is ready when the database answers and has every migration', async () => {
    const res = await t.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', migrations: 'current' });
  });

  it('is not ready while the newest migration is missing; alive all the same', async () => {
    const other = await createTestApp();
    try {
      await other.database.db.execute(sql`
        delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const res = await other.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', database: 'up', migrations: 'pending' });
      expect((await other.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('answers 503 when the database is gone', async () => {
    const gone = await createTestApp();
    await gone.database.pool.end();
    try {
      const res = await gone.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', database: 'down', migrations: 'unknown' });
    } finally {
      gone.database.close = async () => undefined;
      await gone.close();
    }
  });

  it('is in the OpenAPI document with /metrics', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId: string }>>;
    }>();
    expect(doc.paths['/api/ready']?.get?.operationId).toBe('getReady');
    expect(doc.paths['/metrics']?.get?.operationId).toBe('getMetrics');
  });
});
