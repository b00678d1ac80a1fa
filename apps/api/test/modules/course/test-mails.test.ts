// Row 48 (record 0070): the calendar's test mails. "The test opens" at 08:00 on day 28 and "the
// deadline is near" at 08:00 when 7 and 1 days are left, in the participant's language with the
// dashboard link, on the app's clock; each once, however often its job runs or by how many
// workers; none for a course that ended or was cancelled before the time; and the failed course's
// mail when the window closes without a test.
import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, jobs, mailOutbox } from '../../../src/db/schema';
import { resumeTestMails } from '../../../src/modules/course/test-mail-jobs';
import { sendTestMail } from '../../../src/modules/course/test-mail-send';
import { manualClock } from '../../../src/platform/clock';
import { completeProfile, PUBLIC_URL, readyParticipant, setCourseState } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

// Day 1 is Monday 4 January 2027 in Berlin (UTC+1): day 28 is 31 January, the test window's last
// day is 28 February.
const START = '2027-01-04';
const clock = manualClock(new Date('2027-01-01T10:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
});
afterAll(() => t.close());

async function moveTo(iso: string) {
  clock.advance(new Date(iso).getTime() - clock.now().getTime());
  await t.app.jobs.runDue(500);
}

async function participantWithCourse(language: 'de' | 'en') {
  const p = await readyParticipant(t.app, { language, fundedCents: 14_000 });
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/participant',
    headers: { cookie: p.cookie },
    payload: { ...completeProfile, language, timeZone: 'Europe/Berlin' },
  });
  expect(saved.statusCode).toBe(200);
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/course',
    headers: { cookie: p.cookie },
    payload: { startDate: START, testTermsVersion: TEST_TERMS_VERSION },
  });
  expect(started.statusCode, started.body).toBe(200);
  return { ...p, courseId: started.json<{ id: string }>().id };
}

const testMailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), like(mailOutbox.kind, 'test_%')))
    .orderBy(asc(mailOutbox.createdAt));

type Person = Awaited<ReturnType<typeof participantWithCourse>>;
type People = Record<'de' | 'en' | 'cancelled' | 'ended', Person>;
let people: People;

