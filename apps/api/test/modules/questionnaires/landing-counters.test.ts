// The landing page's counters (spec §2) from real data, public, and cached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../../src/db/schema';
import { ensureOpenCourse } from '../../../src/modules/course-row/current-course';
import { manualClock } from '../../../src/platform/clock';
import { signUp } from '../../support/accounts';
import { newParticipant } from '../../support/money';
import { participantOnDay, writeDiaryDays } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, undefined, {
    calendar: manualClock(new Date('2026-11-22T09:00:00Z')),
  });
});
afterAll(async () => {
  await t.close();
});

const history: [string, number][] = [
  ['cigarettes_per_day', 20],
  ['pack_price', 900],
  ['pack_size', 20],
];

describe('GET /api/global/counters', () => {
  it('counts participants, money paid out, money and life saved; then serves the cache', async () => {
    const ada = await participantOnDay(t.app, t.database.db, '2026-11-22', 5);
    for (const [questionId, value] of history) {
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/participantquestionnaire/answer',
        headers: { cookie: ada.cookie },
        payload: { questionnaire: 'testquestionnaire', questionId, value },
      });
      expect(saved.statusCode).toBe(200);
    }
    const course = await ensureOpenCourse(t.database.db, ada.id);
    await writeDiaryDays(t.database.db, course.id, { smokeFree: 3, smoked: 2 });
    // A participant without a smoking history saves nothing countable; supporters are not counted.
    const bea = await participantOnDay(t.app, t.database.db, '2026-11-22', 3);
    const beaCourse = await ensureOpenCourse(t.database.db, bea.id);
    await writeDiaryDays(t.database.db, beaCourse.id, { smokeFree: 2, smoked: 0 });
    await signUp(t.app, { role: 'supporter' });
    await t.database.db.insert(payouts).values([
      {
        courseId: course.id,
        kind: 'full',
        amountCents: 18_400,
        feeCents: 0,
        status: 'paid',
        accountId: 'acct_1',
      },
      {
        courseId: beaCourse.id,
        kind: 'full',
        amountCents: 5_000,
        feeCents: 0,
        status: 'failed',
        accountId: 'acct_2',
      },
    ]);

    const counted = await t.app.inject({ url: '/api/global/counters' });
    expect(counted.statusCode).toBe(200);
    expect(counted.headers['cache-control']).toBe('public, max-age=60');
    // 3 days × 20 = 60 cigarettes: 60 × 900 / 20 = 2700 cents, 60 × 11 = 660 minutes.
    expect(counted.json()).toEqual({
      participants: 2,
      paidOutCents: 18_400,
      moneySavedCents: 2_700,
      lifeMinutesSaved: 660,
    });

    // Within the minute the page gets the cached figures, however many people sign up.
    await newParticipant(t.app);
    expect((await t.app.inject({ url: '/api/global/counters' })).json().participants).toBe(2);
  });
});
