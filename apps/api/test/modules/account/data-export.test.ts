// Record 0067: the data export holds a participant's rows of every exported table (the
// end-of-course questionnaire's answers among them), photos as links valid for a day, and
// nothing of another person: no supporter's address, no anonymous donor's name, no secret.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { END_OF_COURSE_QUESTIONNAIRE } from '@quit/domain/end-of-course-questionnaire';
import {
  chatConversations,
  chatMessages,
  courses,
  courseTodoTicks,
  cravings,
  pushSettings,
  pushSubscriptions,
  diaryEntries,
  donations,
  emailVerifications,
  encouragements,
  fundraiserPages,
  identityVerifications,
  participantBadges,
  payoutAccounts,
  payouts,
  questionnaireAnswers,
  refunds,
  seminars,
  seminarTodos,
  followUps,
  spotTests,
  testHandoffs,
  testimonials,
  testkits,
  testkitTests,
  testRecordings,
  testTermsConsents,
  thankYouNotes,
  fundraiserUpdates,
  watchProgress,
} from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { EXPORTED_TABLES } from '../../../src/modules/account/export-tables';
import { signUp } from '../../support/accounts';
import { newParticipant, PUBLIC_URL } from '../../support/money';
import { giveHealthConsent, seedFixture } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

const calendar = manualClock(new Date('2026-11-20T09:00:00Z'));
/** Sessions' and links' clock, moved apart from the calendar. */
const sessions = manualClock(new Date('2026-11-20T09:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    clock: sessions,
    calendar,
  });
  await seedFixture(t.app);
});
afterAll(() => t.close());

const get = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, headers: { cookie } });
const at = (iso: string) => new Date(iso);
const PHOTO = Buffer.from('\xff\xd8\xff\xe0 stand-in jpeg of the test', 'latin1');
const PORTRAIT = Buffer.from('stand-in png of the fundraiser photo');

