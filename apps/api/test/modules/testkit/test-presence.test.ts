// T6 at the photo: the flags the device noted while the saliva was collected (the kit's QR code
// and a face in view, once a second). Seen throughout: the reading stands; absent over 20 % of
// the time, or no flags sent: the test goes to review with the reason for the operator, never
// refused. The flags are kept with the recording the app named, else with the reading.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testkitTests, testRecordings } from '../../../src/db/schema';
import { manualClock } from '../../../src/platform/clock';
import { PUBLIC_URL } from '../../support/money';
import { signedInAdmin } from '../../support/admin-helpers';
import { createTestApp, type TestApp } from '../../support/test-app';
import { kitPhoto, LINES, SEEN_THROUGHOUT, testkitCalls } from '../../support/testkit-fixture';

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

const { call, day28WithKit, waitedFiveMinutes } = testkitCalls(() => t, clock);

/** A participant whose filmed wait is over, sending a clear photo of a passed kit. */
async function photoWith(presence: object | undefined, named = true) {
  const p = await day28WithKit(admin, { fundedCents: 20_000 });
  const film = await waitedFiveMinutes(p.cookie, p.kit.code);
  const res = await call('POST', `/api/testkit/${p.kit.code}/photo`, p.cookie, {
    image: await kitPhoto(p.kit.code, LINES.passed),
    presence,
    ...(named ? { recordingId: film.id } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const [test] = await t.database.db
    .select()
    .from(testkitTests)
    .where(eq(testkitTests.testkitId, p.kit.id));
  const [recording] = await t.database.db
    .select()
    .from(testRecordings)
    .where(eq(testRecordings.id, film.id));
  return { reading: res.json(), test: test!, recording: recording! };
}

const seen = (absentSeconds: number) => ({
  ...SEEN_THROUGHOUT,
  face: '0'.repeat(absentSeconds) + '1'.repeat(300 - absentSeconds),
});

describe('presence flags with the photo (T6)', () => {
  it('lets the reading stand when the kit and a face were in view, and keeps the flags with the recording', async () => {
    const { reading, test, recording } = await photoWith(seen(60));
    expect(reading).toMatchObject({ status: 'final', result: 'passed' });
    expect(test.reading).toMatchObject({
      presenceCheck: { reason: null, seconds: 300, absentShare: 0.2 },
    });
    expect(recording.presence).toEqual(seen(60));
    expect(test.reading).not.toHaveProperty('presence');
  });

  it('sends the test to review when the face was away over 20 % of the time', async () => {
    const { reading, test } = await photoWith(seen(61));
    expect(reading).toMatchObject({ status: 'review', result: null, predicted: 'passed' });
    expect(test.reading).toMatchObject({
      reason: 'ok',
      presenceCheck: { reason: 'presence_absent', seconds: 300 },
    });
  });

  it('sends a photo without flags to review instead of refusing it', async () => {
    const { reading, test, recording } = await photoWith(undefined);
    expect(reading).toMatchObject({ status: 'review', result: null });
    expect(test.reading).toMatchObject({ presenceCheck: { reason: 'presence_missing' } });
    expect(recording.presence).toBeNull();
  });

  it('keeps the flags in the reading when the app names no recording', async () => {
    const { reading, test } = await photoWith(SEEN_THROUGHOUT, false);
    expect(reading).toMatchObject({ status: 'final', result: 'passed' });
    expect(test.reading).toMatchObject({ presence: SEEN_THROUGHOUT });
  });
});
