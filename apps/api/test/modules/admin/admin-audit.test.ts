// Issue 30, item 7: every operator action leaves an audit row (who, what, when), and so do the
// views of a person's private things (record 0064). The walk over the OpenAPI document makes a
// new admin route say whether it is audited; the actions of this issue are then taken for real.
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../src/db/schema';
import type { AuditEventType } from '../../../src/platform/audit';
import { manualClock } from '../../../src/platform/clock';
import { signedInAdmin } from '../../support/admin-helpers';
import { newParticipant, PUBLIC_URL } from '../../support/money';
import { loadOperations } from '../../support/openapi-operations';
import { createTestApp, type TestApp } from '../../support/test-app';
import { testkitCalls, unsurePhoto } from '../../support/testkit-fixture';

/** Admin operations that change something, and the event each writes. */
const AUDITED_WRITES: Record<string, AuditEventType | AuditEventType[]> = {
  'POST /api/admin/spot-tests/{id}/decision': 'admin_spot_test_decided',
  'PUT /api/admin/people/{userId}/admin-role': ['admin_role_granted', 'admin_role_removed'],
  'POST /api/admin/money/refunds/{id}/retry': 'admin_refund_retried',
  'POST /api/admin/money/refunds/{id}/mark-refunded': 'admin_refund_marked',
  'POST /api/admin/money/payouts/{id}/retry': 'admin_payout_retried',
  'POST /api/admin/contact/{id}/handled': 'admin_contact_handled',
  'POST /api/admin/jobs/{id}/retry': 'admin_job_retried',
  'PUT /api/admin/fundraiser/photos/{id}': 'admin_fundraiser_photo_decided',
  // Record 0102; taken for real in update-photos.test.ts.
  'PUT /api/admin/fundraiser/updates/{updateId}/photo': 'admin_update_photo_decided',
  'POST /api/admin/testkits': 'admin_kits_created',
  'POST /api/admin/testkits/{id}/assign': 'admin_kit_assigned',
  'POST /api/admin/follow-ups/{id}/kit': 'admin_kit_assigned',
  'POST /api/admin/testkits/{id}/missing': 'admin_kit_marked_missing',
  'POST /api/admin/testkits/tests/{id}/decision': 'admin_test_decided',
  'POST /api/admin/chat/conversations': 'admin_chat_started',
  'POST /api/admin/chat/{conversationId}/messages': 'admin_chat_message',
  'POST /api/admin/encouragements/{id}/remove': 'admin_encouragement_removed',
  'PUT /api/admin/reviews/{id}/hidden': 'admin_review_hidden',
  'POST /api/admin/clock': 'admin_clock_moved',
  // The programme editor (record 0069); taken for real in programme-editor.test.ts.
  'PUT /api/admin/programme/seminars/{seminarId}/draft/texts/{language}': 'admin_seminar_edited',
  'PUT /api/admin/programme/seminars/{seminarId}/draft/video': 'admin_seminar_edited',
  'PUT /api/admin/programme/seminars/{seminarId}/draft/captions/{language}': 'admin_seminar_edited',
  'POST /api/admin/programme/seminars/{seminarId}/draft/publish': 'admin_seminar_published',
  'DELETE /api/admin/programme/seminars/{seminarId}/draft': 'admin_seminar_draft_discarded',
};
/** Admin writes that leave no row, and why. */
const UNAUDITED_WRITES: Record<string, string> = {
  'POST /api/admin/chat/{conversationId}/read': "the operators' read marker; the view is audited",
};
/** Admin reads of one person's private things: each view is audited. */
const AUDITED_VIEWS: Record<string, AuditEventType> = {
  'GET /api/admin/people/{userId}': 'admin_person_viewed',
  'GET /api/admin/outbox/{id}': 'admin_mail_read',
  'GET /api/admin/fundraiser/photos/{id}': 'admin_fundraiser_photo_viewed',
  'GET /api/admin/fundraiser/updates/{updateId}/photo': 'admin_update_photo_viewed',
  'GET /api/admin/testkits/tests/{id}/photo': 'admin_test_photo_viewed',
  'GET /api/admin/testkits/tests/{id}/recording': 'admin_recording_viewed',
  'GET /api/admin/chat/{conversationId}': 'admin_chat_viewed',
};

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
let admin: { userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  admin = await signedInAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

const { call, day28WithKit, waitedFiveMinutes } = testkitCalls(() => t, clock);

/** The operator's latest event of this type (its detail), or undefined. */
async function lastEvent(type: AuditEventType) {
  const [row] = await t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.userId, admin.userId)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return row;
}

async function eventsOf(type: AuditEventType) {
  return (await t.database.db.select().from(auditEvents).where(eq(auditEvents.type, type))).length;
}