/** A participant with a row in every table the export reads, each marked with `tag`. */
async function participantWithEverything(tag: string, supporter: { id: string; email: string }) {
  const db = t.database.db;
  const p = await newParticipant(t.app);
  await giveHealthConsent(t.app, p.cookie);
  const course = await ensureOpenCourse(db, p.id);
  await db
    .update(courses)
    .set({ state: 'active', startDate: '2026-11-01' })
    .where(eq(courses.id, course.id));
  const gift = (extra: Partial<typeof donations.$inferInsert>) => ({
    courseId: course.id,
    language: 'en' as const,
    coverFee: false,
    amountCents: 5000,
    feeCents: 0,
    shareCents: 5000,
    chargedCents: 5000,
    currency: 'eur',
    status: 'available' as const,
    provider: 'sandbox' as const,
    anonymous: false,
    ...extra,
  });
  const [named] = await db
    .insert(donations)
    .values(
      gift({
        supporterId: supporter.id,
        donorName: 'Sam Supporter',
        donorEmail: supporter.email,
        message: `gift message ${tag}`,
      }),
    )
    .returning();
  const [hidden] = await db
    .insert(donations)
    .values(
      gift({
        donorName: `Anonymous Donor ${tag}`,
        donorEmail: `anon-${tag}@example.com`,
        anonymous: true,
        status: 'refunded',
      }),
    )
    .returning();
  await db.insert(refunds).values({
    donationId: hidden!.id,
    courseId: course.id,
    amountCents: 5000,
    reason: 'requested',
  });
  await db.insert(payouts).values({
    courseId: course.id,
    kind: 'full',
    amountCents: 5000,
    feeCents: 0,
    status: 'requested',
    accountId: `acct_${tag}`,
  });
  await db.insert(payoutAccounts).values({
    participantId: p.id,
    provider: 'sandbox',
    accountId: `acct_${tag}`,
    bankHolder: `Holder ${tag}`,
    bankLast4: '1234',
  });
  await db.insert(emailVerifications).values({
    id: `ev-${tag}-${p.id}`,
    userId: p.id,
    email: `new-address-${tag}@example.com`,
    tokenHash: `email-token-hash-${tag}-${p.id}`,
    expiresAt: at('2026-12-31T00:00:00Z'),
  });
  await db.insert(diaryEntries).values({
    courseId: course.id,
    day: 1,
    smokingDesire: 2,
    determination: 3,
    cravingCount: 4,
    sportMinutes: 5,
    sleepHours: 7,
    steps: 6000,
    smokedSinceLastEntry: false,
    triggers: ['stress'],
    symptoms: [],
    notes: `diary note ${tag}`,
  });
  await db
    .insert(pushSettings)
    .values({ userId: p.id, kinds: ['diary_open'], updatedAt: at('2026-11-22T14:00:00Z') });
  await db.insert(pushSubscriptions).values({
    userId: p.id,
    endpoint: `https://fcm.googleapis.com/fcm/send/push-endpoint-secret-${tag}`,
    p256dh: `p256dh-secret-${tag}`,
    auth: `auth-secret-${tag}`,
    name: `Phone of ${tag}`,
    createdAt: at('2026-11-22T14:00:00Z'),
  });
  await db.insert(cravings).values({
    userId: p.id,
    loggedAt: at('2026-11-22T14:10:00Z'),
    strength: 3,
    trigger: 'stress',
    place: `craving place ${tag}`,
    helped: ['breathing'],
    outcome: 'passed',
  });
  await db.insert(questionnaireAnswers).values([
    { userId: p.id, questionnaire: 'welcome', questionId: 'q1', value: `welcome ${tag}` },
    {
      userId: p.id,
      questionnaire: END_OF_COURSE_QUESTIONNAIRE,
      questionId: 'how_it_went',
      value: 'very_well',
    },
    {
      userId: p.id,
      questionnaire: END_OF_COURSE_QUESTIONNAIRE,
      questionId: 'what_helped',
      value: [`helped ${tag}`],
    },
  ] as (typeof questionnaireAnswers.$inferInsert)[]);
  await db.insert(participantBadges).values({ courseId: course.id, badge: 'first_day', day: 1 });
  const [seminar] = await db.select().from(seminars).where(eq(seminars.day, 1));
  const [todo] = await db
    .select()
    .from(seminarTodos)
    .where(eq(seminarTodos.seminarId, seminar!.id));
  await db.insert(watchProgress).values({
    courseId: course.id,
    seminarId: seminar!.id,
    maxPositionSeconds: 93,
    watchedAt: at('2026-11-01T10:00:00Z'),
  });
  await db.insert(courseTodoTicks).values({ courseId: course.id, todoId: todo!.id });
  const [conversation] = await db
    .insert(chatConversations)
    .values({ participantId: p.id })
    .returning();
  await db.insert(chatMessages).values([
    {
      conversationId: conversation!.id,
      clientId: `c1-${tag}`,
      side: 'participant',
      body: `help please ${tag}`,
      createdAt: at('2026-11-02T10:00:00Z'),
    },
    {
      conversationId: conversation!.id,
      clientId: `c2-${tag}`,
      side: 'operator',
      authorId: `operator-id-${tag}`,
      body: `here to help ${tag}`,
      createdAt: at('2026-11-02T10:05:00Z'),
    },
  ]);
  await db.insert(encouragements).values({
    participantId: p.id,
    senderId: supporter.id,
    senderName: 'Sam S.',
    body: `keep going ${tag}`,
    createdAt: at('2026-11-03T10:00:00Z'),
  });
  await t.app.services.storage.put(`fundraiser/${tag}.png`, PORTRAIT, 'image/png');
  await db.insert(fundraiserPages).values({
    participantId: p.id,
    story: `my story ${tag}`,
    photoKey: `fundraiser/${tag}.png`,
    photoContentType: 'image/png',
    photoStatus: 'pending',
  });
  await db
    .insert(testTermsConsents)
    .values({ userId: p.id, courseId: course.id, version: 1, givenAt: at('2026-10-30T10:00:00Z') });
  await db
    .insert(testimonials)
    .values({ courseId: course.id, userId: p.id, text: `review ${tag}`, language: 'en' });
  await db.insert(thankYouNotes).values({
    courseId: course.id,
    participantId: p.id,
    text: `thank you ${tag}`,
    recipients: 2,
    sentAt: at('2026-11-28T10:00:00Z'),
  });
  await db.insert(fundraiserUpdates).values({
    participantId: p.id,
    text: `update ${tag}`,
    createdAt: at('2026-11-20T10:00:00Z'),
  });
  await db.insert(identityVerifications).values({
    participantId: p.id,
    provider: 'sandbox',
    sessionId: `vs_${tag}`,
    state: 'verified',
    verifiedAt: at('2026-11-04T10:00:00Z'),
  });
  const [kit] = await db
    .insert(testkits)
    .values({ code: `QP-${tag}`, state: 'used', courseId: course.id })
    .returning();
  await t.app.services.storage.put(`tests/${tag}.jpg`, PHOTO, 'image/jpeg');
  const [test] = await db
    .insert(testkitTests)
    .values({
      testkitId: kit!.id,
      courseId: course.id,
      kind: 'spot',
      photoKey: `tests/${tag}.jpg`,
      predicted: 'passed',
      confidence: 0.97,
      reading: { reason: `clear ${tag}` },
      status: 'final',
      result: 'passed',
      finalAt: at('2026-11-10T10:00:00Z'),
    })
    .returning();
  await db.insert(spotTests).values([
    {
      courseId: course.id,
      ordinal: 1,
      day: 10,
      state: 'taken',
      announceAt: at('2026-11-10T07:00:00Z'),
      dueAt: at('2026-11-10T21:00:00Z'),
      announcedAt: at('2026-11-10T07:00:00Z'),
      testId: test!.id,
    },
    // Not announced yet on the calendar: stays out of the export, as everywhere.
    {
      courseId: course.id,
      ordinal: 2,
      day: 21,
      announceAt: at('2026-11-21T07:00:00Z'),
      dueAt: at('2026-11-21T21:00:00Z'),
    },
  ] as (typeof spotTests.$inferInsert)[]);
  // C8 (record 0082): a follow-up test joined after the course.
  await db.insert(followUps).values({
    courseId: course.id,
    participantId: p.id,
    stage: 'three_months',
    passedOn: '2026-11-10',
    opensOn: '2027-02-10',
    closesOn: '2027-03-09',
    opensAt: at('2027-02-09T23:00:00Z'),
    closesAt: at('2027-03-09T23:00:00Z'),
    createdAt: at('2026-11-11T10:00:00Z'),
  });
  await db.insert(testHandoffs).values({
    participantId: p.id,
    courseId: course.id,
    tokenHash: `token-hash-secret-${tag}`,
    sessionHash: `session-hash-secret-${tag}`,
    createdAt: at('2026-11-10T08:00:00Z'),
    expiresAt: at('2026-11-10T08:15:00Z'),
    usedAt: at('2026-11-10T08:01:00Z'),
  });
  await db.insert(testRecordings).values({
    participantId: p.id,
    courseId: course.id,
    testkitId: kit!.id,
    testId: test!.id,
    state: 'complete',
    storageKey: `recordings/${tag}`,
    mimeType: 'video/webm',
    createdAt: at('2026-11-10T08:02:00Z'),
  });
  return { ...p, courseId: course.id, testId: test!.id, namedGift: named!.id };
}

