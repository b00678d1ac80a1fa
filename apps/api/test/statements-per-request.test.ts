// Signed-in reads cost a small fixed number of SQL statements whatever the data (issue 15):
// counted at the driver, for the caller's first request (who is calling read from the
// database) and the next ones (who is calling kept for a few seconds).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTER_CACHE_MS } from '../src/modules/money/supporter-cache';
import { manualClock } from '../src/platform/clock';
import { signUp } from './support/accounts';
import { signedInAdmin } from './support/admin-helpers';
import { donate, PUBLIC_URL, readyParticipant } from './support/money';
import { countStatements } from './support/statement-count';
import { createTestApp, type TestApp } from './support/test-app';

// The app's clock stands still unless a test moves it: the caches' seconds pass only when the
// test says so (a loaded machine cannot expire them mid-count), and no sandbox clock refresh
// (a background statement) runs.
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL }, undefined, { clock });
});
afterAll(() => t.close());

async function statementsOf(url: string, cookie: string) {
  const { result, count, statements } = await countStatements(() =>
    t.app.inject({ url, headers: { cookie } }),
  );
  expect(result.statusCode, result.body).toBe(200);
  return { count, statements, body: result.json() };
}

const DASHBOARD = ['/api/participant', '/api/course/active', '/api/course/day'];

describe('statements per signed-in read', () => {
  it('the participant dashboard: one statement per read (two for the balance, none while the course or profile is kept), at 1 or 15 gifts', async () => {
    const cold: Record<string, number[]> = {};
    for (const gifts of [1, 15]) {
      const p = await readyParticipant(t.app);
      for (let i = 0; i < gifts; i++) await donate(t.app, p.id, { amountCents: 1_000 });
      for (const url of [...DASHBOARD, '/api/participant/balance']) {
        // The first read after a write also reads who is calling (kept for a few seconds).
        const first = await statementsOf(url, p.cookie);
        (cold[url] ??= []).push(first.count);
        const warm = await statementsOf(url, p.cookie);
        const own = url === '/api/participant/balance' ? 2 : 1;
        // The course's read and the profile are kept a moment too (per-user-cache.test.ts).
        const kept = url !== '/api/participant/balance';
        expect(warm.count, warm.statements.join('\n')).toBe(kept ? 0 : own);
        // Who is calling: the session, its user, their language and role.
        expect(first.count - own, first.statements.join('\n')).toBeLessThanOrEqual(4);
        if (url === '/api/participant/balance')
          expect(warm.body.donations).toHaveLength(gifts + DASHBOARD.length);
        // A donation (a write) empties who-is-calling; the next first read is cold again.
        await donate(t.app, p.id, { amountCents: 1_000 });
      }
    }
    // Who is calling costs the same whatever the participant's data.
    for (const counts of Object.values(cold)) expect(counts[1]).toBe(counts[0]);
  });

  it('the supporter dashboard: the same statements for 1 and 50 supported participants', async () => {
    const counts: number[] = [];
    for (const supportedCount of [1, 50]) {
      const s = await signUp(t.app, { role: 'supporter' });
      const session = await t.app.inject({
        url: '/api/account/session',
        headers: { cookie: s.cookie },
      });
      const supporterId = session.json<{ user: { id: string } }>().user.id;
      const ids = Array.from({ length: supportedCount }, (_, i) => `stmt-${supporterId}-${i}`);
      const list = `{${ids.join(',')}}`;
      await t.database.db.execute(sql`
        with u as (
          insert into users (id, name, email, email_verified)
          select id, 'Supported ' || id, id || '@example.com', true
          from unnest(${list}::text[]) id returning id
        ), r as (insert into user_roles (user_id, role) select id, 'participant' from u)
        insert into profiles (user_id, first_name, last_name) select id, 'Supported', 'Person' from u`);
      await t.database.db.execute(sql`
        with c as (
          insert into courses (participant_id, state)
          select unnest(${list}::text[]), 'funding' returning id
        )
        insert into donations (course_id, supporter_id, donor_name, donor_email, anonymous,
          language, cover_fee, amount_cents, fee_cents, share_cents, charged_cents, currency,
          status, provider)
        select id, ${supporterId}, 'Supporter', ${s.email}, false, 'en', false, 2500, 200, 2300,
          2500, 'EUR', 'pending', 'sandbox' from c`);
      await statementsOf('/api/supporter/donations', s.cookie);
      // Read again at once: the answer kept a moment for this supporter, no statement.
      const kept = await statementsOf('/api/supporter/donations', s.cookie);
      expect(kept.count, kept.statements.join('\n')).toBe(0);
      // Once the kept answer is over (who is calling still kept): one statement.
      clock.advance(SUPPORTER_CACHE_MS + 50);
      const warm = await statementsOf('/api/supporter/donations', s.cookie);
      expect(warm.body.participants).toHaveLength(supportedCount);
      expect(warm.body.donations).toHaveLength(supportedCount);
      expect(warm.body.participants).toEqual(kept.body.participants);
      counts.push(warm.count);
    }
    expect(counts).toEqual([1, 1]);
  });

  it('the operators’ chat inbox: the same statements for 2 and 12 conversations, each item whole', async () => {
    const admin = await signedInAdmin(t.app, t.database.db);
    const counts: number[] = [];
    for (const n of [2, 12]) {
      const tag = `inbox${n}x${Date.now()}`;
      // n participants, each with a course and a conversation of two unread messages.
      await t.database.db.execute(sql`
        with u as (
          insert into users (id, name, email, email_verified)
          select ${tag} || '-' || i, 'Inbox ' || i, ${tag} || '-' || i || '@example.com', true
          from generate_series(1, ${n}) i returning id
        ), p as (insert into profiles (user_id, first_name, last_name) select id, 'Inbox', 'Person' from u),
        c as (insert into courses (participant_id, state) select id, 'funding' from u),
        conv as (
          insert into chat_conversations (participant_id, last_message_at) select id, now() from u
          returning id
        )
        insert into chat_messages (conversation_id, client_id, side, body, created_at)
        select conv.id, gen_random_uuid()::text, 'participant', 'hello ' || k, now()
        from conv, generate_series(1, 2) k`);
      const url = `/api/admin/chat?q=${tag}&limit=50`;
      await statementsOf(url, admin.cookie);
      const warm = await statementsOf(url, admin.cookie);
      expect(warm.body.items).toHaveLength(n);
      for (const item of warm.body.items as Record<string, unknown>[]) {
        expect(item).toMatchObject({
          participantName: 'Inbox Person',
          unread: 2,
          courseState: 'funding',
          courseDay: null,
          lastMessage: expect.stringMatching(/^hello [12]$/),
        });
      }
      counts.push(warm.count);
    }
    expect(counts[1], 'statements at 12 conversations').toBe(counts[0]);
  });
});
