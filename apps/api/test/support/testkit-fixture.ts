// Shared by the nicotine-test API tests: calls in a language, the course and refunds of a
// participant, and a participant on day 28 (awaiting the test) with a kit posted to them.
import { and, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@quit/domain/constants';
import { addDays, dateInTimeZone } from '@quit/domain/dates';
import { expect } from 'vitest';
import { courses, giftChoices, refunds } from '../../src/db/schema';
import { settleDueGiftChoices } from '../../src/modules/money/second-chance';
import { renderPhoto, random, randomParams } from '@quit/test-support/synthetic-photo';
import type { manualClock } from '../../src/platform/clock';
import { verifyIdentity } from './identity';
import { completeCheckout, readyParticipant, setCourseState, startDonation } from './money';
import type { TestApp } from './test-app';
import { recordingCalls } from './test-recording';

/**
 * What the app sends with every photo (T6): the kit's QR code and a face seen in each second of
 * a five-minute collection. Tests about presence send their own (`presence: undefined`: none).
 */
export const SEEN_THROUGHOUT = {
  startedAt: '2026-11-22T09:00:00.000Z',
  endedAt: '2026-11-22T09:05:00.000Z',
  qr: '1'.repeat(300),
  face: '1'.repeat(300),
};

/** Helpers bound to the test file's app, which exists only once `beforeAll` has run. */
export function testkitCalls(app: () => TestApp, clock: ReturnType<typeof manualClock>) {
  const call = (
    method: 'GET' | 'POST',
    url: string,
    cookie: string,
    payload?: object,
    language = 'en',
  ) => {
    const photo = method === 'POST' && /\/photo$/.test(url) && payload && !('presence' in payload);
    return app().app.inject({
      method,
      url,
      headers: { cookie, 'x-language': language },
      ...(payload ? { payload: photo ? { ...payload, presence: SEEN_THROUGHOUT } : payload } : {}),
    });
  };

  async function courseOf(participantId: string) {
    const [course] = await app()
      .database.db.select()
      .from(courses)
      .where(eq(courses.participantId, participantId));
    return course!;
  }

  /**
   * The course's refunds once its supporters let their 7 days to choose pass unanswered (C7,
   * record 0081): a failed course offers each gift the keep-or-refund choice, and the day-7 job
   * refunds what nobody kept. The job runs here as if the days had passed (the calendar stays).
   */
  const refundsOnceUnanswered = async (courseId: string) => {
    const db = app().database.db;
    await db
      .update(giftChoices)
      .set({ decideBy: clock.now() })
      .where(and(eq(giftChoices.courseId, courseId), eq(giftChoices.state, 'open')));
    await settleDueGiftChoices(app().app.money, courseId);
    return db.select().from(refunds).where(eq(refunds.courseId, courseId));
  };

  async function newKit(admin: string): Promise<{ id: string; code: string }> {
    const res = await call('POST', '/api/admin/testkits', admin, { count: 1 });
    expect(res.statusCode).toBe(201);
    return res.json().testkits[0];
  }

  type Day28Options = {
    language?: string;
    /** One sandbox gift of this much (the participant's share), or none. */
    fundedCents?: number;
    /** Donors who each give `amountCents` (fee covered) through checkout, in their language. */
    donors?: { email: string; language?: string }[];
    amountCents?: number;
    /** Start date (default: 28 days before today on the product's clock, so today is day 29). */
    startDate?: string;
    verified?: boolean;
  };

  /** A participant on day 28 or later (`awaiting_test`) with a kit assigned (and identity). */
  async function day28WithKit(admin: string, options: Day28Options = {}) {
    const { language = 'en', fundedCents = 0, donors = [], amountCents = 10_000 } = options;
    const p = await readyParticipant(app().app, { language, fundedCents });
    for (const donor of donors) {
      const started = await startDonation(
        app().app,
        p.id,
        { amountCents, coverFee: true, donorEmail: donor.email },
        donor.language ? { 'x-language': donor.language } : {},
      );
      expect(started.statusCode).toBe(200);
      await completeCheckout(app().app, started.json().checkoutUrl);
    }
    await setCourseState(app().database.db, p.id, 'awaiting_test', {
      startDate: options.startDate ?? addDays(dateInTimeZone(clock.now(), DEFAULT_TIME_ZONE), -28),
    });
    const course = await courseOf(p.id);
    const kit = await newKit(admin);
    const assigned = await call('POST', `/api/admin/testkits/${kit.id}/assign`, admin, {
      courseId: course.id,
    });
    expect(assigned.statusCode).toBe(200);
    if (options.verified ?? true) await verifyIdentity(app(), p.cookie, kit.id);
    return { ...p, course, kit };
  }

  const recording = recordingCalls(app, clock);

  /**
   * Scans the kit and lets the server-held 5-minute wait pass on the manual clock, filmed as the
   * app films it (T5): the recording begins at the scan and the collection takes 30 seconds.
   * The film goes on (`film.for(ms)`) when the photo comes later.
   */
  async function waitedFiveMinutes(cookie: string, code: string) {
    const film = await recording.startFilming(cookie, code);
    await film.for(30_000);
    const started = await call('POST', `/api/testkit/${code}/start`, cookie);
    expect(started.statusCode).toBe(200);
    await film.for(5 * 60_000);
    return film;
  }

  return {
    call,
    courseOf,
    refundsOnceUnanswered,
    newKit,
    day28WithKit,
    waitedFiveMinutes,
    recording,
  };
}

/** A plainly taken photo of the kit's result window with the given line strengths (base64). */
export async function kitPhoto(code: string, lines: { c: number; t: number }): Promise<string> {
  const params = { ...randomParams(random(7), lines), code, rotation: 5, scale: 0.65 };
  return (await renderPhoto(params, 3)).toString('base64');
}

/** T/C right on the passed / partial limit, slightly tilted and blurred: the reader is unsure. */
export async function unsurePhoto(code: string): Promise<string> {
  const params = {
    ...randomParams(random(11), { c: 0.7, t: 0.7 * 0.55 }),
    code,
    rotation: -8,
    tiltX: 5,
    tiltY: 6,
    scale: 0.7,
    blurSigma: 0.6,
    noiseSigma: 2,
    jpegQuality: 90,
  };
  return (await renderPhoto(params, 3)).toString('base64');
}

/** Line strengths the reader is sure of. */
export const LINES = {
  passed: { c: 0.9, t: 0.8 },
  failed: { c: 0.9, t: 0 },
  invalid: { c: 0, t: 0 },
} as const;
