// T7: the unannounced spot test through the API: drawn with the start date (again when it
// moves), hidden from every participant and supporter route until 08:00 local of its day (a
// walk of every GET the OpenAPI document lists), announced by mail in the participant's
// language and zone, taken through the same test flow, missed → excused once → a new day, a
// failed spot result refunds like a failed final, a partial one caps the final outcome.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateInTimeZone } from '@quit/domain/dates';
import { spotTestMoments } from '@quit/domain/spot-test';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import {
  auditEvents,
  courses,
  giftChoices,
  jobs,
  refunds,
  spotTests,
  testkits,
  testkitTests,
} from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { signUp, verifyEmail } from '../../support/accounts';
import { signedInAdmin } from '../../support/admin-helpers';
import { verifyIdentity } from '../../support/identity';
import { completeProfile, donate, PUBLIC_URL, readyParticipant } from '../../support/money';
import { loadOperations, urlOf } from '../../support/openapi-operations';
import { writeDiaryDays } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';
import { recordingCalls } from '../../support/test-recording';
import { kitPhoto, LINES, testkitCalls } from '../../support/testkit-fixture';

const clock = manualClock(new Date('2027-01-04T10:00:00Z'));
/** The draws' random source: 0.5 draws day 15 of 8–21 (the pool's middle). */
let nextRandom = 0.5;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp(
    { SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL, SPOT_TESTS: '1' },
    undefined,
    {
      calendar: clock,
      random: () => nextRandom,
    },
  );
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const { call, courseOf, newKit } = testkitCalls(() => t, clock);
const recording = recordingCalls(() => t, clock);
const put = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { cookie }, payload });

/**
 * The witnessed flow (T5): filmed from the scan through the 5-minute wait, then the photo with
 * the film's id. Answers the photo's answer.
 */
async function filmedTest(cookie: string, code: string, lines: { c: number; t: number }) {
  const film = await recording.startFilming(cookie, code);
  await film.for(30_000);
  expect((await call('POST', `/api/testkit/${code}/start`, cookie)).statusCode).toBe(200);
  await film.for(5 * 60_000);
  await film.finish();
  return call('POST', `/api/testkit/${code}/photo`, cookie, {
    image: await kitPhoto(code, lines),
    recordingId: film.id,
  });
}

/**
 * The photo's answer is a final reading of `result`; when it is not, the message carries what
 * the server stored about it (the reader's reasons, the recording's gaps, the presence check),
 * so a failure seen only under load says why the test went to review.
 */
async function expectFinal(photo: { json: () => { testId?: string } }, result: string) {
  const answer = photo.json();
  const [stored] = answer.testId
    ? await t.database.db
        .select({ reading: testkitTests.reading })
        .from(testkitTests)
        .where(eq(testkitTests.id, answer.testId))
    : [];
  expect(answer, JSON.stringify(stored?.reading ?? null)).toMatchObject({
    status: 'final',
    result,
  });
}

/** Moves the product's clock forward to `instant` and runs the jobs due then. */
async function moveTo(instant: Date) {
  const ms = instant.getTime() - clock.now().getTime();
  expect(ms).toBeGreaterThanOrEqual(0);
  clock.advance(ms);
  await t.app.jobs.runDue();
}

const spotsOf = (courseId: string) =>
  t.database.db.select().from(spotTests).where(eq(spotTests.courseId, courseId));

