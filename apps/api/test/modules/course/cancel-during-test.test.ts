// Issue 30: "Cancel course" was offered (and worked) while a test result waited for its dispute
// window. A course whose nicotine test is under way is not cancelled: the test's outcome decides.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, refunds, testkitTests } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { PUBLIC_URL } from '../../support/money';
import { signedInAdmin } from '../../support/admin-helpers';
import { createTestApp, type TestApp } from '../../support/test-app';
import { testkitCalls } from '../../support/testkit-fixture';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const { day28WithKit } = testkitCalls(() => t, clock);

describe('cancelling while the test has a result under way', () => {
  it.each([
    [
      'en',
      'Your nicotine test has a result that is not settled yet (it can still be disputed, or it is being reviewed). The course cannot be cancelled until then.',
    ],
    [
      'de',
      'Dein Nikotintest hat ein Ergebnis, das noch nicht feststeht (es kann noch angefochten werden oder wird geprüft). Bis dahin kann der Kurs nicht abgebrochen werden.',
    ],
  ] as const)('is neither offered nor done (%s)', async (language, message) => {
    const p = await day28WithKit(admin, { language, fundedCents: 20_000 });
    const now = clock.now();
    // The reader's failed result, inside its dispute window (its outcome not applied yet).
    await t.database.db.insert(testkitTests).values({
      testkitId: p.kit.id,
      courseId: p.course.id,
      photoKey: null,
      predicted: 'failed',
      confidence: 0.99,
      reading: {},
      status: 'final',
      result: 'failed',
      createdAt: now,
      finalAt: now,
    });
    const headers = { cookie: p.cookie, 'x-language': language };
    const shown = await t.app.inject({ url: '/api/course/active', headers });
    // The dashboard names the result instead of "Course running".
    expect(shown.json()).toMatchObject({ canCancel: false, pendingTestResult: 'failed' });
    const [before] = await t.database.db.select().from(courses).where(eq(courses.id, p.course.id));

    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/course/cancel',
      headers,
      payload: { confirm: true },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TEST_UNDER_WAY', message });
    const [after] = await t.database.db.select().from(courses).where(eq(courses.id, p.course.id));
    expect(after).toEqual(before);
    expect(
      await t.database.db.select().from(refunds).where(eq(refunds.courseId, p.course.id)),
    ).toEqual([]);
  });
});