describe('the data export (Art. 15/20, record 0067)', () => {
  it("holds the participant's rows of every exported table, and nothing of anyone else", async () => {
    const supporter = await signUp(t.app, { role: 'supporter', firstName: 'Sam' });
    const supporterId = (await get('/api/account/session', supporter.cookie)).json().user.id;
    const sam = { id: supporterId as string, email: supporter.email };
    const p = await participantWithEverything('alpha', sam);
    const other = await participantWithEverything('omega', sam);

    const response = await get('/api/account/export', p.cookie);
    expect(response.statusCode).toBe(200);
    const data = response.json();
    expect(data.account.id).toBe(p.id);
    expect(data.signInMethods).toEqual(['credential']);
    expect(data.courses.map((c: { id: string }) => c.id)).toEqual([p.courseId]);
    expect(data.courseHistory.map((h: { toState: string }) => h.toState)).toContain('active');
    expect(data.diary).toEqual([expect.objectContaining({ notes: 'diary note alpha' })]);
    expect(data.questionnaireAnswers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionnaire: 'welcome', value: 'welcome alpha' }),
        expect.objectContaining({
          questionnaire: END_OF_COURSE_QUESTIONNAIRE,
          questionId: 'how_it_went',
          value: 'very_well',
        }),
        expect.objectContaining({
          questionnaire: END_OF_COURSE_QUESTIONNAIRE,
          questionId: 'what_helped',
          value: ['helped alpha'],
        }),
      ]),
    );
    expect(data.questionnaireAnswers).toHaveLength(3);
    expect(data.badges).toEqual([expect.objectContaining({ badge: 'first_day', day: 1 })]);
    expect(data.watchProgress).toEqual([
      expect.objectContaining({
        day: 1,
        maxPositionSeconds: 93,
        watchedAt: '2026-11-01T10:00:00.000Z',
      }),
    ]);
    expect(data.todoTicks).toEqual([
      expect.objectContaining({ day: 1, todo: expect.objectContaining({ en: 'Task 1a' }) }),
    ]);
    expect(data.chatMessages).toEqual([
      { side: 'participant', body: 'help please alpha', createdAt: '2026-11-02T10:00:00.000Z' },
      { side: 'operator', body: 'here to help alpha', createdAt: '2026-11-02T10:05:00.000Z' },
    ]);
    expect(data.encouragementsReceived).toEqual([
      expect.objectContaining({ senderName: 'Sam S.', body: 'keep going alpha' }),
    ]);
    expect(data.fundraiser).toMatchObject({ story: 'my story alpha', photoStatus: 'pending' });
    expect(data.healthConsents).toHaveLength(1);
    expect(data.testTermsConsents).toEqual([
      expect.objectContaining({ courseId: p.courseId, version: 1 }),
    ]);
    expect(data.testimonials).toEqual([expect.objectContaining({ text: 'review alpha' })]);
    expect(data.identityChecks).toEqual([
      expect.objectContaining({ sessionId: 'vs_alpha', state: 'verified' }),
    ]);
    expect(data.testKits).toEqual([expect.objectContaining({ code: 'QP-alpha', state: 'used' })]);
    expect(data.tests).toEqual([
      expect.objectContaining({
        id: p.testId,
        kind: 'spot',
        result: 'passed',
        reading: { reason: 'clear alpha' },
      }),
    ]);
    expect(data.spotTests).toEqual([
      expect.objectContaining({ ordinal: 1, day: 10, testId: p.testId }),
    ]);
    expect(data.followUpTests).toEqual([
      expect.objectContaining({ stage: 'three_months', state: 'enrolled', opensOn: '2027-02-10' }),
    ]);
    expect(data.testHandoffs).toEqual([
      expect.objectContaining({ courseId: p.courseId, usedAt: '2026-11-10T08:01:00.000Z' }),
    ]);
    expect(data.testRecordings).toHaveLength(1);
    expect(data.payouts).toEqual([
      expect.objectContaining({ amountCents: 5000, status: 'requested' }),
    ]);
    expect(data.refunds).toEqual([
      expect.objectContaining({ amountCents: 5000, reason: 'requested' }),
    ]);
    expect(data.donationsReceived).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: p.namedGift, donorName: 'Sam Supporter' }),
        expect.objectContaining({ anonymous: true, donorName: null }),
      ]),
    );

    expect(data.account.pendingEmail).toBe('new-address-alpha@example.com');
    expect(data.payoutMethod).toMatchObject({ accountHolder: 'Holder alpha', ibanLast4: '1234' });
    // Every table the export claims to read has its row here (export-tables.ts names the field).
    for (const [table, where] of Object.entries(EXPORTED_TABLES)) {
      const path = where.split(/[ ,]/)[0]!.split('.');
      const value = path.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key],
        data,
      );
      const empty =
        value === null || value === undefined || (Array.isArray(value) && !value.length);
      expect(empty, `${table} → ${path.join('.')}`).toBe(false);
    }

    // Nothing of anyone else: no supporter's or donor's address, no anonymous donor's name, no
    // operator's id, no secret, and none of the other participant's rows.
    const text = response.body;
    for (const absent of [
      supporter.email,
      'anon-alpha@example.com',
      'Anonymous Donor alpha',
      'operator-id-alpha',
      'token-hash-secret-alpha',
      'session-hash-secret-alpha',
      'email-token-hash-alpha',
      'push-endpoint-secret-alpha',
      'p256dh-secret-alpha',
      'auth-secret-alpha',
      'omega',
      other.id,
      other.email,
    ]) {
      expect(text, absent).not.toContain(absent);
    }
  });

  it("gives a supporter their own gifts and notes, and no participant's data", async () => {
    const supporter = await signUp(t.app, { role: 'supporter' });
    const id = (await get('/api/account/session', supporter.cookie)).json().user.id as string;
    const p = await participantWithEverything('beta', { id, email: supporter.email });
    const response = await get('/api/account/export', supporter.cookie);
    const data = response.json();
    expect(data.donationsMade).toEqual([
      expect.objectContaining({ id: p.namedGift, donorEmail: supporter.email }),
    ]);
    expect(data.encouragementsSent).toEqual([expect.objectContaining({ body: 'keep going beta' })]);
    expect(data.courses).toEqual([]);
    expect(data.tests).toEqual([]);
    for (const absent of ['diary note beta', 'help please beta', 'my story beta', p.email]) {
      expect(response.body, absent).not.toContain(absent);
    }
  });
  it('gives each photo as a link that works for a day, for that file alone', async () => {
    const supporter = await signUp(t.app, { role: 'supporter' });
    const id = (await get('/api/account/session', supporter.cookie)).json().user.id as string;
    const p = await participantWithEverything('photos', { id, email: supporter.email });
    const other = await participantWithEverything('elsewhere', { id, email: supporter.email });
    const data = (await get('/api/account/export', p.cookie)).json();
    const testLink = new URL(data.tests[0].photo);
    const pageLink = new URL(data.fundraiser.photo);
    expect(testLink.origin).toBe(PUBLIC_URL);
    expect(data.tests[0].photoExpiresAt).toBe(
      new Date(sessions.now().getTime() + DAY).toISOString(),
    );

    // No session needed: the link is the key.
    const photo = await get(`${testLink.pathname}${testLink.search}`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['content-disposition']).toContain('attachment');
    expect(photo.rawPayload).toEqual(PHOTO);
    const portrait = await get(`${pageLink.pathname}${pageLink.search}`);
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-type']).toBe('image/png');
    expect(portrait.rawPayload).toEqual(PORTRAIT);

    // The token opens that file only: not another's test or page, not another kind, not forged.
    const otherTest = `/api/account/export/files/test-photo/${other.testId}${testLink.search}`;
    expect((await get(otherTest)).statusCode).toBe(404);
    const otherPage = `/api/account/export/files/fundraiser-photo/${other.id}${pageLink.search}`;
    expect((await get(otherPage)).statusCode).toBe(404);
    const crossed = `/api/account/export/files/fundraiser-photo/${p.testId}${testLink.search}`;
    expect((await get(crossed)).statusCode).toBe(404);
    const forged = `${testLink.pathname}?token=${encodeURIComponent(`9999999999.${'A'.repeat(43)}`)}`;
    expect((await get(forged)).statusCode).toBe(404);

    // A day later neither works (sessions' clock: the last test of the file).
    sessions.advance(DAY + 60_000);
    expect((await get(`${testLink.pathname}${testLink.search}`)).statusCode).toBe(404);
    expect((await get(`${pageLink.pathname}${pageLink.search}`)).statusCode).toBe(404);
  });
});
