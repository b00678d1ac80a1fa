// Scale figures for BENCHMARKS.md (issue 15): the public fundraiser with 20 and 10,000 gifts,
// signed-in reads, the supporter dashboard with 50 supported participants, a gift
// confirmation at 10 and 10,000 gifts, 1,000 course transitions due at one midnight, and the
// app's memory. Gifts, courses and jobs are written straight into the database (the same rows
// and ledger movements the money engine writes), so seeding takes seconds, not hours.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { RECENT_WRITE_COOKIE } from '../packages/contracts/src/routes';
import { call, median, signUp } from './bench-client';
import { openDatabase } from '../apps/api/src/db/open-database';
import { loadConfig } from '../apps/api/src/platform/config';
import { createLogger } from '../apps/api/src/platform/logger';
import { seedConfirmedGifts } from '../apps/api/test/support/seed-gifts';

type Load = { rps: number; p99: number; errors: number; non2xx: number };

export async function measure(url: string, headers: Record<string, string> = {}, duration = 10) {
  const r = await autocannon({ url, connections: 20, duration, headers });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** `count` confirmed gifts for the participant's funding course (made when it has none). */
async function seedGifts(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  participantId: string,
  count: number,
) {
  const course = await db.execute<{ id: string }>(sql`
    with course as (
      insert into courses (participant_id, state) values (${participantId}, 'funding')
      on conflict do nothing returning id
    )
    select id from course union all
    select id from courses where participant_id = ${participantId} and state = 'funding' limit 1`);
  await seedConfirmedGifts(db, {
    courseId: course.rows[0]!.id,
    count,
    amountCents: 2_500,
    feeCents: 200,
    kind: 'bench_seed',
    donorName: sql`'Donor ' || g`,
    donorEmail: sql`'donor-' || g || '@example.com'`,
    message: sql`case when g % 3 = 0 then 'Keep going! ' || g end`,
    anonymous: sql`g % 5 = 0`,
    createdAt: sql`now() - (g || ' seconds')::interval`,
  });
}

async function confirmOne(
  base: string,
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  participantId: string,
) {
  const { json } = await call(base, '/api/transaction', {
    method: 'POST',
    body: JSON.stringify({
      participantId,
      amountCents: 2_500,
      donorName: 'Bench Donor',
      donorEmail: `confirm-${Date.now()}-${Math.random()}@example.com`,
      redirectUrl: `${base}/supporter/support/${participantId}`,
    }),
  });
  const checkoutId = String(json['checkoutUrl']).split('/').pop();
  const donationId = String(json['donationId']);
  const t0 = performance.now();
  await call(base, `/api/sandbox/checkout/${checkoutId}`, {
    method: 'POST',
    body: JSON.stringify({ action: 'pay' }),
  });
  for (;;) {
    const r = await db.execute<{ status: string }>(
      sql`select status from donations where id = ${donationId}`,
    );
    if (r.rows[0]?.status === 'available') return performance.now() - t0;
    if (performance.now() - t0 > 30_000) throw new Error('donation not confirmed in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export type ScaleFigures = Awaited<ReturnType<typeof scaleFigures>>;

export async function scaleFigures(base: string, dataDir: string, appPid: number, bare: Load) {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir }), createLogger('warn'));
  const db = database.db;
  try {
    const rssIdle = rssMb(appPid);
    const small = await signUp(base, 'participant', 'gifts20');
    const large = await signUp(base, 'participant', 'gifts10k');
    await seedGifts(db, small.id, 20);
    await seedGifts(db, large.id, 10_000);
    const tenGifts = await signUp(base, 'participant', 'gifts10');
    await seedGifts(db, tenGifts.id, 10);

    const public20 = await measure(`${base}/api/participant/${small.id}/public`);
    const public10k = await measure(`${base}/api/participant/${large.id}/public`);
    const participant = await measure(`${base}/api/participant`, { cookie: small.cookie });
    const courseActive = await measure(`${base}/api/course/active`, { cookie: small.cookie });
    // The same reads as right after the participant's own write: a recent-write marker (here
    // one that never ages) sends every read to the database, as the first read after a save.
    const fresh = `${small.cookie}; ${RECENT_WRITE_COOKIE}=${8_000_000_000_000}`;
    const participantFresh = await measure(`${base}/api/participant`, { cookie: fresh });
    const courseActiveFresh = await measure(`${base}/api/course/active`, { cookie: fresh });

    // A supporter who gave to 50 participants.
    const supporter = await signUp(base, 'supporter', 'dashboard');
    // The 50 participants straight into the database (sign-ups are rate limited per address).
    const supported = Array.from({ length: 50 }, (_, i) => `bench-supported-${Date.now()}-${i}`);
    await db.execute(sql`
      with u as (
        insert into users (id, name, email, email_verified)
        select id, 'Bench ' || id, id || '@example.com', true
        from unnest(${`{${supported.join(',')}}`}::text[]) id returning id
      ), r as (insert into user_roles (user_id, role) select id, 'participant' from u)
      insert into profiles (user_id, first_name, last_name) select id, 'Bench', 'Mark' from u`);
    await db.execute(sql`
      with c as (
        insert into courses (participant_id, state)
        select unnest(${`{${supported.join(',')}}`}::text[]), 'funding' returning id
      )
      insert into donations (course_id, supporter_id, donor_name, donor_email, anonymous, language,
        cover_fee, amount_cents, fee_cents, share_cents, charged_cents, currency, status, provider)
      select id, ${supporter.id}, 'Bench', ${supporter.email}, false, 'en', false, 2500, 200, 2300,
        2500, 'EUR', 'pending', 'sandbox' from c`);
    const dashboard = await measure(`${base}/api/supporter/donations`, {
      cookie: supporter.cookie,
    });
    const rssAfterLoad = rssMb(appPid);

    const confirm10: number[] = [];
    const confirm10k: number[] = [];
    for (let i = 0; i < 7; i++) {
      confirm10.push(await confirmOne(base, db, tenGifts.id));
      confirm10k.push(await confirmOne(base, db, large.id));
    }
    // Every gift of the bench comes from 127.0.0.1: the per-address limits of donating and
    // signing up would stop the sections after this one, not a person.
    await db.execute(
      sql`delete from rate_limits where key like 'donation:ip:%' or key like 'signup:ip:%'`,
    );

    // 1,000 scheduled courses whose start is today, their jobs all due now: the app's job
    // runner (polling every 100 ms) moves them; timed from the commit until all are active.
    const created = await db.execute<{ id: string }>(sql`
      insert into courses (state, start_date)
      select 'scheduled', current_date from generate_series(1, 1000) returning id`);
    const ids = created.rows.map((r) => r.id);
    const t0 = performance.now();
    await db.execute(sql`
      insert into jobs (kind, payload, run_at, key)
      select 'course.advance', jsonb_build_object('courseId', id), now(), 'bench:' || id
      from unnest(${`{${ids.join(',')}}`}::uuid[]) id`);
    let transitionsMs = 0;
    for (;;) {
      const r = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from courses
        where id = any(${`{${ids.join(',')}}`}::uuid[]) and state = 'active'`);
      if (r.rows[0]?.n === 1000) {
        transitionsMs = performance.now() - t0;
        break;
      }
      if (performance.now() - t0 > 120_000) throw new Error('transitions not done in 120 s');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    // Memory a minute after the load ended.
    await new Promise((resolve) => setTimeout(resolve, 60_000));
    const rssAfterMinute = rssMb(appPid);
    return {
      bare,
      public20,
      public10k,
      participant,
      courseActive,
      participantFresh,
      courseActiveFresh,
      dashboard,
      confirm10: median(confirm10),
      confirm10k: median(confirm10k),
      transitionsMs,
      rssIdle,
      rssAfterLoad,
      rssAfterMinute,
    };
  } finally {
    await database.close();
  }
}

/** A figure shown for what it tells, without a goal of its own. */
const infoRow = (name: string, l: Load, bare: Load) =>
  `| ${name} | ${Math.round(l.rps)} | ${l.p99} ms | ${l.errors} / ${l.non2xx} | ${(l.rps / bare.rps).toFixed(2)} | — | |`;

const row = (name: string, l: Load, bare: Load, goal: number, extra = '') => {
  const ratio = l.rps / bare.rps;
  return `| ${name} | ${Math.round(l.rps)} | ${l.p99} ms | ${l.errors} / ${l.non2xx} | ${ratio.toFixed(2)} | ≥ ${goal} ${extra}| ${ratio >= goal ? 'holds' : 'misses'} |`;
};

export function scaleSection(f: ScaleFigures, warmStart: { ms: number; cpuMs: number }): string {
  const warmStartMs = warmStart.ms;
  const sameAt10k = Math.abs(f.public10k.rps / f.public20.rps - 1) <= 0.2;
  const confirmSame = f.confirm10k <= f.confirm10 * 1.2 + 5;
  const holds = (ok: boolean) => (ok ? 'holds' : 'misses');
  return `## Speed and scale (issue 15; autocannon, 20 connections, 10 s each; the app as one process)

Bare Fastify route: ${Math.round(f.bare.rps)} requests/s. Ratio: requests/s over the bare route's.
The signed-in reads are kept 1 s per user and process, and read afresh after the user's own
write (docs/decisions.md, "Answers kept a moment per user"); the rows marked "not kept" show
what every read costs that goes to the database.

| Call | Requests/s | p99 | Errors / non-2xx | Ratio | Goal | |
|---|---|---|---|---|---|---|
${row('`GET /api/participant/{id}/public`, 20 gifts', f.public20, f.bare, 0.25)}
${row('`GET /api/participant/{id}/public`, 10,000 gifts', f.public10k, f.bare, 0.25, '(and ±20 % of 20 gifts) ')}
${row('`GET /api/participant` (signed in)', f.participant, f.bare, 0.15)}
${row('`GET /api/course/active` (signed in)', f.courseActive, f.bare, 0.15)}
${infoRow("`GET /api/participant`, every read as right after the participant's own write (not kept)", f.participantFresh, f.bare)}
${infoRow("`GET /api/course/active`, every read as right after the participant's own write (not kept)", f.courseActiveFresh, f.bare)}
${row('`GET /api/supporter/donations`, 50 supported participants', f.dashboard, f.bare, 0.15)}

| Measure | Figure | Goal | |
|---|---|---|---|
| Public page at 10,000 gifts vs 20 gifts | ${(f.public10k.rps / f.public20.rps).toFixed(2)} × | 0.8–1.2 × | ${holds(sameAt10k)} |
| Gift confirmation ("pay" → available, through the webhook job), 10 gifts, median of 7 | ${Math.round(f.confirm10)} ms | | |
| The same at 10,000 gifts | ${Math.round(f.confirm10k)} ms | as fast as at 10 | ${holds(confirmSame)} |
| 1,000 course transitions due at one midnight (commit of the jobs → all moved) | ${Math.round(f.transitionsMs)} ms | < 1 s | ${holds(f.transitionsMs < 1000)} |
| RSS idle (the app's one process; the embedded PostgreSQL's processes not counted) | ${f.rssIdle.toFixed(0)} MB | ≤ 200 MB | ${holds(f.rssIdle <= 200)} |
| RSS after the load above | ${f.rssAfterLoad.toFixed(0)} MB | | |
| RSS a minute after the load | ${f.rssAfterMinute.toFixed(0)} MB | < 1.3 × idle | ${holds(f.rssAfterMinute < 1.3 * f.rssIdle)} |
| Warm start to healthy (the built server, \`node apps/api/dist/main.mjs\`, existing data), median of 3 | ${(warmStartMs / 1000).toFixed(2)} s | < 1 s | ${holds(warmStartMs < 1000)} |
| The same: CPU time the app's process used until healthy | ${warmStart.cpuMs} ms | | |
| Load average (1 min) at the end of this section | ${os.loadavg()[0]!.toFixed(1)} | | |
`;
}