describe('the calendar mails about the nicotine test', () => {
  beforeAll(async () => {
    people = {
      de: await participantWithCourse('de'),
      en: await participantWithCourse('en'),
      cancelled: await participantWithCourse('en'),
      ended: await participantWithCourse('de'),
    };
    await moveTo('2027-01-04T00:00:00Z');
    const [course] = await t.database.db
      .select()
      .from(courses)
      .where(eq(courses.id, people.de.courseId));
    expect(course?.state).toBe('active');
  });

  it('sends "the test opens" at 08:00 on day 28 in each language, with the dashboard link', async () => {
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers: { cookie: people.cancelled.cookie },
      payload: { confirm: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await moveTo('2027-01-31T06:59:00Z');
    expect(await testMailsTo(people.de.email)).toHaveLength(0);
    await moveTo('2027-01-31T07:00:00Z');
    const [de] = await testMailsTo(people.de.email);
    const [en] = await testMailsTo(people.en.email);
    expect(de).toMatchObject({ kind: 'test_opens', language: 'de' });
    expect(de?.subject).toBe('Dein Nikotintest ist offen');
    expect(de?.text).toContain('bis zum Ende des 28.02.2027');
    expect(de?.text).toContain(`${PUBLIC_URL}/participant/dashboard`);
    expect(en).toMatchObject({ kind: 'test_opens', language: 'en' });
    expect(en?.subject).toBe('Your nicotine test is open');
    expect(en?.text).toContain('until the end of 02.28.2027');
    expect(en?.text).toContain(`${PUBLIC_URL}/participant/dashboard`);
    // Cancelled on day 1: nothing.
    expect(await testMailsTo(people.cancelled.email)).toHaveLength(0);
  });

  it('never sends it twice: a replayed job and two workers at once send nothing more', async () => {
    await t.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: clock.now(), attempts: 0 })
      .where(like(jobs.key, 'test-mail:opens:%'));
    await t.app.jobs.runDue(500);
    const payload = { mail: 'opens', courseId: people.en.courseId } as const;
    await Promise.all([sendTestMail(t.app.money, payload), sendTestMail(t.app.money, payload)]);
    expect(await testMailsTo(people.de.email)).toHaveLength(1);
    expect(await testMailsTo(people.en.email)).toHaveLength(1);
  });

  it('sends "the deadline is near" when 7 days and 1 day are left, not to an ended course', async () => {
    // Day 30: the fourth course has ended (its outcome recorded) before the deadline mails.
    await moveTo('2027-02-02T10:00:00Z');
    await t.database.db
      .update(courses)
      .set({ state: 'passed' })
      .where(eq(courses.id, people.ended.courseId));

    await moveTo('2027-02-22T06:59:00Z');
    expect(await testMailsTo(people.de.email)).toHaveLength(1);
    // Two workers pick up the 7-day mail at its time: one mail.
    clock.advance(60_000);
    const payload = { mail: 'deadline', courseId: people.de.courseId, daysLeft: 7 } as const;
    await Promise.all([sendTestMail(t.app.money, payload), sendTestMail(t.app.money, payload)]);
    await t.app.jobs.runDue(500);
    const de7 = (await testMailsTo(people.de.email))[1];
    const en7 = (await testMailsTo(people.en.email))[1];
    expect(de7).toMatchObject({ kind: 'test_deadline_near', language: 'de' });
    expect(de7?.subject).toBe('Noch 7 Tage für deinen Nikotintest');
    expect(de7?.text).toContain(`${PUBLIC_URL}/participant/dashboard`);
    expect(en7?.subject).toBe('7 days left for your nicotine test');
    expect(en7?.text).toContain('every supporter gets their money back');

    await moveTo('2027-02-28T07:00:00Z');
    const de1 = await testMailsTo(people.de.email);
    const en1 = await testMailsTo(people.en.email);
    expect(de1.map((m) => m.subject)).toEqual([
      'Dein Nikotintest ist offen',
      'Noch 7 Tage für deinen Nikotintest',
      'Letzter Tag für deinen Nikotintest',
    ]);
    expect(en1.at(-1)?.subject).toBe('Last day for your nicotine test');
    expect(en1.at(-1)?.text).toContain('Today, 02.28.2027, is the last day');
    expect(en1).toHaveLength(3);
    // Ended before the time and cancelled: no deadline mail (the ended one had its day-28 mail).
    expect((await testMailsTo(people.ended.email)).map((m) => m.kind)).toEqual(['test_opens']);
    expect(await testMailsTo(people.cancelled.email)).toHaveLength(0);
  });

  it('tells a participant whose window closed without a test that the course failed, once', async () => {
    await moveTo('2027-03-01T00:00:00Z');
    for (const person of [people.de, people.en]) {
      const [course] = await t.database.db
        .select()
        .from(courses)
        .where(eq(courses.id, person.courseId));
      expect(course?.state).toBe('failed');
    }
    const failedMailsTo = (email: string) =>
      t.database.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'course_failed')));
    const [de] = await failedMailsTo(people.de.email);
    const [en] = await failedMailsTo(people.en.email);
    expect(de).toMatchObject({ kind: 'course_failed', language: 'de' });
    expect(de?.subject).toBe('Dein Kursergebnis: nicht bestanden');
    expect(de?.text).toContain('Die Zeit für deinen Nikotintest ist ohne Test abgelaufen');
    expect(de?.text).toContain(`${PUBLIC_URL}/participant/dashboard`);
    expect(en).toMatchObject({ kind: 'course_failed', language: 'en' });
    expect(en?.subject).toBe('Your course result: not passed');
    expect(en?.text).toContain('The time for your nicotine test has ended without a test');
    expect(en?.text).not.toContain('did not show a nicotine-free result');
    // A replayed job sends nothing more; the passed and the cancelled course hear nothing.
    await t.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: clock.now(), attempts: 0 })
      .where(like(jobs.key, 'test-mail:failed:%'));
    await t.app.jobs.runDue(500);
    expect(await failedMailsTo(people.de.email)).toHaveLength(1);
    expect(await failedMailsTo(people.en.email)).toHaveLength(1);
    expect(await failedMailsTo(people.ended.email)).toHaveLength(0);
    expect(await failedMailsTo(people.cancelled.email)).toHaveLength(0);
  });
});

describe('a course that was running before the test mails existed', () => {
  it('gets them queued at start-up, once, and "the test opens" on its day 28', async () => {
    // Day 28 of a course started on 6 February 2027 is 5 March; the clock is at 28 February.
    const p = await readyParticipant(t.app, { language: 'en', fundedCents: 14_000 });
    await setCourseState(t.database.db, p.id, 'active', { startDate: '2027-02-06' });
    await resumeTestMails(t.database.db, clock.now());
    await resumeTestMails(t.database.db, clock.now());
    await moveTo('2027-03-05T06:59:00Z');
    expect(await testMailsTo(p.email)).toHaveLength(0);
    await moveTo('2027-03-05T07:00:00Z');
    const mails = await testMailsTo(p.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your nicotine test is open']);
  });
});
