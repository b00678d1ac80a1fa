// Push notifications (P7, record 0079) against a local push service: devices are the owner's
// alone, errors read in the caller's language, a push arrives encrypted and is decrypted there
// with its kind and language, nothing but a spot test's announcement arrives in quiet hours, a
// kind switched off sends nothing, and a subscription the service reports gone is removed.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload, PushSettings } from '@quit/contracts/push';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { courses, mailOutbox, pushSubscriptions, spotTests } from '../../../src/db/schema';
import { enqueuePush, type PushJob } from '../../../src/modules/push/send-push';
import { manualClock } from '../../../src/platform/clock';
import { signedInAdmin } from '../../support/admin-helpers';
import { startLocalPushService, type LocalPushService } from '../../support/local-push-service';
import { completeProfile, newParticipant, PUBLIC_URL, readyParticipant } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let service: LocalPushService;
let t: TestApp | undefined;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  service = await startLocalPushService();
});
afterAll(async () => {
  await service.close();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appAt(iso: string, env: Record<string, string> = {}): Promise<TestApp> {
  clock = manualClock(new Date(iso));
  t = await createTestApp(
    { SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL, PUSH_ENDPOINT_ORIGINS: service.origin, ...env },
    undefined,
    // 0.5 draws a spot test's day in the middle of its pool (when SPOT_TESTS asks for one).
    { calendar: clock, random: () => 0.5 },
  );
  return t;
}

async function moveTo(iso: string) {
  clock.advance(new Date(iso).getTime() - clock.now().getTime());
  // A reminder's round queues its push; the next round sends it.
  await t!.app.jobs.runDue();
  await t!.app.jobs.runDue();
}

/** A browser of this person subscribes at the local service and registers with the app. */
async function addDevice(cookie: string, name = 'Firefox on Android') {
  const key = await t!.app.inject({ url: '/api/push/key' });
  expect(key.statusCode).toBe(200);
  const subscription = await service.subscribe(key.json<{ publicKey: string }>().publicKey);
  const added = await t!.app.inject({
    method: 'POST',
    url: '/api/participant/push/devices',
    headers: { cookie },
    payload: { endpoint: subscription.endpoint, keys: subscription.keys, name },
  });
  expect(added.statusCode, added.body).toBe(200);
  return { subscription, settings: added.json<PushSettings>() };
}

async function switchOn(cookie: string, kinds: PushJob['kind'][]) {
  const saved = await t!.app.inject({
    method: 'PUT',
    url: '/api/participant/push',
    headers: { cookie },
    payload: { kinds },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json<PushSettings>().kinds).toEqual(kinds);
}

async function received(clientHash: string): Promise<PushPayload[]> {
  return (await service.received(clientHash)).map((text) => JSON.parse(text) as PushPayload);
}

async function participantWithCourse(language: 'de' | 'en', startDate: string) {
  const { app } = t!;
  const p = await readyParticipant(app, { language, fundedCents: 14_000 });
  const saved = await app.inject({
    method: 'PUT',
    url: '/api/participant',
    headers: { cookie: p.cookie },
    payload: { ...completeProfile, language },
  });
  expect(saved.statusCode).toBe(200);
  const started = await app.inject({
    method: 'POST',
    url: '/api/course',
    headers: { cookie: p.cookie },
    payload: { startDate, testTermsVersion: TEST_TERMS_VERSION },
  });
  expect(started.statusCode, started.body).toBe(200);
  return p;
}

describe('push devices', () => {
  it('lists, replaces and removes the caller’s own devices only, with errors in de and en', async () => {
    const { app } = await appAt('2027-01-10T12:00:00Z');
    const ada = await newParticipant(app, 'en');
    const bea = await newParticipant(app, 'de');

    const key = await app.inject({ url: '/api/push/key' });
    expect(key.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const empty = await app.inject({
      url: '/api/participant/push',
      headers: { cookie: ada.cookie },
    });
    expect(empty.json()).toEqual({ kinds: [], devices: [] });
    expect((await app.inject({ url: '/api/participant/push' })).statusCode).toBe(401);

    const { subscription, settings } = await addDevice(ada.cookie, 'Mozilla/5.0\u0000 (Android)');
    expect(settings.devices).toEqual([
      {
        id: expect.any(String),
        name: 'Mozilla/5.0 (Android)',
        createdAt: clock.now().toISOString(),
      },
    ]);
    // The same browser again (its keys renewed) is still one device.
    const again = await app.inject({
      method: 'POST',
      url: '/api/participant/push/devices',
      headers: { cookie: ada.cookie },
      payload: { endpoint: subscription.endpoint, keys: subscription.keys, name: 'Firefox' },
    });
    expect(again.json<PushSettings>().devices.map((d) => d.name)).toEqual(['Firefox']);
    const [device] = again.json<PushSettings>().devices;

    // An endpoint that is no push service is refused, in the caller's language.
    const foreign = {
      endpoint: 'https://attacker.example/notify',
      keys: subscription.keys,
      name: 'x',
    };
    for (const [who, message] of [
      [ada, 'This browser reported a push service we do not know. Please try another browser.'],
      [
        bea,
        'Dieser Browser hat einen Push-Dienst gemeldet, den wir nicht kennen. Bitte versuch es mit einem anderen Browser.',
      ],
    ] as const) {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/participant/push/devices',
        headers: { cookie: who.cookie },
        payload: foreign,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'PUSH_ENDPOINT_NOT_ALLOWED', message });
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/participant/push/devices',
        headers: { cookie: who.cookie },
        payload: { endpoint: subscription.endpoint, keys: { p256dh: 'short' }, name: 'x' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toBe(
        who === ada ? 'The Data you provided is invalid.' : 'Die angegebenen Daten sind ungültig.',
      );
      const unknownKind = await app.inject({
        method: 'PUT',
        url: '/api/participant/push',
        headers: { cookie: who.cookie },
        payload: { kinds: ['diary_open', 'adverts'] },
      });
      expect(unknownKind.statusCode).toBe(400);
    }

    // Bea can neither see nor remove Ada's device.
    const beas = await app.inject({
      url: '/api/participant/push',
      headers: { cookie: bea.cookie },
    });
    expect(beas.json<PushSettings>().devices).toEqual([]);
    const notHers = await app.inject({
      method: 'DELETE',
      url: `/api/participant/push/devices/${device!.id}`,
      headers: { cookie: bea.cookie },
    });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json()).toMatchObject({
      code: 'PUSH_DEVICE_NOT_FOUND',
      message: 'Dieses Gerät ist nicht (mehr) für Mitteilungen eingerichtet.',
    });
    const adas = await app.inject({
      url: '/api/participant/push',
      headers: { cookie: ada.cookie },
    });
    expect(adas.json<PushSettings>().devices).toHaveLength(1);

    // The data export names the device and the kinds, never the endpoint or its keys.
    await switchOn(ada.cookie, ['chat_reply']);
    const exported = await app.inject({
      url: '/api/account/export',
      headers: { cookie: ada.cookie },
    });
    expect(exported.json<{ pushNotifications: unknown }>().pushNotifications).toEqual({
      kinds: ['chat_reply'],
      devices: [{ name: 'Firefox', createdAt: clock.now().toISOString() }],
    });
    expect(exported.body).not.toContain(subscription.endpoint);
    expect(exported.body).not.toContain(subscription.keys.auth);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/participant/push/devices/${device!.id}`,
      headers: { cookie: ada.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<PushSettings>().devices).toEqual([]);
  });
});

describe('a browser signing out', () => {
  const forget = (cookie: string | undefined, endpoint: unknown) =>
    t!.app.inject({
      method: 'POST',
      url: '/api/push/devices/forget',
      headers: cookie ? { cookie } : {},
      payload: { endpoint },
    });
  const devicesOf = async (cookie: string) =>
    (
      await t!.app.inject({ url: '/api/participant/push', headers: { cookie } })
    ).json<PushSettings>().devices;

  it('forgets its own subscription, and only the caller’s: nobody else’s row changes', async () => {
    const { app } = await appAt('2027-01-10T12:00:00Z');
    const ada = await newParticipant(app, 'en');
    const bea = await newParticipant(app, 'de');
    const phone = await addDevice(ada.cookie, 'Phone');
    const laptop = await addDevice(ada.cookie, 'Laptop');
    const beas = await addDevice(bea.cookie, 'Tablet');
    const rows = async () =>
      (await t!.database.db.select().from(pushSubscriptions)).map((r) => r.endpoint).sort();
    const before = await rows();
    expect(before).toHaveLength(3);

    // Bea names Ada's browser: the same answer, and nothing changes.
    const notHers = await forget(bea.cookie, phone.subscription.endpoint);
    expect(notHers.statusCode, notHers.body).toBe(200);
    expect(notHers.json()).toEqual({ ok: true });
    expect(await rows()).toEqual(before);
    // Without a session: refused, nothing changes.
    const anonymous = await forget(undefined, phone.subscription.endpoint);
    expect(anonymous.statusCode).toBe(401);
    expect(await rows()).toEqual(before);
    // Not an endpoint: refused in the caller's language, nothing changes.
    for (const [who, message] of [
      [ada, 'The Data you provided is invalid.'],
      [bea, 'Die angegebenen Daten sind ungültig.'],
    ] as const) {
      const malformed = await forget(who.cookie, { url: phone.subscription.endpoint });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toBe(message);
      const empty = await forget(who.cookie, '');
      expect(empty.statusCode).toBe(400);
    }
    expect(await rows()).toEqual(before);

    // Ada's phone signs out: its row goes; her laptop and Bea's tablet stay.
    const forgotten = await forget(ada.cookie, phone.subscription.endpoint);
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    expect((await devicesOf(ada.cookie)).map((d) => d.name)).toEqual(['Laptop']);
    expect((await devicesOf(bea.cookie)).map((d) => d.name)).toEqual(['Tablet']);
    expect(await rows()).toEqual([laptop.subscription.endpoint, beas.subscription.endpoint].sort());
    // Again (a second tab signing out): the same answer.
    expect((await forget(ada.cookie, phone.subscription.endpoint)).statusCode).toBe(200);

    // Her phone gets no more pushes; the laptop still does.
    await switchOn(ada.cookie, ['diary_open']);
    await enqueuePush(
      t!.database.db,
      { userId: ada.id, kind: 'diary_open', day: 3 },
      { key: 'after-sign-out', now: clock.now() },
    );
    await t!.app.jobs.runDue();
    expect(await received(phone.subscription.clientHash)).toEqual([]);
    expect((await received(laptop.subscription.clientHash)).map((p) => p.kind)).toEqual([
      'diary_open',
    ]);
  });
});

describe('sending pushes', () => {
  it('pushes the diary’s opening in each participant’s language, only to who switched it on', async () => {
    await appAt('2027-03-25T10:00:00Z');
    const en = await participantWithCourse('en', '2027-03-26');
    const de = await participantWithCourse('de', '2027-03-26');
    const off = await participantWithCourse('en', '2027-03-26');
    const enDevice = await addDevice(en.cookie);
    const deDevice = await addDevice(de.cookie);
    const offDevice = await addDevice(off.cookie);
    await switchOn(en.cookie, ['diary_open']);
    await switchOn(de.cookie, ['diary_open', 'chat_reply']);
    await switchOn(off.cookie, ['chat_reply', 'spot_test']);

    await moveTo('2027-03-26T16:59:00Z'); // 17:59 in Berlin: not yet
    expect(await received(enDevice.subscription.clientHash)).toEqual([]);
    await moveTo('2027-03-26T17:00:00Z'); // 18:00: day 1's diary opens
    expect(await received(enDevice.subscription.clientHash)).toEqual([
      {
        kind: 'diary_open',
        language: 'en',
        title: 'Your diary for day 1 is open',
        body: 'Two minutes for how today went: write it down while you remember.',
        url: '/participant/dashboard',
      },
    ]);
    expect(await received(deDevice.subscription.clientHash)).toEqual([
      expect.objectContaining({
        kind: 'diary_open',
        language: 'de',
        title: 'Dein Tagebuch für Tag 1 ist offen',
      }),
    ]);
    expect(await received(offDevice.subscription.clientHash)).toEqual([]);
    // Once per event: the rounds after send nothing again.
    await t!.app.jobs.runDue();
    expect(await received(enDevice.subscription.clientHash)).toHaveLength(1);
  });

  it('pushes an operator’s answer left unread for 15 minutes, once, beside its mail', async () => {
    const { app, database } = await appAt('2027-01-11T09:00:00Z'); // a Monday, 10:00 in Berlin
    const admin = await signedInAdmin(app, database.db);
    const p = await newParticipant(app, 'de');
    const { subscription } = await addDevice(p.cookie);
    await switchOn(p.cookie, ['chat_reply']);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/participant/chat/messages',
      headers: { cookie: p.cookie },
      payload: { clientId: 'push-msg-1', text: 'Hallo' },
    });
    expect(sent.statusCode).toBe(201);
    const { id } = (
      await app.inject({ url: '/api/participant/chat', headers: { cookie: p.cookie } })
    ).json<{ id: string }>();
    for (const [clientId, text] of [
      ['push-msg-2', 'Wir sind da.'],
      ['push-msg-3', 'Noch etwas.'],
    ]) {
      const answered = await app.inject({
        method: 'POST',
        url: `/api/admin/chat/${id}/messages`,
        headers: { cookie: admin.cookie },
        payload: { clientId, text },
      });
      expect(answered.statusCode).toBe(201);
    }
    await moveTo('2027-01-11T09:14:00Z');
    expect(await received(subscription.clientHash)).toEqual([]);
    await moveTo('2027-01-11T09:16:00Z');
    await moveTo('2027-01-11T09:30:00Z');
    const pushes = await received(subscription.clientHash);
    expect(pushes).toEqual([
      {
        kind: 'chat_reply',
        language: 'de',
        title: 'Du hast eine Antwort im Chat',
        body: 'Unser Team hat auf deine Nachricht geantwortet.',
        url: '/participant/chat',
      },
    ]);
    const mails = await database.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, p.email));
    expect(mails.filter((m) => m.kind === 'chat_answer_waiting')).toHaveLength(1);
    // What the operator wrote never leaves on a lock screen.
    expect(JSON.stringify(pushes)).not.toContain('Wir sind da');
  });

  it('pushes the spot test’s announcement and the test day where their mails go', async () => {
    const { database } = await appAt('2027-01-04T10:00:00Z', { SPOT_TESTS: '1' });
    const p = await participantWithCourse('de', '2027-01-05');
    const { subscription } = await addDevice(p.cookie);
    await switchOn(p.cookie, ['test_day', 'spot_test']);
    const [spot] = await database.db
      .select()
      .from(spotTests)
      .innerJoin(courses, eq(courses.id, spotTests.courseId))
      .where(eq(courses.participantId, p.id));
    expect(spot).toBeDefined();

    await moveTo(new Date(spot!.spot_tests.announceAt.getTime() - 60_000).toISOString());
    expect(await received(subscription.clientHash)).toEqual([]);
    await moveTo(spot!.spot_tests.announceAt.toISOString());
    await t!.app.jobs.runDue();
    expect(await received(subscription.clientHash)).toEqual([
      {
        kind: 'spot_test',
        language: 'de',
        title: 'Stichprobentest heute: bitte bis 22:00 Uhr',
        body: 'Heute ist dein unangekündigter Stichprobentest. Nimm eins der Kits, die wir dir geschickt haben.',
        url: '/participant/dashboard',
      },
    ]);

    await moveTo('2027-02-01T07:00:00Z'); // day 28, 08:00 in Berlin: the test opens
    await t!.app.jobs.runDue();
    expect((await received(subscription.clientHash)).map((m) => [m.kind, m.title])).toEqual([
      ['spot_test', 'Stichprobentest heute: bitte bis 22:00 Uhr'],
      ['test_day', 'Dein Nikotintest ist offen'],
    ]);
  });

  it('sends nothing in quiet hours but the spot test’s announcement, and holds nothing back', async () => {
    const { app, database } = await appAt('2027-01-10T12:00:00Z');
    const p = await newParticipant(app, 'de');
    const { subscription } = await addDevice(p.cookie);
    await switchOn(p.cookie, [
      'diary_open',
      'seminar_waiting',
      'chat_reply',
      'test_day',
      'spot_test',
    ]);

    clock.advance(new Date('2027-01-10T22:30:00Z').getTime() - clock.now().getTime()); // 23:30
    const now = clock.now();
    for (const kind of ['diary_open', 'seminar_waiting', 'chat_reply', 'test_day'] as const) {
      await enqueuePush(database.db, { userId: p.id, kind, day: 3 }, { key: `night-${kind}`, now });
    }
    await enqueuePush(
      database.db,
      { userId: p.id, kind: 'spot_test', dueTime: '22:00' },
      { key: 'night-spot', now },
    );
    await app.jobs.runDue();
    expect(await received(subscription.clientHash)).toEqual([
      expect.objectContaining({
        kind: 'spot_test',
        language: 'de',
        title: 'Stichprobentest heute: bitte bis 22:00 Uhr',
      }),
    ]);
    // Dropped, not held: the morning brings nothing of the night's.
    await moveTo('2027-01-11T06:05:00Z'); // 07:05
    expect(await received(subscription.clientHash)).toHaveLength(1);

    // In the day a kind switched on arrives; one switched off after its push was queued, or
    // before, sends nothing.
    const day = clock.now();
    for (const kind of ['chat_reply', 'test_day'] as const) {
      await enqueuePush(database.db, { userId: p.id, kind }, { key: `day-${kind}`, now: day });
    }
    await switchOn(p.cookie, ['chat_reply']);
    await enqueuePush(
      database.db,
      { userId: p.id, kind: 'seminar_waiting' },
      { key: 'day-s', now: day },
    );
    await app.jobs.runDue();
    expect((await received(subscription.clientHash)).map((m) => [m.kind, m.title, m.url])).toEqual([
      ['spot_test', 'Stichprobentest heute: bitte bis 22:00 Uhr', '/participant/dashboard'],
      ['chat_reply', 'Du hast eine Antwort im Chat', '/participant/chat'],
    ]);
  });

  it('removes a subscription the push service reports gone (410) and keeps the live one', async () => {
    const { app, database } = await appAt('2027-01-10T12:00:00Z');
    const p = await newParticipant(app, 'en');
    const lost = await addDevice(p.cookie, 'Lost phone');
    const laptop = await addDevice(p.cookie, 'Laptop');
    await switchOn(p.cookie, ['chat_reply']);
    await service.expire(lost.subscription.clientHash);

    await enqueuePush(
      database.db,
      { userId: p.id, kind: 'chat_reply' },
      { key: 'gone-test', now: clock.now() },
    );
    await app.jobs.runDue();
    expect(await received(laptop.subscription.clientHash)).toEqual([
      expect.objectContaining({ kind: 'chat_reply', title: 'You have an answer in the chat' }),
    ]);
    const rows = await database.db
      .select({ name: pushSubscriptions.name })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, p.id));
    expect(rows).toEqual([{ name: 'Laptop' }]);
  });
});
