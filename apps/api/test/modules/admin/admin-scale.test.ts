// The console's lists with 100,000 people (and as many courses): every page is served by an
// index (no sequential scan of users or courses) and answers quickly, however deep the cursor.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInAdmin } from '../../support/admin-helpers';
import { createTestApp, type TestApp } from '../../support/test-app';

const PEOPLE = 100_000;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signedInAdmin(t.app, t.database.db)).cookie;
  const db = t.database.db;
  await db.execute(sql`
    insert into users (id, name, email, email_verified, created_at, updated_at)
    select 'bulk-' || g, 'Bulk Person ' || g, 'bulk-' || g || '@example.com', true,
           now() - g * interval '1 minute', now()
    from generate_series(1, ${PEOPLE}) g`);
  await db.execute(sql`
    insert into courses (participant_id, state, created_at, updated_at)
    select 'bulk-' || g, case when g % 10 = 0 then 'cancelled' else 'funding' end,
           now() - g * interval '1 minute', now()
    from generate_series(1, ${PEOPLE}) g`);
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze courses`);
}, 120_000);
afterAll(() => t.close());

async function timed(url: string) {
  const started = performance.now();
  const res = await t.app.inject({ url, headers: { cookie } });
  const ms = performance.now() - started;
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json<{ items: { id: string }[]; nextCursor: string | null }>(), ms };
}

/** The plan of a statement, to check that an index serves it. */
async function plan(statement: ReturnType<typeof sql>) {
  const rows = await t.database.db.execute(sql`explain ${statement}`);
  return rows.rows.map((r) => String(Object.values(r)[0])).join('\n');
}

it('pages through people and courses quickly, deep pages included', async () => {
  for (const url of [
    '/api/admin/people?limit=25',
    '/api/admin/people?limit=25&q=bulk-77777',
    '/api/admin/people?limit=25&q=person%2012345',
    '/api/admin/courses?limit=25',
    '/api/admin/courses?limit=25&state=cancelled',
  ]) {
    await timed(url); // warm up
    const first = await timed(url);
    expect(first.ms, url).toBeLessThan(500);
    expect(first.body.items.length, url).toBeGreaterThan(0);
    if (first.body.nextCursor) {
      const next = await timed(`${url}&cursor=${first.body.nextCursor}`);
      expect(next.ms, `${url} page 2`).toBeLessThan(500);
      expect(next.body.items[0]?.id).not.toBe(first.body.items[0]?.id);
    }
  }
  const found = await timed('/api/admin/people?q=bulk-77777%40');
  expect(found.body.items.map((p) => p.id)).toEqual(['bulk-77777']);
}, 60_000);

it('uses indexes, never a scan of every user or course', async () => {
  const plans = [
    await plan(sql`select * from users order by created_at desc, id desc limit 26`),
    await plan(
      sql`select * from users where lower(email || ' ' || name) like '%bulk-77777%' order by created_at desc, id desc limit 26`,
    ),
    await plan(
      sql`select * from courses where state = 'cancelled' order by created_at desc, id desc limit 26`,
    ),
    await plan(sql`select * from courses order by created_at desc, id desc limit 26`),
  ];
  for (const p of plans) expect(p).not.toMatch(/Seq Scan on (users|courses)/);
});
