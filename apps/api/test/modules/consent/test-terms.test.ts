// Said up front (issue 25, item 6; T5, T7, T8): the participant agrees that tests are filmed,
// that one comes unannounced and that passes may be audited before choosing a start date. The
// start date is refused without the current version of that text (in the caller's language)
// and nothing changes; with it, the agreement is kept like the health-data consent.
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, testTermsConsents } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { PUBLIC_URL, readyParticipant } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

// 10:00 in Berlin on Sunday 22 November 2026.
const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
});
afterAll(() => t.close());

const start = (cookie: string, payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/course',
    headers: { cookie, 'x-language': language },
    payload,
  });

const consentsOf = (userId: string) =>
  t.database.db.select().from(testTermsConsents).where(eq(testTermsConsents.userId, userId));
const courseOf = async (userId: string) =>
  (await t.database.db.select().from(courses).where(eq(courses.participantId, userId)))[0]!;

const MESSAGES = {
  de: /^Bitte bestätige zuerst, dass du mit den Regeln des Nikotintests einverstanden bist: Tests werden gefilmt, ein Test kommt unangekündigt zwischen Tag 8 und Tag 21/,
  en: /^Please first confirm that you agree to the nicotine test's rules: tests are filmed, one test comes unannounced between day 8 and day 21/,
};

describe.each(['de', 'en'] as const)('the test terms before the start date (%s)', (language) => {
  it('refuses a start date without the agreement, or with an old version: nothing changes', async () => {
    const p = await readyParticipant(t.app, { language, fundedCents: 20_000 });
    for (const payload of [
      { startDate: '2026-11-24' },
      { startDate: '2026-11-24', testTermsVersion: TEST_TERMS_VERSION - 1 },
    ]) {
      const refused = await start(p.cookie, payload, language);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'TEST_TERMS_REQUIRED',
        fields: ['testTermsVersion'],
      });
      expect(refused.json().message).toMatch(MESSAGES[language]);
    }
    expect(await consentsOf(p.id)).toEqual([]);
    expect(await courseOf(p.id)).toMatchObject({ state: 'funding', startDate: null });
  });

  it('records the agreement with the course, its version and time, and starts the course', async () => {
    const p = await readyParticipant(t.app, { language, fundedCents: 20_000 });
    const chosen = await start(
      p.cookie,
      { startDate: '2026-11-24', testTermsVersion: TEST_TERMS_VERSION },
      language,
    );
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ state: 'scheduled', startDate: '2026-11-24' });
    const course = await courseOf(p.id);
    expect(await consentsOf(p.id)).toEqual([
      expect.objectContaining({
        userId: p.id,
        courseId: course.id,
        version: TEST_TERMS_VERSION,
        givenAt: clock.now(),
      }),
    ]);
    // A changed date agrees again: one row each time, kept as the proof.
    const changed = await start(
      p.cookie,
      { startDate: '2026-11-25', testTermsVersion: TEST_TERMS_VERSION },
      language,
    );
    expect(changed.statusCode).toBe(200);
    expect(await consentsOf(p.id)).toHaveLength(2);
  });
});
