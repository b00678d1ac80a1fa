// Row 48 (record 0070): the mails the test's own steps send, in the participant's language with
// the dashboard link, each once: the kit was posted (with the tracking text the operator
// entered, validated in the operator's language), an operator decided a test in review, and
// the course failed by its test (the failed participant is told their result).
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@quit/domain/constants';
import { addDays, dateInTimeZone } from '@quit/domain/dates';
import { jobs, mailOutbox, testkits } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { operatorIn } from '../../support/admin-helpers';
import { PUBLIC_URL, readyParticipant, setCourseState } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';
import { testkitCalls, unsurePhoto } from '../../support/testkit-fixture';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
const admins: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  for (const language of ['de', 'en']) {
    admins[language] = await operatorIn(t.app, t.database.db, language);
  }
});
afterAll(() => t.close());

const { call, courseOf, newKit, day28WithKit, waitedFiveMinutes } = testkitCalls(() => t, clock);

const mailsTo = (email: string, kind: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, kind)));

const dashboard = `${PUBLIC_URL}/participant/dashboard`;

describe.each(['de', 'en'] as const)('test mails of the test steps (%s)', (language) => {
  const admin = () => admins[language]!;

  it('"kit posted" shows the tracking text, once; a bad tracking text changes nothing', async () => {
    const p = await readyParticipant(t.app, { language, fundedCents: 14_000 });
    const today = dateInTimeZone(clock.now(), DEFAULT_TIME_ZONE);
    await setCourseState(t.database.db, p.id, 'active', { startDate: addDays(today, -3) });
    const course = await courseOf(p.id);
    const kit = await newKit(admin());
    const assign = (trackingText: string) =>
      call(
        'POST',
        `/api/admin/testkits/${kit.id}/assign`,
        admin(),
        { courseId: course.id, trackingText },
        language,
      );

    for (const bad of ['DHL\u0000123', 'x'.repeat(201)]) {
      const refused = await assign(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(
        language === 'de'
          ? 'Die angegebenen Daten sind ungültig.'
          : 'The Data you provided is invalid.',
      );
    }
    const [untouched] = await t.database.db.select().from(testkits).where(eq(testkits.id, kit.id));
    expect(untouched).toMatchObject({ courseId: null, trackingText: null });

    const posted = await assign('  DHL 00340434161234567890  ');
    expect(posted.statusCode).toBe(200);
    expect(posted.json().trackingText).toBe('DHL 00340434161234567890');
    await t.app.jobs.runDue(100);
    const [mail, ...more] = await mailsTo(p.email, 'test_kit_posted');
    expect(more).toHaveLength(0);
    expect(mail?.language).toBe(language);
    expect(mail?.subject).toBe(
      language === 'de'
        ? 'Dein Nikotintest-Kit ist unterwegs'
        : 'Your nicotine test kit is on its way',
    );
    expect(mail?.text).toContain(
      language === 'de'
        ? 'Sendungsverfolgung: DHL 00340434161234567890'
        : 'Tracking: DHL 00340434161234567890',
    );
    expect(mail?.text).toContain(dashboard);

    // The job replayed (as after a crash between the send and its "done"): no second mail.
    await t.database.db
      .update(jobs)
      .set({ state: 'queued', runAt: clock.now() })
      .where(like(jobs.key, `test-mail:kit-posted:${kit.id}`));
    await t.app.jobs.runDue(100);
    expect(await mailsTo(p.email, 'test_kit_posted')).toHaveLength(1);
  });

  it('a reviewed test decided as failed: the decision and the failed result, each once', async () => {
    const p = await day28WithKit(admin(), { language, fundedCents: 14_000 });
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const image = await unsurePhoto(p.kit.code);
    const sent = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });
    expect(sent.json()).toMatchObject({ status: 'review' });
    const testId = sent.json().testId as string;
    expect(await mailsTo(p.email, 'test_decided')).toHaveLength(0);

    const decided = await call(
      'POST',
      `/api/admin/testkits/tests/${testId}/decision`,
      admin(),
      { result: 'failed', note: 'No T line' },
      language,
    );
    expect(decided.statusCode).toBe(200);
    expect((await courseOf(p.id)).state).toBe('failed');
    await t.app.jobs.runDue(100);
    clock.advance(60_000);
    await t.app.jobs.runDue(100);

    const decidedMails = await mailsTo(p.email, 'test_decided');
    expect(decidedMails).toHaveLength(1);
    expect(decidedMails[0]?.language).toBe(language);
    expect(decidedMails[0]?.text).toContain(
      language === 'de'
        ? 'Ergebnis: nicht bestanden (der Test hat Nikotin gefunden).'
        : 'Result: not passed (the test found nicotine).',
    );
    expect(decidedMails[0]?.text).toContain(dashboard);
    const failedMails = await mailsTo(p.email, 'course_failed');
    expect(failedMails).toHaveLength(1);
    expect(failedMails[0]?.subject).toBe(
      language === 'de' ? 'Dein Kursergebnis: nicht bestanden' : 'Your course result: not passed',
    );
    expect(failedMails[0]?.text).toContain(dashboard);
  });

  it('a reviewed test decided as passed: the decision, and no failed-course mail', async () => {
    const p = await day28WithKit(admin(), { language, fundedCents: 14_000 });
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const image = await unsurePhoto(p.kit.code);
    const sent = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });
    const testId = sent.json().testId as string;
    const decided = await call(
      'POST',
      `/api/admin/testkits/tests/${testId}/decision`,
      admin(),
      { result: 'passed', note: 'T line clear' },
      language,
    );
    expect(decided.statusCode).toBe(200);
    await t.app.jobs.runDue(100);
    const [mail] = await mailsTo(p.email, 'test_decided');
    expect(mail?.text).toContain(language === 'de' ? 'Ergebnis: bestanden.' : 'Result: passed.');
    expect(await mailsTo(p.email, 'course_failed')).toHaveLength(0);
  });
});
