// The calendar and today's seminars flat in the days reached and the seminars watched (issue 31):
// one participant on day 3 and then, the sandbox clock moved 24 days by an admin, on day 27;
// on each day first with nothing watched, then with every seminar reached watched and every
// diary day before today written (straight into the database, as months of use would leave it).
// Each case twice: as kept (the same participant again within a second) and read afresh (the
// recent-write cookie set ahead of the clock: every read goes to the database).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { RECENT_WRITE_COOKIE } from '@quit/contracts/routes';
import { activeParticipantOnDay3 } from './bench-active-participant';
import { call } from './bench-client';
import type { Load } from './bench-programme';

const READS = ['/api/programme/calendar', '/api/resource/currentday'];

export type FlatCase = {
  day: number;
  watched: number;
  read: string;
  kept: { rps: number; p99: number; bad: number };
  fresh: { rps: number; p99: number; bad: number };
};

async function rate(url: string, cookie: string, load: Load) {
  const r = await autocannon({ url, headers: { cookie }, ...load });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.errors + r.non2xx };
}

/** Every seminar up to `day` watched, and every diary day before it written; or none (day 0). */
async function watchUpTo(client: pg.Client, courseId: string, day: number) {
  await client.query('delete from watch_progress where course_id = $1', [courseId]);
  await client.query('delete from diary_entries where course_id = $1', [courseId]);
  if (day === 0) return 0;
  const watched = await client.query(
    `insert into watch_progress (course_id, seminar_id, max_position_seconds, credited_seconds,
       last_position_seconds, watched_at)
     select $1, id, duration_seconds, duration_seconds, duration_seconds, now()
     from seminars where day <= $2`,
    [courseId, day],
  );
  await client.query(
    `insert into diary_entries (course_id, day, smoking_desire, determination, craving_count,
       sport_minutes, sleep_hours, steps, smoked_since_last_entry, triggers, symptoms)
     select $1, d, 1, 4, 3, 20, 7, 6000, false, '{}', '{}' from generate_series(1, $2::int - 1) d`,
    [courseId, day],
  );
  return watched.rowCount ?? 0;
}

/** The started app's embedded database (its cluster's password is kept beside it). */
export function embeddedDatabaseUrl(dataDir: string, dbPort: number): string {
  const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8');
  return `postgres://postgres:${encodeURIComponent(password.trim())}@127.0.0.1:${dbPort}/quitpot`;
}

export async function flatFigures(
  base: string,
  dataDir: string,
  databaseUrl: string,
  load: Load,
): Promise<FlatCase[]> {
  const participant = await activeParticipantOnDay3(base, dataDir);
  const fresh = `${participant.cookie}; ${RECENT_WRITE_COOKIE}=${Date.now() + 3_600_000}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const cases: FlatCase[] = [];
  try {
    for (const day of [3, 27]) {
      if (day === 27) {
        await call(base, '/api/admin/clock', {
          method: 'POST',
          cookie: participant.operatorCookie,
          body: JSON.stringify({ advanceDays: 24 }),
        });
        const course = await call(base, '/api/course/active', { cookie: participant.cookie });
        if (course.json['day'] !== 27)
          throw new Error(`expected day 27: ${JSON.stringify(course.json)}`);
      }
      for (const upTo of [0, day]) {
        const watched = await watchUpTo(client, participant.courseId, upTo);
        // A write drops what the app keeps (the rows above were written behind its back).
        await fetch(`${base}/api/contact`, { method: 'POST', body: '{}' });
        for (const read of READS) {
          cases.push({
            day,
            watched,
            read,
            kept: await rate(`${base}${read}`, participant.cookie, load),
            fresh: await rate(`${base}${read}`, fresh, load),
          });
        }
      }
    }
  } finally {
    await client.end();
  }
  return cases;
}

export function flatSection(cases: FlatCase[], bareRps: number, load: Load): string {
  const row = (c: FlatCase) =>
    `| \`GET ${c.read}\` | ${c.day} | ${c.watched} | ${Math.round(c.kept.rps)} (${(c.kept.rps / bareRps).toFixed(3)}) | ${c.kept.p99} ms | ${Math.round(c.fresh.rps)} (${(c.fresh.rps / bareRps).toFixed(3)}) | ${c.fresh.p99} ms | ${c.kept.bad + c.fresh.bad} |`;
  return `## Calendar and today's seminars by days reached and seminars watched (issue 31; autocannon, ${load.connections} connections, ${load.duration} s each)

One participant on day 3, then (the sandbox clock moved 24 days) on day 27; first with nothing
watched, then with every seminar reached watched and every diary day before today written.
"Kept": the same participant again within a second (the answer kept per user, issue 31);
"afresh": every read to the database (the recent-write cookie set ahead of the clock).
Requests/s (ratio to the bare route).

| Call | Day | Seminars watched | Kept | p99 | Afresh | p99 | Errors / non-2xx |
|---|---|---|---|---|---|---|---|
${cases.map(row).join('\n')}
`;
}
