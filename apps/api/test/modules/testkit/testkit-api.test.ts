import { RESULT_DISPUTE_HOURS } from '@quit/domain/constants';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testkits, testkitTests } from '../../../src/db/schema';
import { applyOutcome, scheduleOutcome } from '../../../src/modules/testkit/apply-outcome';
import { renderPhoto, random, randomParams } from '@quit/test-support/synthetic-photo';
import { manualClock } from '../../../src/platform/clock';
import { newParticipant, PUBLIC_URL, readyParticipant, setCourseState } from '../../support/money';
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

const {
  call,
  courseOf,
  refundsOnceUnanswered,
  newKit: newKitBy,
  day28WithKit,
  waitedFiveMinutes,
  recording,
} = testkitCalls(() => t, clock);
const newKit = () => newKitBy(admin);

/** A participant on day 28 (awaiting the test) with a kit assigned and identity verified (A6). */
const participantWithKit = (language = 'en', { verified = true } = {}) =>
  day28WithKit(admin, { language, fundedCents: 20_000, verified });

async function photo(code: string, lines: { c: number; t: number }): Promise<string> {
  const params = {
    ...randomParams(random(5), lines),
    code,
    rotation: 12,
    tiltX: 8,
    tiltY: -10,
    scale: 0.65,
    blurSigma: 0.8,
    noiseSigma: 3,
    jpegQuality: 85,
  };
  return (await renderPhoto(params, 3)).toString('base64');
}

