// Privacy (A4): walks every endpoint in the API description a participant can call, plus the
// mails they get, and proves that no answer carries a supporter's email or an anonymous
// donor's name.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Seminar } from '@quit/contracts/programme';
import { dateInTimeZone } from '@quit/domain/dates';
import { findOpenCourse } from '../../../src/modules/course-row/current-course';
import { listOutbox } from '../../../src/providers/mail/outbox-reader';
import { signUp, verifyEmail } from '../../support/accounts';
import {
  addBankAccount,
  donate,
  newParticipant,
  PUBLIC_URL,
  setCourseState,
} from '../../support/money';
import { participantOnDay, seedFixture, writeDiaryDays } from '../../support/programme-fixture';
import { createTestApp, type TestApp } from '../../support/test-app';
import { watchSeminar } from '../../support/watch-seminar';
import { manualClock } from '../../../src/platform/clock';

let t: TestApp;
/** The product's calendar, from now on: a seminar is watched over its length (record 0071). */
const clock = manualClock(new Date());
let storageDir = '';
beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-privacy-storage-'));
  t = await createTestApp(
    { SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL, STORAGE_DIR: storageDir },
    undefined,
    { calendar: clock },
  );
  await seedFixture(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

it('no participant-facing answer contains a supporter email or an anonymous name', async () => {
  const p = await newParticipant(t.app);
  const supporter = await signUp(t.app, { role: 'supporter' });
  await donate(t.app, p.id, { donorEmail: supporter.email, donorName: 'Named Supporter' });
  await donate(t.app, p.id, {
    anonymous: true,
    donorName: 'Hidden Person',
    donorEmail: 'hidden.person@example.com',
  });
  await donate(t.app, p.id, { donorName: 'Plain Donor', donorEmail: 'plain.donor@example.com' });
  await addBankAccount(t.app, p.cookie);
  const secrets = [
    supporter.email,
    'hidden.person@example.com',
    'plain.donor@example.com',
    'Hidden Person',
  ];

  const spec = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const gets = Object.entries(spec.paths)
    .filter(([, methods]) => 'get' in methods)
    .map(([path]) => path.replace(/\{[^}]+\}/g, p.id));
  expect(gets).toEqual(
    expect.arrayContaining([
      '/api/participant/balance',
      `/api/participant/${p.id}/public`,
      '/api/participant',
      '/api/account/session',
    ]),
  );
  const calls = [
    ...gets.map((url) => ({ method: 'GET' as const, url })),
    { method: 'POST' as const, url: '/api/participant/stripeaccount' },
  ];
  // The payout answers too, once the course may pay out.
  await setCourseState(t.database.db, p.id, 'passed');
  calls.push({ method: 'POST', url: '/api/participant/payout' });

  let checked = 0;
  for (const call of calls) {
    const res = await t.app.inject({ ...call, headers: { cookie: p.cookie } });
    for (const secret of secrets) {
      expect(res.body.includes(secret), `${call.method} ${call.url} leaks ${secret}`).toBe(false);
    }
    if (res.statusCode === 200) checked += 1;
  }
  expect(checked).toBeGreaterThanOrEqual(8);

  // The named supporter is shown by name, so the walk above did see donor data.
  const balance = await t.app.inject({
    url: '/api/participant/balance',
    headers: { cookie: p.cookie },
  });
  expect(balance.body).toContain('Named Supporter');

  await t.app.jobs.runDue();
  const toParticipant = (await listOutbox(t.database.db, { limit: 100 })).filter(
    (mail) => mail.to === p.email,
  );
  expect(toParticipant.length).toBeGreaterThanOrEqual(3);
  for (const mail of toParticipant) {
    for (const secret of secrets) expect(mail.text + (mail.html ?? '')).not.toContain(secret);
  }
});

// A4: supporters and the public see progress as counts (seminars watched, diary days kept) and
// never a diary field; walks every GET in the API description as a supporter and anonymously.
it('no supporter or public answer carries diary contents, only the counts', async () => {
  const today = dateInTimeZone(clock.now(), 'Europe/Berlin');
  const p = await participantOnDay(t.app, t.database.db, today, 3);
  const supporter = await signUp(t.app, { role: 'supporter' });
  await verifyEmail(t.app, supporter.email); // gifts link only through a verified address (A7)
  await donate(t.app, p.id, { donorEmail: supporter.email, donorName: 'Named Supporter' });
  const course = await findOpenCourse(t.database.db, p.id);
  await writeDiaryDays(t.database.db, course!.id, {
    smokeFree: 1,
    smoked: 1,
    notes: 'DIARY-SECRET-NOTE',
  });
  const [seminar] = (
    await t.app.inject({ url: '/api/resource/currentday', headers: { cookie: p.cookie } })
  ).json<{ seminars: Seminar[] }>().seminars;
  const watched = await watchSeminar(t.app, clock, {
    cookie: p.cookie,
    seminarId: seminar!.id,
    until: 100,
  });
  expect(watched.json()).toMatchObject({ watched: true });

  // Watching stored the badge the smoke-free day had earned (first smoke-free day); supporters'
  // counts leave smoke-free badges out, since one lagging the diary days tells of a slip (C9).
  const progress = { seminarsWatched: 1, diaryDaysKept: 2, badgesEarned: 0 };
  const donations = await t.app.inject({
    url: '/api/supporter/donations',
    headers: { cookie: supporter.cookie },
  });
  expect(donations.json().participants).toEqual([expect.objectContaining({ id: p.id, progress })]);
  const fundraiser = await t.app.inject({ url: `/api/participant/${p.id}/public` });
  expect(fundraiser.json().progress).toEqual(progress);

  const diaryWords =
    /DIARY-SECRET-NOTE|smokingDesire|cravingCount|sleepHours|smokedSinceLastEntry|irritability|"notes"/;
  const spec = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const gets = Object.entries(spec.paths)
    .filter(([url, methods]) => 'get' in methods && !url.startsWith('/api/openapi'))
    .map(([url]) => url.replace(/\{[^}]+\}/g, p.id).replace('/*', '/seminars/day01-morning.mp4'));
  expect(gets).toEqual(
    expect.arrayContaining(['/api/feedback/currentday', '/api/supporter/donations']),
  );
  let answered = 0;
  for (const url of gets) {
    for (const headers of [{ cookie: supporter.cookie }, {}]) {
      const res = await t.app.inject({ url, headers });
      expect(diaryWords.test(res.body), `GET ${url} shows diary contents`).toBe(false);
      if (res.statusCode === 200) answered += 1;
    }
  }
  expect(answered).toBeGreaterThanOrEqual(6);
  // The participant does read their own diary through the same walk's endpoint.
  const own = await t.app.inject({
    url: '/api/feedback/currentday',
    headers: { cookie: p.cookie },
  });
  expect(own.statusCode).toBe(200);
});