/** A funded participant with a complete profile in `timeZone` who chose `startDate`. */
async function started(options: { language?: string; timeZone?: string; startDate?: string } = {}) {
  const { language = 'en', timeZone = 'Europe/Berlin' } = options;
  const p = await readyParticipant(t.app, { language, fundedCents: 20_000 });
  if (timeZone !== 'Europe/Berlin') {
    const saved = await put('/api/participant', p.cookie, {
      ...completeProfile,
      timeZone,
      language,
    });
    expect(saved.statusCode).toBe(200);
  }
  const startDate = options.startDate ?? dateInTimeZone(clock.now(), timeZone);
  const chosen = await call('POST', '/api/course', p.cookie, {
    startDate,
    testTermsVersion: TEST_TERMS_VERSION,
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const course = await courseOf(p.id);
  return { ...p, course, startDate, timeZone };
}

/** Two kits posted to the course (T7), identity verified for the test. */
async function withKits(p: { cookie: string; course: { id: string } }) {
  const kits = [await newKit(admin), await newKit(admin)];
  for (const kit of kits) {
    const res = await call('POST', `/api/admin/testkits/${kit.id}/assign`, admin, {
      courseId: p.course.id,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  await verifyIdentity(t, p.cookie, kits[0]!.id);
  return kits;
}

async function onlySpot(courseId: string, state = 'scheduled') {
  const rows = (await spotsOf(courseId)).filter((s) => s.state === state);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('the draw (T7)', () => {
  it('draws a day of 8–21 with the start date, again when the date moves, none after a cancel', async () => {
    const startDate = addDays(dateInTimeZone(clock.now(), 'Europe/Berlin'), 3);
    const p = await started({ startDate });
    const first = await onlySpot(p.course.id);
    expect(first.day).toBe(15);
    const moments = spotTestMoments(startDate, 15, 'Europe/Berlin');
    expect(first.announceAt).toEqual(moments.announceAt);
    expect(first.dueAt).toEqual(moments.dueAt);
    // 08:00 and 22:00 in Berlin in winter: 07:00 and 21:00 UTC.
    expect(first.announceAt.toISOString()).toBe(`${addDays(startDate, 14)}T07:00:00.000Z`);
    const queued = await t.database.db
      .select({ key: jobs.key, runAt: jobs.runAt })
      .from(jobs)
      .where(eq(jobs.key, `spot-announce:${first.id}`));
    expect(queued).toEqual([{ key: `spot-announce:${first.id}`, runAt: first.announceAt }]);

    // Another start date: the first draw is cancelled, a new one made for the new date.
    nextRandom = 0;
    const later = addDays(startDate, 2);
    expect(
      (
        await call('POST', '/api/course', p.cookie, {
          startDate: later,
          testTermsVersion: TEST_TERMS_VERSION,
        })
      ).statusCode,
    ).toBe(200);
    expect((await spotsOf(p.course.id)).find((s) => s.id === first.id)?.state).toBe('cancelled');
    const second = await onlySpot(p.course.id);
    expect(second.day).toBe(8);
    expect(second.announceAt).toEqual(spotTestMoments(later, 8, 'Europe/Berlin').announceAt);
    nextRandom = 0.5;

    // Cancelling the course cancels the spot test; its job then announces nothing.
    expect((await put('/api/course/cancel', p.cookie, { confirm: true })).statusCode).toBe(200);
    expect((await spotsOf(p.course.id)).every((s) => s.state === 'cancelled')).toBe(true);
  });

  it('lets an operator post the final kit and one per spot test, no more', async () => {
    const p = await started();
    await withKits(p);
    const third = await newKit(admin);
    const refused = await call('POST', `/api/admin/testkits/${third.id}/assign`, admin, {
      courseId: p.course.id,
    });
    expect(refused.json().code).toBe('TESTKIT_NOT_ASSIGNABLE');
  });
});

describe('hidden until 08:00 of its day (T7)', () => {
  it('no participant or supporter GET shows the day or its moments before 08:00; then the mail and the dashboard do', async () => {
    // A German participant in New York and an English one in Berlin, both starting today.
    const ny = await started({ language: 'de', timeZone: 'America/New_York' });
    const berlin = await started({ language: 'en' });
    const supporter = await signUp(t.app, { role: 'supporter' });
    await verifyEmail(t.app, supporter.email);
    await donate(t.app, ny.id, { donorEmail: supporter.email, donorName: 'Sam Supporter' });
    const kits = await withKits(ny);
    const spot = await onlySpot(ny.course.id);
    const berlinSpot = await onlySpot(berlin.course.id);
    const date = addDays(ny.startDate, spot.day - 1);
    // Its own moments and id: these never appear in any answer before 08:00.
    const secrets = [
      spot.announceAt.toISOString(),
      spot.dueAt.toISOString(),
      String(spot.announceAt.getTime()),
      String(spot.dueAt.getTime()),
      spot.id,
    ];

    const operations = (await loadOperations(t.app)).filter(
      (op) =>
        op.method === 'GET' && !op.path.startsWith('/api/docs') && op.path !== '/api/openapi.json',
    );
    const donationIds = (await call('GET', '/api/supporter/donations', supporter.cookie))
      .json()
      .donations.map((g: { id: string }) => g.id) as string[];
    /**
     * Every GET the caller may call, each path parameter set to each of the course's ids, in
     * both languages: no answer carries the spot test's moments or id, or mentions a spot test.
     * Answers the bodies by call.
     */
    async function walk(cookie: string, access: string) {
      const ids = [ny.id, ny.course.id, ...kits.map((k) => k.id), ...donationIds];
      const bodies = new Map<string, string>();
      for (const op of operations.filter((o) =>
        ['public', 'signed-in', access].includes(o.access!),
      )) {
        const urls = op.pathParams.length === 0 ? [op.path] : ids.map((id) => urlOf(op, id));
        for (const url of urls) {
          for (const language of ['en', 'de']) {
            const res = await call('GET', url, cookie, undefined, language);
            expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
            const body = realTimeOut(res.body);
            if (res.statusCode === 200) bodies.set(`${language} ${url}`, body);
            for (const secret of secrets) {
              expect(res.body.includes(secret), `GET ${url} shows ${secret}`).toBe(false);
            }
            // Nothing spot-test-like but the empty answers (the dashboard's, the data export's
            // list of announced ones) and the count of passed ones.
            const rest = res.body
              .replace('"spotTest":null', '')
              .replace('"spotTests":[]', '')
              .replace('"spotTestsPassed":0', '')
              // C8's stay-quit "bonusPot" (record 0083) only spells "sPot" by chance.
              .replaceAll(/"bonusPot(State)?":/g, '');
            expect(
              /spot/i.test(rest),
              `GET ${url} mentions a spot test: ${rest.slice(0, 300)}`,
            ).toBe(false);
          }
        }
      }
      return bodies;
    }
    /**
     * What runs on the real clock, not the product's (the process's uptime, an export's time
     * stamp): the product's clock stands still between the walks, the real one does not.
     */
    function realTimeOut(body: string) {
      const real = new Date().toISOString().slice(0, 10);
      return body
        .replace(/"uptimeSeconds":\d+/g, '')
        .replace(new RegExp(`"${real}T[0-9:.]+Z"`, 'g'), '"(real time)"');
    }
    /** Moves the spot test to another day of 8–21 (and back): its moments with it. */
    async function setSpotDay(day: number) {
      const moments = spotTestMoments(ny.startDate, day, ny.timeZone);
      await t.database.db
        .update(spotTests)
        .set({ day, announceAt: moments.announceAt, dueAt: moments.dueAt })
        .where(eq(spotTests.id, spot.id));
    }
    /**
     * The walk cannot tell the drawn day: every answer (as participant and as supporter) is the
     * same byte for byte whether the spot test is on its day or on day 20 (the calendar lists
     * every course date, so a date in an answer proves nothing by itself; a difference would).
     */
    async function cannotTellTheDay() {
      for (const [cookie, access, least] of [
        [ny.cookie, 'participant', 20],
        [supporter.cookie, 'supporter', 3],
      ] as const) {
        // The public fundraiser keeps its answer 2 s of real time, but the product's clock
        // just moved: it is told, as a page change, so the walks compare like with like.
        t.app.changes.emit({ kind: 'fundraiser-page', participantId: ny.id });
        await walk(cookie, access);
        const drawn = await walk(cookie, access);
        expect(drawn.size).toBeGreaterThanOrEqual(least);
        await setSpotDay(20);
        const other = await walk(cookie, access);
        await setSpotDay(spot.day);
        expect([...other.keys()]).toEqual([...drawn.keys()]);
        for (const [call, body] of drawn) expect(other.get(call), call).toBe(body);
      }
    }

    // The evening before in New York: walk everything as the participant and the supporter.
    await moveTo(new Date(spot.announceAt.getTime() - 12 * 60 * 60_000));
    await cannotTellTheDay();
    // Berlin's 08:00 comes first: its participant is told, in English; New York's is not.
    await moveTo(new Date(berlinSpot.announceAt.getTime() - 60_000));
    expect(
      await latestMail(t.database.db, { to: berlin.email, kind: 'spot_test_announced' }),
    ).toBeUndefined();
    await moveTo(berlinSpot.announceAt);
    const english = await latestMail(t.database.db, {
      to: berlin.email,
      kind: 'spot_test_announced',
    });
    expect(english?.subject).toBe('Spot test today: take it by 22:00');
    expect(english?.text).toContain(`day ${berlinSpot.day} of your course`);
    expect(english?.text).toContain(`${PUBLIC_URL}/participant/dashboard`);
    expect(
      await latestMail(t.database.db, { to: ny.email, kind: 'spot_test_announced' }),
    ).toBeUndefined();

    // 07:59 in New York on the drawn day: the walk again.
    await moveTo(new Date(spot.announceAt.getTime() - 60_000));
    expect(dateInTimeZone(clock.now(), 'America/New_York')).toBe(date);
    await cannotTellTheDay();
    // The participant's own route says nothing, and the test does not open.
    expect((await call('GET', '/api/course/spot-test', ny.cookie)).json()).toEqual({
      spotTest: null,
    });
    expect((await call('POST', `/api/testkit/${kits[0]!.code}/start`, ny.cookie)).json().code).toBe(
      'TEST_NOT_OPEN',
    );
    expect(
      await latestMail(t.database.db, { to: ny.email, kind: 'spot_test_announced' }),
    ).toBeUndefined();

    // 08:00 in New York: the German mail, and the dashboard's route shows it.
    await moveTo(spot.announceAt);
    const german = await latestMail(t.database.db, { to: ny.email, kind: 'spot_test_announced' });
    expect(german?.language).toBe('de');
    expect(german?.subject).toBe('Stichprobentest heute: bitte bis 22:00 Uhr');
    expect(german?.text).toContain(`Tag ${spot.day} deines Kurses`);
    const shown = (await call('GET', '/api/course/spot-test', ny.cookie)).json().spotTest;
    expect(shown).toEqual({
      id: spot.id,
      state: 'announced',
      day: spot.day,
      announceAt: spot.announceAt.toISOString(),
      dueAt: spot.dueAt.toISOString(),
      open: true,
      testId: null,
      result: null,
    });
    // The supporter still sees no spot test: it has not happened.
    const before = (await call('GET', '/api/supporter/donations', supporter.cookie)).json();
    expect(before.participants[0].spotTestsPassed).toBe(0);

    // Taken the same day through the same flow: kind 'spot', the course goes on.
    const photo = await filmedTest(ny.cookie, kits[0]!.code, LINES.passed);
    expect(photo.statusCode, photo.body).toBe(200);
    await expectFinal(photo, 'passed');
    const [test] = await t.database.db
      .select()
      .from(testkitTests)
      .where(eq(testkitTests.id, photo.json().testId));
    expect(test?.kind).toBe('spot');
    expect((await courseOf(ny.id)).state).toBe('active');
    const taken = (await call('GET', '/api/course/spot-test', ny.cookie)).json().spotTest;
    expect(taken).toMatchObject({
      state: 'taken',
      open: false,
      testId: test!.id,
      result: 'passed',
    });
    const after = (await call('GET', '/api/supporter/donations', supporter.cookie)).json();
    expect(after.participants[0].spotTestsPassed).toBe(1);
    // The course's kit view now shows the used kit (its result), the other stays for day 28.
    const kitView = (await call('GET', `/api/testkit/course/${ny.course.id}`, ny.cookie)).json();
    expect(kitView.testkit).toMatchObject({ id: kits[0]!.id, state: 'used' });
    // The 22:00 job changes nothing now.
    await moveTo(spot.dueAt);
    expect((await onlySpot(ny.course.id, 'taken')).testId).toBe(test!.id);
  });
});

describe('a missed spot test (T7)', () => {
  it('is missed at 22:00; an operator excuses it once with a new day, the next miss fails the course (refund or keep, C7)', async () => {
    const supporter = await signUp(t.app, { role: 'supporter' });
    const p = await started();
    await donate(t.app, p.id, { donorEmail: supporter.email });
    await withKits(p);
    const spot = await onlySpot(p.course.id);
    await moveTo(spot.announceAt);
    expect((await onlySpot(p.course.id, 'announced')).id).toBe(spot.id);
    await moveTo(new Date(spot.dueAt.getTime() - 1));
    expect((await onlySpot(p.course.id, 'announced')).id).toBe(spot.id);
    await moveTo(spot.dueAt);
    expect((await onlySpot(p.course.id, 'missed')).id).toBe(spot.id);
    expect((await call('GET', '/api/course/spot-test', p.cookie)).json().spotTest).toMatchObject({
      state: 'missed',
      open: false,
    });

    // The operators' schedule lists it for a decision.
    const schedule = (await call('GET', '/api/admin/spot-tests', admin)).json().spotTests;
    expect(schedule).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: spot.id,
          state: 'missed',
          mayExcuse: true,
          courseId: p.course.id,
        }),
      ]),
    );
    // Participants and supporters may not read the schedule.
    expect((await call('GET', '/api/admin/spot-tests', p.cookie)).statusCode).toBe(403);

    nextRandom = 0;
    const excused = await call('POST', `/api/admin/spot-tests/${spot.id}/decision`, admin, {
      decision: 'excuse',
      note: 'was ill',
    });
    expect(excused.statusCode, excused.body).toBe(200);
    expect(excused.json()).toMatchObject({ id: spot.id, state: 'excused' });
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'admin_spot_test_decided'));
    expect(audit?.detail).toMatchObject({ spotTestId: spot.id, decision: 'excuse' });
    // A new day from the remaining ones (after today, day 15): the lowest with random 0.
    const renewed = await onlySpot(p.course.id, 'scheduled');
    expect(renewed.day).toBe(16);
    expect(renewed.ordinal).toBe(spot.ordinal);
    nextRandom = 0.5;
    // Hidden again until its 08:00: the participant's route shows nothing meanwhile.
    await moveTo(new Date(renewed.announceAt.getTime() - 60_000));
    expect((await call('GET', '/api/course/spot-test', p.cookie)).json()).toEqual({
      spotTest: null,
    });
    // Deciding the excused one again is refused.
    const again = await call('POST', `/api/admin/spot-tests/${spot.id}/decision`, admin, {
      decision: 'fail',
    });
    expect(again.json().code).toBe('SPOT_TEST_NOT_MISSED');

    // Missed again: no second excuse; the operator fails the course and supporters are refunded.
    await moveTo(renewed.dueAt);
    expect((await onlySpot(p.course.id, 'missed')).id).toBe(renewed.id);
    const second = await call('POST', `/api/admin/spot-tests/${renewed.id}/decision`, admin, {
      decision: 'excuse',
    });
    expect(second.json().code).toBe('SPOT_TEST_EXCUSE_USED');
    const failed = await call('POST', `/api/admin/spot-tests/${renewed.id}/decision`, admin, {
      decision: 'fail',
      note: null,
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect((await courseOf(p.id)).state).toBe('failed');
    // C7 (record 0081): every gift is offered the keep-or-refund choice; none refunded yet.
    const offered = await t.database.db
      .select()
      .from(giftChoices)
      .where(eq(giftChoices.courseId, p.course.id));
    expect(offered.length).toBeGreaterThanOrEqual(1);
    expect(offered.every((o) => o.state === 'open')).toBe(true);
    expect(
      await t.database.db.select().from(refunds).where(eq(refunds.courseId, p.course.id)),
    ).toEqual([]);
  });
});

describe('spot results move the course (T7)', () => {
  it('a failed spot result fails the course after its dispute window, with the choice like a failed final', async () => {
    const p = await started();
    const kits = await withKits(p);
    const spot = await onlySpot(p.course.id);
    await moveTo(new Date(spot.announceAt.getTime() + 3 * 60 * 60_000));
    const photo = await filmedTest(p.cookie, kits[0]!.code, LINES.failed);
    await expectFinal(photo, 'failed');
    // The reader's failed result waits 48 hours for a dispute: the course still runs.
    expect((await courseOf(p.id)).state).toBe('active');
    await moveTo(new Date(clock.now().getTime() + 48 * 60 * 60_000 + 1000));
    expect((await courseOf(p.id)).state).toBe('failed');
    // C7 (record 0081): every gift is offered the keep-or-refund choice; none refunded yet.
    const offered = await t.database.db
      .select()
      .from(giftChoices)
      .where(eq(giftChoices.courseId, p.course.id));
    expect(offered.length).toBeGreaterThanOrEqual(1);
    expect(offered.every((o) => o.state === 'open')).toBe(true);
    expect(
      await t.database.db.select().from(refunds).where(eq(refunds.courseId, p.course.id)),
    ).toEqual([]);
  });

  it('a partial spot result caps a passed final test at partial', async () => {
    const p = await started();
    const kits = await withKits(p);
    const spot = await onlySpot(p.course.id);
    // The spot test was read partial (stored as an operator would have decided it).
    const [spotTest] = await t.database.db
      .insert(testkitTests)
      .values({
        testkitId: kits[0]!.id,
        courseId: p.course.id,
        kind: 'spot',
        photoKey: 'testkit-photos/none.jpg',
        confidence: 1,
        reading: {},
        status: 'final',
        result: 'partial',
        createdAt: spot.announceAt,
        finalAt: spot.announceAt,
      })
      .returning();
    await t.database.db
      .update(testkits)
      .set({ state: 'used', usedAt: spot.announceAt })
      .where(eq(testkits.id, kits[0]!.id));
    await t.database.db
      .update(spotTests)
      .set({ state: 'taken', testId: spotTest!.id })
      .where(eq(spotTests.id, spot.id));
    await writeDiaryDays(t.database.db, p.course.id, { smokeFree: 20, smoked: 0 });
    // Day 28: the final test reads passed; the outcome is partial.
    const day28 = spotTestMoments(p.startDate, 28, 'Europe/Berlin').announceAt;
    await moveTo(day28);
    const photo = await filmedTest(p.cookie, kits[1]!.code, LINES.passed);
    await expectFinal(photo, 'passed');
    const [final] = await t.database.db
      .select({ kind: testkitTests.kind })
      .from(testkitTests)
      .where(and(eq(testkitTests.id, photo.json().testId)));
    expect(final?.kind).toBe('final');
    const course = await t.database.db.select().from(courses).where(eq(courses.id, p.course.id));
    expect(course[0]).toMatchObject({ state: 'partial', smokeFreeDays: 20 });
  });

  it('an invalid spot result opens a new window on the day the replacement kit arrives', async () => {
    const p = await started();
    const kits = await withKits(p);
    const spot = await onlySpot(p.course.id);
    await moveTo(new Date(spot.announceAt.getTime() + 60 * 60_000));
    const photo = await filmedTest(p.cookie, kits[0]!.code, LINES.invalid);
    await expectFinal(photo, 'invalid');
    expect((await courseOf(p.id)).state).toBe('active');
    expect((await onlySpot(p.course.id, 'taken')).id).toBe(spot.id);
    // Nothing is scheduled until an operator posts the replacement (the second kit waits for
    // day 28); posting it opens a window two days later, hidden until its 08:00.
    expect(await spotsOf(p.course.id)).toHaveLength(1);
    const replacement = await newKit(admin);
    const assigned = await call('POST', `/api/admin/testkits/${replacement.id}/assign`, admin, {
      courseId: p.course.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const renewed = await onlySpot(p.course.id, 'scheduled');
    expect(renewed).toMatchObject({ ordinal: spot.ordinal, day: spot.day + 2 });
    expect(renewed.announceAt).toEqual(
      spotTestMoments(p.startDate, spot.day + 2, 'Europe/Berlin').announceAt,
    );
    await moveTo(renewed.announceAt);
    expect((await call('GET', '/api/course/spot-test', p.cookie)).json().spotTest).toMatchObject({
      id: renewed.id,
      state: 'announced',
      open: true,
    });
    // The replacement's photo counts for the new window.
    const again = await filmedTest(p.cookie, replacement.code, LINES.passed);
    await expectFinal(again, 'passed');
    const taken = (await spotsOf(p.course.id)).filter((s) => s.state === 'taken');
    expect(taken.map((s) => s.id).sort()).toEqual([spot.id, renewed.id].sort());
  });
});