describe('kits for operators (T1)', () => {
  it('creates a batch with unique codes, lists and filters them, admins only', async () => {
    const res = await call('POST', '/api/admin/testkits', admin, { count: 5 });
    expect(res.statusCode).toBe(201);
    const made = res.json().testkits as Array<{ code: string; state: string }>;
    expect(made).toHaveLength(5);
    expect(new Set(made.map((k) => k.code)).size).toBe(5);
    for (const kit of made) {
      expect(kit.code).toMatch(/^QP-[2-9A-HJ-NP-Z]{8}$/);
      expect(kit.state).toBe('unused');
    }
    const list = await call('GET', '/api/admin/testkits?state=unused&limit=500', admin);
    expect(list.json().testkits.map((k: { code: string }) => k.code)).toEqual(
      expect.arrayContaining(made.map((k) => k.code)),
    );
    const p = await newParticipant(t.app);
    expect((await call('POST', '/api/admin/testkits', p.cookie, { count: 1 })).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/testkits', p.cookie)).json().code).toBe('FORBIDDEN');
    const bad = await call('POST', '/api/admin/testkits', admin, { count: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_DATA');
  });

  it('prints a sheet of QR labels for chosen kits, 63 to an A4 page', async () => {
    const made = (await call('POST', '/api/admin/testkits', admin, { count: 64 })).json()
      .testkits as Array<{ id: string }>;
    const res = await call(
      'GET',
      `/api/admin/testkits/labels.pdf?ids=${made.map((k) => k.id).join(',')}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(2);
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([Math.round((width * 25.4) / 72), Math.round((height * 25.4) / 72)]).toEqual([210, 297]);
    const unknown = await call(
      'GET',
      `/api/admin/testkits/labels.pdf?ids=${made[0]!.id},00000000-0000-4000-8000-000000000000`,
      admin,
    );
    expect(unknown.json().code).toBe('TESTKIT_NOT_FOUND');
    const bad = await call('GET', '/api/admin/testkits/labels.pdf?ids=x', admin);
    expect(bad.json().code).toBe('INVALID_DATA');
  });

  it('assigns one unused kit per course; a missing kit is replaced by another', async () => {
    const p = await participantWithKit();
    const second = await newKit();
    const twice = await call('POST', `/api/admin/testkits/${second.id}/assign`, admin, {
      courseId: p.course.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('TESTKIT_NOT_ASSIGNABLE');
    const missing = await call('POST', `/api/admin/testkits/${p.kit.id}/missing`, admin);
    expect(missing.json()).toMatchObject({ state: 'missing', courseId: p.course.id });
    const replaced = await call('POST', `/api/admin/testkits/${second.id}/assign`, admin, {
      courseId: p.course.id,
    });
    expect(replaced.json()).toMatchObject({ state: 'unused', courseId: p.course.id });
    // The missing kit's code no longer finds anything.
    const scan = await call('GET', `/api/testkit/${p.kit.code}/participant`, p.cookie);
    expect(scan.json().code).toBe('TESTKIT_NOT_FOUND');
    // A course still funding gets no kit.
    const funding = await readyParticipant(t.app, { fundedCents: 10_000 });
    const fundingCourse = await courseOf(funding.id);
    expect(fundingCourse.state).toBe('funding');
    const third = await newKit();
    const refused = await call('POST', `/api/admin/testkits/${third.id}/assign`, admin, {
      courseId: fundingCourse.id,
    });
    expect(refused.json().code).toBe('TESTKIT_NOT_ASSIGNABLE');
  });
});

describe('the participant and the kit (T1)', () => {
  it.each([
    ['en', 'No Testkit was found.'],
    ['de', 'Es wurde kein Testkit gefunden.'],
  ])(
    'finds only their own kit: unknown and foreign codes are not found (%s)',
    async (language, message) => {
      const p = await participantWithKit(language);
      const other = await participantWithKit(language);
      const own = await call(
        'GET',
        `/api/testkit/${p.kit.code}/participant`,
        p.cookie,
        undefined,
        language,
      );
      expect(own.json()).toEqual({
        id: p.kit.id,
        state: 'unused',
        readyAt: null,
        identity: 'verified',
        test: null,
      });
      // Lower case and spaces around a typed code are fine.
      const typed = await call(
        'GET',
        `/api/testkit/${p.kit.code.toLowerCase()}/participant`,
        p.cookie,
      );
      expect(typed.statusCode).toBe(200);
      for (const code of [other.kit.code, 'QP-22222222']) {
        const res = await call(
          'GET',
          `/api/testkit/${code}/participant`,
          p.cookie,
          undefined,
          language,
        );
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'TESTKIT_NOT_FOUND', message });
      }
      const course = await call('GET', `/api/testkit/course/${p.course.id}`, p.cookie);
      expect(course.json()).toEqual({
        testkit: { id: p.kit.id, state: 'unused', readyAt: null, identity: 'verified', test: null },
        now: clock.now().toISOString(),
      });
      const foreign = await call('GET', `/api/testkit/course/${other.course.id}`, p.cookie);
      expect(foreign.statusCode).toBe(404);
      // The kit's code is never shown before the scan: it proves the kit is in hand.
      expect(course.body).not.toContain(p.kit.code);
    },
  );

  it('holds the 5-minute wait on the server, then reads a passed test and records the outcome', async () => {
    const p = await participantWithKit('de');
    const early = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, {
      image: await photo(p.kit.code, { c: 0.9, t: 0.8 }),
    });
    expect(early.json().code).toBe('TEST_WAIT_RUNNING');
    // Filmed from the scan (T5): the collection, then the wait.
    const film = await recording.startFilming(p.cookie, p.kit.code);
    await film.for(30_000);
    const started = await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie);
    const readyAt = started.json().readyAt;
    expect(new Date(readyAt).getTime() - clock.now().getTime()).toBe(5 * 60 * 1000);
    // A reload (another start) keeps the same end of the wait.
    await film.for(60_000);
    expect((await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie)).json().readyAt).toBe(
      readyAt,
    );
    const image = await photo(p.kit.code, { c: 0.9, t: 0.8 });
    const waiting = await call(
      'POST',
      `/api/testkit/${p.kit.code}/photo`,
      p.cookie,
      { image },
      'de',
    );
    expect(waiting.json()).toMatchObject({
      code: 'TEST_WAIT_RUNNING',
      message:
        'Bitte warte, bis die 5 Minuten vorbei sind, und zeig dann das Ergebnis in die Kamera.',
    });
    // One second before the wait ends the photo is still refused, and nothing is recorded.
    await film.for(4 * 60_000 - 1000);
    const lastSecond = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });
    expect(lastSecond.json().code).toBe('TEST_WAIT_RUNNING');
    expect((await courseOf(p.id)).state).not.toBe('passed');
    await film.for(1000);
    const res = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, { image });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'final', result: 'passed', predicted: 'passed' });
    expect((await courseOf(p.id)).state).toBe('passed');
    // The kit is used now.
    const again = await call('GET', `/api/testkit/${p.kit.code}/participant`, p.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'TESTKIT_USED',
      message: 'Dieses Testkit wurde bereits verwendet.',
    });
    const inEnglish = await call('GET', `/api/testkit/${p.kit.code}/participant`, p.cookie);
    expect(inEnglish.json().code).toBe('TESTKIT_USED');
    // The stored photo carries no metadata.
    const [test] = await t.database.db
      .select()
      .from(testkitTests)
      .where(eq(testkitTests.id, res.json().testId));
    const stored = await t.app.storage.get(test!.photoKey!);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!) chunks.push(chunk as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.format).toBe('jpeg');

    // 28 days after the final result the photo is deleted; the outcome and reading stay.
    clock.advance(27 * 24 * 60 * 60_000);
    await t.app.jobs.runDue(100);
    expect(await t.app.storage.exists(test!.photoKey!)).toBe(true);
    clock.advance(24 * 60 * 60_000);
    await t.app.jobs.runDue(100);
    expect(await t.app.storage.exists(test!.photoKey!)).toBe(false);
    const [after] = await t.database.db
      .select()
      .from(testkitTests)
      .where(eq(testkitTests.id, test!.id));
    expect(after).toMatchObject({ photoKey: null, status: 'final', result: 'passed' });
    expect((await courseOf(p.id)).state).toBe('passed');
    const gone = await call('GET', `/api/testkit/tests/${test!.id}/photo`, p.cookie);
    expect(gone.statusCode).toBe(404);
  });

  it('reads a failed test: after the dispute window the course fails and refunds; an unclear photo goes to review', async () => {
    const failed = await participantWithKit();
    await waitedFiveMinutes(failed.cookie, failed.kit.code);
    const res = await call('POST', `/api/testkit/${failed.kit.code}/photo`, failed.cookie, {
      image: await photo(failed.kit.code, { c: 0.9, t: 0 }),
    });
    expect(res.json()).toMatchObject({ status: 'final', result: 'failed' });
    // The refunds wait for the dispute window (T3); the window's job then applies the outcome.
    expect((await courseOf(failed.id)).state).toBe('awaiting_test');
    clock.advance(RESULT_DISPUTE_HOURS * 60 * 60 * 1000);
    await t.app.jobs.runDue(100);
    expect((await courseOf(failed.id)).state).toBe('failed');
    // C7: refunded once the supporters' 7 days to choose passed unanswered.
    const refunded = await refundsOnceUnanswered(failed.course.id);
    expect(refunded.length).toBeGreaterThan(0);

    const unclear = await participantWithKit();
    await waitedFiveMinutes(unclear.cookie, unclear.kit.code);
    const blank = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#777' },
    })
      .withExif({ IFD0: { Make: 'PhoneCo' } })
      .jpeg()
      .toBuffer();
    const review = await call('POST', `/api/testkit/${unclear.kit.code}/photo`, unclear.cookie, {
      image: `data:image/jpeg;base64,${blank.toString('base64')}`,
    });
    expect(review.json()).toMatchObject({ status: 'review', result: null, predicted: null });
    const predict = `/api/testkit/predict?testId=${review.json().testId}`;
    expect((await call('GET', predict, unclear.cookie)).json()).toEqual(review.json());
    expect((await call('GET', predict, failed.cookie)).statusCode).toBe(404);
    // Nothing moves until an operator decides.
    expect((await courseOf(unclear.id)).state).toBe('awaiting_test');
    const [kit] = await t.database.db
      .select()
      .from(testkits)
      .where(eq(testkits.id, unclear.kit.id));
    expect(kit!.state).toBe('used');
  });

  it('refuses a photo before day 28 and bytes that are no image, changing nothing', async () => {
    const p = await participantWithKit('de');
    // Day 6 of the course (the clock moves through this file).
    const fiveDaysAgo = new Date(clock.now().getTime() - 5 * 24 * 60 * 60_000);
    await setCourseState(t.database.db, p.id, 'active', {
      startDate: fiveDaysAgo.toISOString().slice(0, 10),
    });
    const start = await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie, undefined, 'de');
    expect(start.json()).toMatchObject({
      code: 'TEST_NOT_OPEN',
      message: 'Der Nikotintest ist ab Tag 28 deines Kurses möglich.',
    });
    // Back to day 29 (its window open: the clock has moved weeks through this file).
    await setCourseState(t.database.db, p.id, 'awaiting_test', { startDate: p.course.startDate });
    await waitedFiveMinutes(p.cookie, p.kit.code);
    const res = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, {
      image: Buffer.from('not an image at all').toString('base64'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message:
        'Das Foto konnte nicht gelesen werden. Bitte nimm es noch einmal auf (JPEG, PNG oder WebP).',
    });
    const [kit] = await t.database.db.select().from(testkits).where(eq(testkits.id, p.kit.id));
    expect(kit!.state).toBe('unused');
  });
});

describe('operator review (T3)', () => {
  it('queues an unsure reading with its photo; the operator decides once, and it sticks', async () => {
    const p = await participantWithKit();
    const stranger = await participantWithKit();
    await waitedFiveMinutes(p.cookie, p.kit.code);
    // T/C right on the passed/partial limit: the reader is unsure.
    const sent = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, {
      image: await photo(p.kit.code, { c: 0.7, t: 0.7 * 0.55 }),
    });
    expect(sent.json()).toMatchObject({ status: 'review', result: null });
    const testId = sent.json().testId as string;

    const queue = await call('GET', '/api/admin/testkits/tests', admin);
    const queued = queue.json().tests.find((x: { id: string }) => x.id === testId);
    expect(queued).toMatchObject({
      status: 'review',
      testkitCode: p.kit.code,
      courseId: p.course.id,
      photoAvailable: true,
      diary: { daysKept: 0, smokeFreeDays: 0 },
      reading: { reason: 'low_confidence' },
    });
    expect(queued.confidence).toBeLessThan(0.9);

    const adminPhoto = await call('GET', `/api/admin/testkits/tests/${testId}/photo`, admin);
    expect(adminPhoto.statusCode).toBe(200);
    expect(adminPhoto.headers['content-type']).toBe('image/jpeg');
    const own = await call('GET', `/api/testkit/tests/${testId}/photo`, p.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(adminPhoto.rawPayload)).toBe(true);
    const foreign = await call('GET', `/api/testkit/tests/${testId}/photo`, stranger.cookie);
    expect(foreign.statusCode).toBe(404);
    const notAdmin = await call('POST', `/api/admin/testkits/tests/${testId}/decision`, p.cookie, {
      result: 'passed',
      note: 'I say so',
    });
    expect(notAdmin.statusCode).toBe(403);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');

    const decided = await call('POST', `/api/admin/testkits/tests/${testId}/decision`, admin, {
      result: 'passed',
      note: 'T line clearly visible on the photo',
    });
    expect(decided.json()).toMatchObject({ status: 'final', result: 'passed' });
    expect(['passed', 'partial']).toContain(decided.json().predicted);
    expect((await courseOf(p.id)).state).toBe('passed');
    const again = await call('POST', `/api/admin/testkits/tests/${testId}/decision`, admin, {
      result: 'failed',
      note: 'Second thoughts',
    });
    expect(again.json().code).toBe('TEST_ALREADY_DECIDED');
    expect((await courseOf(p.id)).state).toBe('passed');
    const bad = await call('POST', `/api/admin/testkits/tests/${testId}/decision`, admin, {
      result: 'maybe',
      note: 'Unsure',
    });
    expect(bad.json().code).toBe('INVALID_DATA');
  });
});

describe('a final result and its outcome', () => {
  it('are applied by the job when the request did not get to it, once', async () => {
    const p = await participantWithKit();
    // As if the process stopped right after the transaction that made the test final.
    const now = clock.now();
    const [test] = await t.database.db
      .insert(testkitTests)
      .values({
        testkitId: p.kit.id,
        courseId: p.course.id,
        photoKey: null,
        predicted: 'passed',
        confidence: 0.99,
        reading: {},
        status: 'final',
        result: 'passed',
        createdAt: now,
        finalAt: now,
      })
      .returning();
    await scheduleOutcome(t.database.db, test!.id, now);
    expect((await courseOf(p.id)).state).toBe('awaiting_test');
    await t.app.jobs.runDue(100);
    expect((await courseOf(p.id)).state).toBe('passed');
    await applyOutcome({ ...t.app.money, storage: t.app.storage }, test!.id);
    expect((await courseOf(p.id)).state).toBe('passed');
  });
});
