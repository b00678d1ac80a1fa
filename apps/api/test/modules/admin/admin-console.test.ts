// The operator console's API: only admins get in (every /api/admin operation the OpenAPI
// document lists), every action leaves an audit row, and the pieces do what operators need.
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  contactMessages,
  courses,
  jobs,
  mailOutbox,
  payouts,
  refunds,
} from '../../../src/db/schema';
import { refundCourse } from '../../../src/modules/money/refunds';
import { cookiesOf, signUp, someIp } from '../../support/accounts';
import { signedInAdmin } from '../../support/admin-helpers';
import {
  addBankAccount,
  completeCheckout,
  newParticipant,
  PUBLIC_URL,
  setCourseState,
  startDonation,
} from '../../support/money';
import { loadOperations, sampleOf, urlOf, type Operation } from '../../support/openapi-operations';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let operations: Operation[];
let admin: { userId: string; email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
  operations = (await loadOperations(t.app)).filter((op) => op.path.startsWith('/api/admin/'));
  admin = await signedInAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const get = (url: string, cookie = admin.cookie) =>
  t.app.inject({ url, headers: { cookie, 'x-language': 'en' } });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown = undefined) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, 'x-language': 'en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function lastAudit(type: string) {
  const [row] = await t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.type, type))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

describe('admin endpoints', () => {
  it('are all admin-only and listed in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(16);
    for (const op of operations) expect(op.access, `${op.method} ${op.path}`).toBe('admin');
  });

  it('refuse anonymous callers (401), participants and supporters (403 FORBIDDEN)', async () => {
    const participant = await signUp(t.app, { role: 'participant' });
    const supporter = await signUp(t.app, { role: 'supporter' });
    const callers = [
      { cookie: undefined, status: 401, code: 'UNAUTHENTICATED' },
      { cookie: participant.cookie, status: 403, code: 'FORBIDDEN' },
      { cookie: supporter.cookie, status: 403, code: 'FORBIDDEN' },
    ];
    for (const op of operations) {
      for (const caller of callers) {
        for (const language of ['en', 'de']) {
          const res = await t.app.inject({
            method: op.method,
            url: urlOf(op, '00000000-0000-4000-8000-000000000000'),
            remoteAddress: someIp(),
            headers: {
              'x-language': language,
              ...(caller.cookie ? { cookie: caller.cookie } : {}),
              ...(op.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(op.body ? { payload: JSON.stringify(sampleOf(op.body)) } : {}),
          });
          const what = `${op.method} ${op.path} as ${caller.code} (${language})`;
          expect(res.statusCode, what).toBe(caller.status);
          expect(res.json().code, what).toBe(caller.code);
          expect(res.json().message, what).toBeTruthy();
        }
      }
    }
  }, 60_000);
});

describe('admin sign-in', () => {
  it('opens an admin session that idles out, even with "keep me signed in"', async () => {
    const { email } = admin;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/signin',
      remoteAddress: someIp(),
      payload: { email, password: 'operator-1', role: 'supporter', rememberMe: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', session: { persistent: false } });
    const expires = new Date(res.json().session.expiresAt).getTime();
    expect(expires - Date.now()).toBeLessThanOrEqual(15 * 60 * 1000 + 5_000);
    expect(await lastAudit('sign_in_ok')).toMatchObject({ detail: { role: 'admin' } });
  });

  it('keeps the chosen role for an admin who also holds it', async () => {
    const p = await newParticipant(t.app);
    await send('PUT', `/api/admin/people/${p.id}/admin-role`, { admin: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/signin',
      remoteAddress: someIp(),
      payload: { email: p.email, password: p.password, role: 'participant', rememberMe: false },
    });
    expect(res.json()).toMatchObject({ role: 'participant' });
    // The console is still theirs to open: access follows the role, not the session's role.
    expect((await get('/api/admin/people?limit=1', cookiesOf(res))).statusCode).toBe(200);
  });
});

describe('people', () => {
  it('finds a person by part of the email or name, page by page', async () => {
    const a = await newParticipant(t.app);
    const res = await get(`/api/admin/people?q=${encodeURIComponent(a.email.slice(3, 20))}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { id: string }) => p.id)).toContain(a.id);
    const first = await get('/api/admin/people?limit=1');
    expect(first.json().items).toHaveLength(1);
    const second = await get(`/api/admin/people?limit=1&cursor=${first.json().nextCursor}`);
    expect(second.json().items[0].id).not.toBe(first.json().items[0].id);
    // A cursor the API did not make is refused, whatever the list.
    const forged = Buffer.from('2026-01-01T00:00:00.000Z|not-a-uuid').toString('base64url');
    for (const list of ['courses', 'contact', 'outbox', 'jobs']) {
      const res = await get(`/api/admin/${list}?cursor=${forged}`);
      expect(res.statusCode, list).toBe(400);
      expect(res.json().code, list).toBe('INVALID_DATA');
    }
    expect((await get('/api/admin/people?cursor=%25%25')).json().code).toBe('INVALID_DATA');
    // A moment that is no calendar date is refused before it reaches the database.
    const noDay = Buffer.from(
      '2026-02-31T00:00:00.000000Z|00000000-0000-4000-8000-000000000000',
    ).toString('base64url');
    const refused = await get(`/api/admin/outbox?cursor=${noDay}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('INVALID_DATA');
    // Patterns are letters: "%" finds nobody.
    expect((await get('/api/admin/people?q=%25%25%25')).json().items).toEqual([]);
  });

  it("shows a person's record and audits the look", async () => {
    const p = await newParticipant(t.app);
    await startDonation(t.app, p.id);
    const res = await get(`/api/admin/people/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      person: { id: p.id, roles: ['participant'] },
      isSelf: false,
    });
    expect(res.json().courses).toHaveLength(1);
    expect(await lastAudit('admin_person_viewed')).toMatchObject({
      userId: admin.userId,
      detail: { targetId: p.id },
    });
    expect((await get('/api/admin/people/nobody')).statusCode).toBe(404);
  });

  it('grants and removes the admin role, never the caller’s own', async () => {
    const p = await newParticipant(t.app);
    const granted = await send('PUT', `/api/admin/people/${p.id}/admin-role`, { admin: true });
    expect(granted.json().roles).toEqual(['admin', 'participant']);
    expect(await lastAudit('admin_role_granted')).toMatchObject({
      userId: admin.userId,
      detail: { targetId: p.id },
    });
    const removed = await send('PUT', `/api/admin/people/${p.id}/admin-role`, { admin: false });
    expect(removed.json().roles).toEqual(['participant']);
    // The person's record lists what operators did about them.
    const record = (await get(`/api/admin/people/${p.id}`)).json();
    expect(record.audit.map((a: { type: string }) => a.type)).toEqual(
      expect.arrayContaining(['sign_up', 'admin_role_granted', 'admin_role_removed']),
    );
    expect(await lastAudit('admin_role_removed')).toMatchObject({ detail: { targetId: p.id } });
    const own = await send('PUT', `/api/admin/people/${admin.userId}/admin-role`, {
      admin: false,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('OWN_ADMIN_ROLE');
    expect((await get(`/api/admin/people/${admin.userId}`)).json().person.roles).toEqual(['admin']);
  });
});

describe('money', () => {
  it('retries a refused refund, or books it refunded by hand with a note', async () => {
    const p = await newParticipant(t.app);
    const started = (await startDonation(t.app, p.id)).json();
    await completeCheckout(t.app, started.checkoutUrl, 'pay_refunds_fail');
    await t.app.jobs.runDue();
    const [course] = await t.database.db
      .select()
      .from(courses)
      .where(eq(courses.participantId, p.id));
    await refundCourse(t.app.money, course!.id, 'cancelled');
    await t.app.jobs.runDue();
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.courseId, course!.id));
    expect(refund?.status).toBe('failed');
    const attention = (await get('/api/admin/money/needs-attention')).json();
    expect(attention.refunds.map((r: { id: string }) => r.id)).toContain(refund!.id);

    const before = (await get('/api/admin/money/totals')).json();
    const retried = await send('POST', `/api/admin/money/refunds/${refund!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(await lastAudit('admin_refund_retried')).toMatchObject({
      userId: admin.userId,
      detail: { refundId: refund!.id },
    });
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `refund:${refund!.id}`));
    expect(job).toMatchObject({ state: 'queued', attempts: 0 });
    await t.app.jobs.runDue();
    // Still refused by the sandbox: not retryable twice until it failed again, then by hand.
    const again = await t.database.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(again[0]?.status).toBe('failed');

    const noNote = await send('POST', `/api/admin/money/refunds/${refund!.id}/mark-refunded`, {
      note: '',
    });
    expect(noNote.statusCode).toBe(400);
    const marked = await send('POST', `/api/admin/money/refunds/${refund!.id}/mark-refunded`, {
      note: 'Paid back by bank transfer',
    });
    expect(marked.statusCode).toBe(200);
    expect(await lastAudit('admin_refund_marked')).toMatchObject({
      userId: admin.userId,
      detail: { refundId: refund!.id, note: 'Paid back by bank transfer' },
    });
    const after = (await get('/api/admin/money/totals')).json();
    expect(after.refundedCents - before.refundedCents).toBe(refund!.amountCents);
    expect(before.heldCents - after.heldCents).toBe(refund!.amountCents);
    const twice = await send('POST', `/api/admin/money/refunds/${refund!.id}/mark-refunded`, {
      note: 'again',
    });
    expect(twice.json().code).toBe('NOT_RETRYABLE');

    const timeline = (await get(`/api/admin/courses/${course!.id}`)).json();
    expect(timeline.timeline.map((e: { what: string }) => e.what)).toEqual(
      expect.arrayContaining(['funding', 'refund_requested', 'refund_by_hand']),
    );
  });
});

describe('payouts', () => {
  it('asks again for a failed payout, as the participant would', async () => {
    const p = await newParticipant(t.app);
    const started = (await startDonation(t.app, p.id, { amountCents: 10_000 })).json();
    await completeCheckout(t.app, started.checkoutUrl);
    await t.app.jobs.runDue();
    await setCourseState(t.database.db, p.id, 'passed');
    expect((await addBankAccount(t.app, p.cookie, 'DE62370400440532013001')).statusCode).toBe(200);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/participant/payout',
      headers: { cookie: p.cookie },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    for (let i = 0; i < 5; i++) await t.app.jobs.runDue();
    const [course] = await t.database.db
      .select()
      .from(courses)
      .where(eq(courses.participantId, p.id));
    const failed = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.courseId, course!.id), eq(payouts.status, 'failed')));
    expect(failed).toHaveLength(1);
    const attention = (await get('/api/admin/money/needs-attention')).json();
    expect(attention.payouts.map((r: { id: string }) => r.id)).toContain(failed[0]!.id);

    const retried = await send('POST', `/api/admin/money/payouts/${failed[0]!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await lastAudit('admin_payout_retried')).toMatchObject({
      userId: admin.userId,
      detail: { failedPayoutId: failed[0]!.id },
    });
    const all = await t.database.db.select().from(payouts).where(eq(payouts.courseId, course!.id));
    expect(all).toHaveLength(2);
    const again = await send('POST', `/api/admin/money/payouts/${failed[0]!.id}/retry`);
    expect(again.json().code).toBe('NOT_RETRYABLE');
  });
});

describe('courses, inbox, outbox and jobs', () => {
  it('lists courses by state and records every transition', async () => {
    const p = await newParticipant(t.app);
    // A read opens no course (issue 16): the participant opens their fundraiser explicitly.
    await t.app.inject({ method: 'POST', url: '/api/course/new', headers: { cookie: p.cookie } });
    await t.database.db
      .update(courses)
      .set({ state: 'cancelled' })
      .where(eq(courses.participantId, p.id));
    const list = (
      await get(`/api/admin/courses?state=cancelled&q=${encodeURIComponent(p.email)}`)
    ).json();
    expect(list.items).toHaveLength(1);
    const detail = (await get(`/api/admin/courses/${list.items[0].id}`)).json();
    expect(
      detail.timeline
        .filter((e: { kind: string }) => e.kind === 'transition')
        .map((e: { what: string }) => e.what),
    ).toEqual(['funding', 'funding → cancelled']);
    expect((await get('/api/admin/courses?state=nonsense')).json().code).toBe('INVALID_DATA');
  });

  it('marks contact messages handled', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/clickup/contact',
      remoteAddress: someIp(),
      payload: { name: 'Grace', email: 'grace@example.com', message: 'Hello there, a question.' },
    });
    expect(sent.statusCode).toBe(201);
    const open = (await get('/api/admin/contact')).json();
    const message = open.items.find((m: { email: string }) => m.email === 'grace@example.com');
    expect(message).toMatchObject({ handledAt: null });
    expect((await send('POST', `/api/admin/contact/${message.id}/handled`)).statusCode).toBe(200);
    expect(await lastAudit('admin_contact_handled')).toMatchObject({
      detail: { messageId: message.id },
    });
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, message.id));
    expect(row?.handledBy).toBe(admin.userId);
    const still = (await get('/api/admin/contact')).json();
    expect(still.items.map((m: { id: string }) => m.id)).not.toContain(message.id);
  });

  it('reads the outbox in the language a mail went out in', async () => {
    await signUp(t.app, { role: 'participant' }, 'de');
    await t.app.jobs.runDue();
    const list = (await get('/api/admin/outbox?limit=5')).json();
    expect(list.items.length).toBeGreaterThan(0);
    const mail = (await get(`/api/admin/outbox/${list.items[0].id}`)).json();
    expect(mail.text.length).toBeGreaterThan(0);
    expect(['de', 'en']).toContain(mail.language);
    expect(await lastAudit('admin_mail_read')).toMatchObject({ detail: { mailId: mail.id } });
  });

  it('pages through mails written in one moment without skipping one', async () => {
    // One transaction: every row has the same created_at, to the microsecond, so a page can end
    // inside the batch; the next page must start right after its last row, not after the batch.
    const batch = await t.database.db.transaction((tx) =>
      tx
        .insert(mailOutbox)
        .values(
          Array.from({ length: 7 }, (_, i) => ({
            to: `batch-${i}@example.com`,
            subject: `Batch ${i}`,
            text: 'One of seven',
            kind: 'test_batch',
            language: 'en',
          })),
        )
        .returning({ id: mailOutbox.id }),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await get(`/api/admin/outbox?limit=3${query}`)).json();
      seen.push(...page.items.map((m: { id: string }) => m.id));
      cursor = page.nextCursor;
    } while (cursor);
    const { rows } = await t.database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from mail_outbox`,
    );
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(rows[0]?.count);
    for (const { id } of batch) expect(seen).toContain(id);
  });

  it('retries a failed job once', async () => {
    const [job] = await t.database.db
      .insert(jobs)
      .values({
        kind: 'test.nothing',
        payload: {},
        runAt: new Date(Date.now() + 3_600_000),
        state: 'failed',
        lastError: 'boom',
      })
      .returning();
    const failed = (await get('/api/admin/jobs?state=failed')).json();
    expect(failed.items.find((j: { id: string }) => j.id === job!.id)).toMatchObject({
      lastError: 'boom',
    });
    expect((await send('POST', `/api/admin/jobs/${job!.id}/retry`)).statusCode).toBe(200);
    expect(await lastAudit('admin_job_retried')).toMatchObject({ detail: { jobId: job!.id } });
    const twice = await send('POST', `/api/admin/jobs/${job!.id}/retry`);
    expect(twice.json().code).toBe('NOT_RETRYABLE');
    const [row] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.id, job!.id), eq(jobs.state, 'queued')));
    expect(row).toBeDefined();
  });
});
