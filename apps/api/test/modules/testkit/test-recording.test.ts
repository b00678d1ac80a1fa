// T5: the witnessed recording, through the tus protocol as the browser sends it: the photo is
// refused without a film of the collection and the wait, accepted with one, sent to review with
// gaps; nobody but its participant and operators can touch it; operators' views are audited;
// the retention jobs delete it on time.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDING_RETENTION_MS } from '@quit/domain/test-recording';
import { RESULT_DISPUTE_HOURS } from '@quit/domain/constants';
import { auditEvents, testkits, testkitTests, testRecordings } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { signUp } from '../../support/accounts';
import { PUBLIC_URL } from '../../support/money';
import { signedInAdmin } from '../../support/admin-helpers';
import { createTestApp, type TestApp } from '../../support/test-app';
import { kitPhoto, LINES, testkitCalls } from '../../support/testkit-fixture';
import { FILM, RECORDINGS, WEBM_START } from '../../support/test-recording';

const clock = manualClock(new Date('2026-11-22T09:00:00Z'));
/** Sessions' and links' clock (the data export's link), moved apart from the calendar. */
const sessions = manualClock(new Date('2026-11-22T09:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    clock: sessions,
    calendar: clock,
  });
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

const { call, day28WithKit, waitedFiveMinutes, recording } = testkitCalls(() => t, clock);
const participantWithKit = (language = 'en') =>
  day28WithKit(admin, { language, fundedCents: 20_000 });

const photo = async (p: { cookie: string; kit: { code: string } }, recordingId?: string) =>
  call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, {
    image: await kitPhoto(p.kit.code, LINES.passed),
    ...(recordingId ? { recordingId } : {}),
  });

const recordingsOfKit = (kitId: string) =>
  t.database.db
    .select()
    .from(testRecordings)
    .where(eq(testRecordings.testkitId, kitId))
    .orderBy(asc(testRecordings.createdAt));

async function expectNothingChanged(p: { kit: { id: string } }) {
  const [kit] = await t.database.db.select().from(testkits).where(eq(testkits.id, p.kit.id));
  expect(kit!.state).toBe('unused');
  const tests = await t.database.db
    .select()
    .from(testkitTests)
    .where(eq(testkitTests.testkitId, p.kit.id));
  expect(tests).toHaveLength(0);
}

const viewsOf = (recordingId: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.type, 'admin_recording_viewed'),
        sql`${auditEvents.detail} ->> 'recordingId' = ${recordingId}`,
      ),
    )
    .orderBy(asc(auditEvents.id));