describe('audit of operator actions (issue 30)', () => {
  it('every admin operation of the API document says whether it is audited', async () => {
    const operations = (await loadOperations(t.app)).filter((op) => op.access === 'admin');
    const keys = operations.map((op) => `${op.method} ${op.path}`);
    const writes = operations
      .filter((op) => op.method !== 'GET')
      .map((op) => `${op.method} ${op.path}`);
    const unclassified = writes.filter((k) => !(k in AUDITED_WRITES) && !(k in UNAUDITED_WRITES));
    expect(unclassified, 'add each to AUDITED_WRITES (and audit it) or UNAUDITED_WRITES').toEqual(
      [],
    );
    // No entry names a route that is gone (the clock is moved on the sandbox's clock only).
    const listed = [
      ...Object.keys(AUDITED_WRITES),
      ...Object.keys(UNAUDITED_WRITES),
      ...Object.keys(AUDITED_VIEWS),
    ];
    expect(listed.filter((k) => !keys.includes(k) && k !== 'POST /api/admin/clock')).toEqual([]);
  });

  it('kit creation, assignment and marking missing each leave a row', async () => {
    const created = await call('POST', '/api/admin/testkits', admin.cookie, { count: 2 });
    expect(created.statusCode).toBe(201);
    const [first, second] = created.json().testkits as Array<{ id: string }>;
    expect((await lastEvent('admin_kits_created'))?.detail).toEqual({
      count: 2,
      kitIds: [first!.id, second!.id],
    });

    const p = await day28WithKit(admin.cookie, { fundedCents: 20_000 });
    // day28WithKit assigned a kit of its own: that assignment is on record for this person.
    expect((await lastEvent('admin_kit_assigned'))?.detail).toEqual({
      kitId: p.kit.id,
      courseId: p.course.id,
      targetId: p.id,
    });
    const missing = await call('POST', `/api/admin/testkits/${p.kit.id}/missing`, admin.cookie);
    expect(missing.statusCode).toBe(200);
    expect((await lastEvent('admin_kit_marked_missing'))?.detail).toEqual({
      kitId: p.kit.id,
      courseId: p.course.id,
      targetId: p.id,
    });
    const assigned = await call('POST', `/api/admin/testkits/${first!.id}/assign`, admin.cookie, {
      courseId: p.course.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect((await lastEvent('admin_kit_assigned'))?.detail).toMatchObject({ kitId: first!.id });

    // A refused action leaves no row.
    const before = await eventsOf('admin_kit_assigned');
    const refused = await call('POST', `/api/admin/testkits/${p.kit.id}/assign`, admin.cookie, {
      courseId: p.course.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(await eventsOf('admin_kit_assigned')).toBe(before);
  });

  it('viewing a test photo and deciding the test each leave a row', async () => {
    const p = await day28WithKit(admin.cookie, { fundedCents: 20_000 });
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const sent = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, {
      image: await unsurePhoto(p.kit.code),
    });
    expect(sent.json()).toMatchObject({ status: 'review' });
    const testId = sent.json().testId as string;
    const viewed = await call('GET', `/api/admin/testkits/tests/${testId}/photo`, admin.cookie);
    expect(viewed.statusCode).toBe(200);
    expect((await lastEvent('admin_test_photo_viewed'))?.detail).toEqual({ testId });
    const decided = await call(
      'POST',
      `/api/admin/testkits/tests/${testId}/decision`,
      admin.cookie,
      {
        result: 'passed',
        note: 'Both lines are clear.',
      },
    );
    expect(decided.statusCode).toBe(200);
    expect((await lastEvent('admin_test_decided'))?.detail).toMatchObject({ testId });
  });

  it('viewing a chat, and viewing and approving a fundraiser photo each leave a row', async () => {
    const p = await newParticipant(t.app);
    const started = await call('POST', '/api/admin/chat/conversations', admin.cookie, {
      participantId: p.id,
    });
    expect(started.statusCode).toBe(201);
    const conversationId = started.json().conversationId as string;
    expect((await call('GET', `/api/admin/chat/${conversationId}`, admin.cookie)).statusCode).toBe(
      200,
    );
    expect((await lastEvent('admin_chat_viewed'))?.detail).toEqual({
      conversationId,
      targetId: p.id,
    });

    const jpeg = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: '/api/participant/fundraiser/photo',
      headers: { cookie: p.cookie },
      payload: { contentType: 'image/jpeg', dataBase64: jpeg.toString('base64') },
    });
    expect(uploaded.statusCode).toBe(200);
    const photo = await call('GET', `/api/admin/fundraiser/photos/${p.id}`, admin.cookie);
    expect(photo.statusCode).toBe(200);
    expect((await lastEvent('admin_fundraiser_photo_viewed'))?.detail).toEqual({ targetId: p.id });
    const approved = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/fundraiser/photos/${p.id}`,
      headers: { cookie: admin.cookie },
      payload: { decision: 'approve' },
    });
    expect(approved.statusCode).toBe(200);
    expect((await lastEvent('admin_fundraiser_photo_decided'))?.detail).toEqual({
      targetId: p.id,
      decision: 'approve',
    });
    // The person's page lists what operators did about them.
    const person = await call('GET', `/api/admin/people/${p.id}`, admin.cookie);
    const types = (person.json().audit as Array<{ type: string }>).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining(['admin_chat_viewed', 'admin_fundraiser_photo_decided']),
    );
  });
});
