// Issue 16: no GET changes state. Every GET the OpenAPI document lists is called by every kind of
// caller (signed out, a participant whose course ended, a participant who never had a course, a
// supporter, an admin), with path parameters naming real rows, and the whole database is compared
// before and after. Routes added later are covered as they are added.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, users } from '../src/db/schema';
import type { Db } from '../src/db/client';
import { grantRole } from '../src/modules/account/people';
import { signUp, someIp } from './support/accounts';
import { donate, newParticipant, readyParticipant } from './support/money';
import { loadOperations, urlOf, type Operation } from './support/openapi-operations';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let operations: Operation[];
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0' });
  operations = await loadOperations(t.app);
});
afterAll(() => t.close());

/**
 * Bookkeeping of who is signed in, not product state: a GET may slide a session's expiry (the
 * API keeps idle sessions alive) and count a request against a rate limit.
 */
const SESSION_BOOKKEEPING = new Set(['sessions', 'rate_limits']);

/**
 * The operator console's access log: an operator opening a person's record or reading a mail is
 * written down (who read whose personal data), on purpose. Only these rows may appear on a GET.
 */
const ACCESS_LOG = `type not in ('admin_person_viewed', 'admin_mail_read')`;

async function snapshot(db: Db): Promise<Map<string, string>> {
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result = new Map<string, string>();
  for (const { name } of tables.rows ?? (tables as unknown as { name: string }[])) {
    if (SESSION_BOOKKEEPING.has(name)) continue;
    const rows = await db.execute<{ digest: string; n: number }>(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t${name === 'audit_events' ? ` where ${ACCESS_LOG}` : ''}`,
      ),
    );
    const row = (rows.rows ?? (rows as unknown as { digest: string; n: number }[]))[0];
    result.set(name, `${row?.n ?? 0}:${row?.digest ?? ''}`);
  }
  return result;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

async function adminCookie(app: FastifyInstance, db: Db): Promise<string> {
  const admin = await signUp(app, { role: 'supporter' });
  const [user] = await db.select().from(users).where(eq(users.email, admin.email));
  await grantRole(db, user!.id, 'admin');
  return admin.cookie;
}

describe('GET requests', () => {
  it('change no row, for any caller, on any documented GET', async () => {
    const { app } = t;
    const { db } = t.database;
    // A participant whose fundraiser was cancelled, with a refunded gift: the ended course and its
    // history must survive every visit to the fundraiser link.
    const ended = await readyParticipant(app, { fundedCents: 10_000 });
    await donate(app, ended.id, { amountCents: 2_000, anonymous: true });
    const cancelled = await app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: ended.cookie },
      payload: { confirm: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await app.jobs.runDue();
    const fresh = await newParticipant(app);
    const supporter = await signUp(app, { role: 'supporter' });
    const admin = await adminCookie(app, db);

    const callers: [string, Record<string, string>][] = [
      ['signed out', {}],
      ['participant with an ended course', { cookie: ended.cookie }],
      ['participant without a course', { cookie: fresh.cookie }],
      ['supporter', { cookie: supporter.cookie }],
      ['admin', { cookie: admin }],
    ];
    const gets = operations.filter((op) => op.method === 'GET');
    expect(gets.map((op) => op.path)).toEqual(
      expect.arrayContaining([
        '/api/participant/{id}/public',
        '/api/participant/balance',
        '/api/course/active',
      ]),
    );
    const before = await snapshot(db);
    for (const [who, headers] of callers) {
      for (const op of gets) {
        for (const id of [ended.id, fresh.id, 'abc123']) {
          for (const language of ['en', 'de']) {
            await app.inject({
              method: 'GET',
              url: urlOf(op, encodeURIComponent(id)),
              remoteAddress: someIp(),
              headers: { ...headers, 'x-language': language },
            });
          }
        }
      }
      const after = await snapshot(db);
      expect(changedTables(before, after), `GETs as ${who}`).toEqual([]);
    }

    // The ended course is still the one shown, and no new course was opened for either.
    const rows = await db.select().from(courses).where(eq(courses.participantId, ended.id));
    expect(rows.map((c) => c.state)).toEqual(['cancelled']);
    expect(await db.select().from(courses).where(eq(courses.participantId, fresh.id))).toEqual([]);
    const page = await app.inject({ url: `/api/participant/${ended.id}/public` });
    expect(page.json()).toMatchObject({ courseState: 'cancelled', donationsOpen: false });
    expect(page.json<{ gifts: unknown[] }>().gifts).toHaveLength(2);
  }, 240_000);
});