describe('the photo needs a recording that witnessed the test (T5)', () => {
  it('without any recording it is refused with RECORDING_REQUIRED (de/en), changing nothing', async () => {
    const p = await participantWithKit('de');
    expect((await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie)).statusCode).toBe(200);
    clock.advance(5 * 60_000);
    const refused = await call(
      'POST',
      `/api/testkit/${p.kit.code}/photo`,
      p.cookie,
      { image: await kitPhoto(p.kit.code, LINES.passed) },
      'de',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RECORDING_REQUIRED');
    expect(refused.json().message).toMatch(/Aufnahme/);
    await expectNothingChanged(p);
  });

  it('a film begun after the wait started did not see the collection: RECORDING_INCOMPLETE', async () => {
    const p = await participantWithKit();
    await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie);
    clock.advance(60_000);
    const film = await recording.startFilming(p.cookie, p.kit.code);
    await film.for(5 * 60_000);
    const refused = await photo(p, film.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('RECORDING_INCOMPLETE');
    await expectNothingChanged(p);
  });

  it('a film that stopped a minute into the wait: RECORDING_INCOMPLETE; the kit can still be used', async () => {
    const p = await participantWithKit();
    const film = await recording.startFilming(p.cookie, p.kit.code);
    await film.for(30_000);
    await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie);
    await film.for(60_000);
    clock.advance(4 * 60_000);
    expect((await photo(p, film.id)).json().code).toBe('RECORDING_INCOMPLETE');
    await expectNothingChanged(p);
    // The kit stays the participant's: a new recording can still be made for it.
    expect((await recording.createRecording(p.cookie, p.kit.code)).res.statusCode).toBe(201);
  });

  it('bytes that are no video container are refused at the first chunk and count for nothing', async () => {
    const p = await participantWithKit();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const { id } = await recording.createRecording(p.cookie, p.kit.code);
    const refused = await recording.appendChunk(p.cookie, id, Buffer.concat([jpeg, FILM]));
    expect(refused.statusCode).toBe(415);
    expect(await recording.offsetOf(p.cookie, id)).toBe(0);
    // An MP4 declared but WebM sent is refused too; an image type is refused at creation.
    const mp4 = await recording.createRecording(p.cookie, p.kit.code, 'video/mp4');
    expect((await recording.appendChunk(p.cookie, mp4.id, WEBM_START)).statusCode).toBe(415);
    const image = await recording.createRecording(p.cookie, p.kit.code, 'image/jpeg');
    expect(image.res.statusCode).toBe(415);

    await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie);
    for (let i = 0; i < 20; i += 1) {
      clock.advance(15_000);
      await recording.appendChunk(p.cookie, id, FILM);
    }
    expect((await photo(p, id)).json().code).toBe('RECORDING_REQUIRED');
    await expectNothingChanged(p);
  });

  it("a recording is bound to the caller's own unused kit; the photo names one of its kit's", async () => {
    const p = await participantWithKit();
    const other = await participantWithKit();
    const foreign = await recording.createRecording(p.cookie, other.kit.code);
    expect(foreign.res.statusCode).toBe(404);
    expect(foreign.res.body).toContain('TESTKIT_NOT_FOUND');
    const othersFilm = await waitedFiveMinutes(other.cookie, other.kit.code);
    await waitedFiveMinutes(p.cookie, p.kit.code);
    expect((await photo(p, othersFilm.id)).json().code).toBe('RECORDING_REQUIRED');
    await expectNothingChanged(p);
  });

  it('a covering film is accepted: the test is decided and the recording linked to it', async () => {
    const p = await participantWithKit();
    const film = await waitedFiveMinutes(p.cookie, p.kit.code);
    await film.finish();
    const sent = await photo(p, film.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'final', result: 'passed' });
    const [row] = await recordingsOfKit(p.kit.id);
    expect(row).toMatchObject({
      id: film.id,
      testId: sent.json().testId,
      state: 'complete',
      mimeType: 'video/webm',
      participantId: p.id,
      courseId: p.course.id,
    });
    // One arrival per chunk by the server's clock: the first at once, the last just now.
    expect(row!.arrivals.length).toBe(1 + 2 + 20 + 1);
    expect(row!.arrivals[0]![1]).toBe(WEBM_START.length);
    expect(row!.arrivals.at(-1)).toEqual([5.5 * 60_000, row!.bytes]);
  });

  it('a reload mid-wait: a new recording continues for the kit; the gap sends the test to review', async () => {
    const p = await participantWithKit();
    const first = await recording.startFilming(p.cookie, p.kit.code);
    await first.for(30_000);
    await call('POST', `/api/testkit/${p.kit.code}/start`, p.cookie);
    await first.for(2 * 60_000);
    clock.advance(45_000); // the page reloads, the camera starts again
    const second = await recording.startFilming(p.cookie, p.kit.code);
    await second.for(2 * 60_000 + 15_000);
    const sent = await photo(p, second.id);
    expect(sent.json()).toMatchObject({ status: 'review', result: null, predicted: 'passed' });
    const [test] = await t.database.db
      .select()
      .from(testkitTests)
      .where(eq(testkitTests.id, sent.json().testId));
    const listed = (
      test!.reading as { recording: { gaps: { seconds: number }[]; review: boolean } }
    ).recording;
    expect(listed.review).toBe(true);
    expect(listed.gaps.map((gap) => gap.seconds)).toEqual([45]);
    const rows = await recordingsOfKit(p.kit.id);
    expect(rows.map((row) => row.testId)).toEqual([test!.id, test!.id]);
  });
});

describe('who may touch a recording (T5)', () => {
  it('only its participant appends and reads it; operators read it, every view audited', async () => {
    const p = await participantWithKit();
    const stranger = await participantWithKit();
    const supporter = await signUp(t.app, { role: 'supporter' });
    const film = await waitedFiveMinutes(p.cookie, p.kit.code);
    await film.finish();
    const sent = await photo(p, film.id);
    const testId = sent.json().testId as string;
    const bytes = (await recordingsOfKit(p.kit.id))[0]!.bytes;

    // Another participant can neither append, resume nor read it; nor can the owner delete it.
    const url = `${RECORDINGS}/${film.id}`;
    const append = await t.app.inject({
      method: 'PATCH',
      url,
      headers: {
        cookie: stranger.cookie,
        'tus-resumable': '1.0.0',
        'upload-offset': String(bytes),
        'content-type': 'application/offset+octet-stream',
      },
      payload: FILM,
    });
    expect(append.statusCode).toBe(404);
    expect(await recording.offsetOf(stranger.cookie, film.id)).toBe(null);
    expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
    const removed = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { cookie: p.cookie, 'tus-resumable': '1.0.0' },
    });
    expect(removed.statusCode).toBe(403);
    expect((await call('GET', url, '')).statusCode).toBe(401);
    expect((await call('GET', url, supporter.cookie)).statusCode).toBe(403);

    // The operator's route is for admins only.
    const operatorUrl = `/api/admin/testkits/tests/${testId}/recording`;
    for (const cookie of [p.cookie, stranger.cookie, supporter.cookie]) {
      expect((await call('GET', operatorUrl, cookie)).statusCode).toBe(403);
    }
    const before = (await viewsOf(film.id)).length;

    // The participant watches their own.
    const own = await call('GET', url, p.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('video/webm');
    expect(own.rawPayload.length).toBe(bytes);
    expect(own.rawPayload.subarray(0, WEBM_START.length)).toEqual(WEBM_START);

    // The operator, by ranges as a <video> asks; each request is written to the audit log.
    const ranged = await t.app.inject({
      method: 'GET',
      url: operatorUrl,
      headers: { cookie: admin, range: 'bytes=0-99' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 0-99/${bytes}`);
    expect(ranged.rawPayload).toEqual(WEBM_START.subarray(0, 100));
    const whole = await call('GET', operatorUrl, admin);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(bytes);
    const views = (await viewsOf(film.id)).slice(before);
    expect(views).toHaveLength(2);
    expect(views[0]!.detail).toEqual({ targetId: p.id, testId, recordingId: film.id });
    expect(views[0]!.userId).not.toBeNull();
  });
});

describe('recordings are deleted on time (T5)', () => {
  const fileOf = (key: string) => t.app.services.storage.head(key);

  it('30 days after a pass is final; 30 days after the dispute window of a failed reading', async () => {
    const passed = await participantWithKit();
    const passFilm = await waitedFiveMinutes(passed.cookie, passed.kit.code);
    await passFilm.finish();
    expect((await photo(passed, passFilm.id)).json().status).toBe('final');
    const passFinalAt = clock.now().getTime();
    const failed = await participantWithKit();
    const failFilm = await waitedFiveMinutes(failed.cookie, failed.kit.code);
    await failFilm.finish();
    const failedSent = await call('POST', `/api/testkit/${failed.kit.code}/photo`, failed.cookie, {
      image: await kitPhoto(failed.kit.code, LINES.failed),
      recordingId: failFilm.id,
    });
    expect(failedSent.json()).toMatchObject({ status: 'final', result: 'failed' });
    const finalAt = clock.now().getTime();
    await t.app.jobs.runDue(100);
    const [pass] = await recordingsOfKit(passed.kit.id);
    const [fail] = await recordingsOfKit(failed.kit.id);
    expect(pass!.deleteAfter!.getTime()).toBe(passFinalAt + RECORDING_RETENTION_MS);
    expect(fail!.deleteAfter!.getTime()).toBe(
      finalAt + RESULT_DISPUTE_HOURS * 60 * 60 * 1000 + RECORDING_RETENTION_MS,
    );

    clock.advance(passFinalAt + RECORDING_RETENTION_MS - 60_000 - clock.now().getTime());
    await t.app.jobs.runDue(100);
    expect(await fileOf(pass!.storageKey!)).not.toBeNull();
    clock.advance(2 * 60_000);
    await t.app.jobs.runDue(100);
    expect(await fileOf(pass!.storageKey!)).toBeNull();
    const [gone] = await recordingsOfKit(passed.kit.id);
    expect(gone).toMatchObject({ state: 'deleted', storageKey: null });
    const [passTest] = await t.database.db
      .select()
      .from(testkitTests)
      .where(eq(testkitTests.testkitId, passed.kit.id));
    const operatorUrl = `/api/admin/testkits/tests/${passTest!.id}/recording`;
    expect((await call('GET', operatorUrl, admin)).statusCode).toBe(404);
    // The failed reading's film waits for its dispute window.
    expect(await fileOf(fail!.storageKey!)).not.toBeNull();
    clock.advance(fail!.deleteAfter!.getTime() - clock.now().getTime());
    await t.app.jobs.runDue(100);
    expect(await fileOf(fail!.storageKey!)).toBeNull();
  });

  it("with the participant's account, whatever their tests' state", async () => {
    const p = await participantWithKit();
    const film = await recording.startFilming(p.cookie, p.kit.code);
    await film.for(60_000);
    const [row] = await recordingsOfKit(p.kit.id);
    expect(await fileOf(row!.storageKey!)).not.toBeNull();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/participant',
      headers: { cookie: p.cookie },
      payload: { confirmation: p.email, password: p.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await fileOf(row!.storageKey!)).toBeNull();
    expect((await recordingsOfKit(p.kit.id))[0]).toMatchObject({
      state: 'deleted',
      storageKey: null,
    });
  });

  it('a recording no photo came for is deleted 30 days after it began', async () => {
    const p = await participantWithKit();
    const film = await recording.startFilming(p.cookie, p.kit.code);
    await film.for(60_000);
    const [row] = await recordingsOfKit(p.kit.id);
    clock.advance(30 * DAY - 2 * 60_000);
    await t.app.jobs.runDue(100);
    expect(await fileOf(row!.storageKey!)).not.toBeNull();
    clock.advance(2 * 60_000);
    await t.app.jobs.runDue(100);
    expect(await fileOf(row!.storageKey!)).toBeNull();
    expect((await recordingsOfKit(p.kit.id))[0]!.state).toBe('deleted');
    expect(await recording.offsetOf(p.cookie, film.id)).toBe(null);
  });
});

describe("the participant's data export names the recordings (T5)", () => {
  it('lists each with a download link that works for a day, for that recording only', async () => {
    const p = await participantWithKit();
    const other = await participantWithKit();
    const film = await waitedFiveMinutes(p.cookie, p.kit.code);
    await film.finish();
    const sent = await photo(p, film.id);
    const otherFilm = await recording.startFilming(other.cookie, other.kit.code);
    const exported = await call('GET', '/api/account/export', p.cookie);
    expect(exported.statusCode).toBe(200);
    const [listed, ...more] = exported.json().testRecordings;
    expect(more).toHaveLength(0);
    expect(listed).toMatchObject({
      id: film.id,
      testId: sent.json().testId,
      mimeType: 'video/webm',
      state: 'complete',
    });
    const link = new URL(listed.download);
    expect(link.pathname).toBe(`${RECORDINGS}/${film.id}/download`);
    // No session needed: the link is the key, for this recording alone.
    const download = await call('GET', `${link.pathname}${link.search}`, '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.subarray(0, WEBM_START.length)).toEqual(WEBM_START);
    const elsewhere = `${RECORDINGS}/${otherFilm.id}/download${link.search}`;
    expect((await call('GET', elsewhere, '')).statusCode).toBe(404);
    const forged = `${link.pathname}?token=${encodeURIComponent(`9999999999.${'A'.repeat(43)}`)}`;
    expect((await call('GET', forged, '')).statusCode).toBe(404);
    // Another person's export has none of them.
    const theirs = await call('GET', '/api/account/export', other.cookie);
    expect(theirs.json().testRecordings.map((r: { id: string }) => r.id)).toEqual([otherFilm.id]);
    // A day later the link no longer works (sessions' clock: the last test of the file).
    sessions.advance(DAY + 60_000);
    expect((await call('GET', `${link.pathname}${link.search}`, '')).statusCode).toBe(404);
  });
});
