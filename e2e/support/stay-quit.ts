// Steps of the stay-quit journey (C8): a participant whose course test passed on day 28 (with a
// payout method), and a nicotine test taken through the witnessed endpoints by API: the identity
// check once, a film from the scan through the wait, the photo of a clean pass.
import type { APIRequestContext, Browser } from '@playwright/test';
import { random, randomParams, renderPhoto } from '@quit/test-support/synthetic-photo';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { berlinHour, operatorClock, type OperatorClock } from './clock';
import { berlinDate, completeProfile, fundedBy, newSupporter } from './course';
import { grantAdmin } from './database';
import { expect, newPerson, signUp, type Language } from './donations';
import { filmByApi } from './recording';

/** Line strengths the reader is sure of: a negative test (T line visible) passes. */
const PASSED_LINES = { c: 0.9, t: 0.8 };

/** A few letters unique to this run: every journey's participant is otherwise "Ada Lovelace". */
const someLetters = () =>
  Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

/**
 * An operator (who moves the product's clock) and a participant funded by a supporter whose
 * course is at noon of day 28 with a kit posted, under a last name of their own.
 */
export async function fundedAtDay28(
  browser: Browser,
  baseURL: string | undefined,
  language: Language,
) {
  const admin = await newPerson(browser, baseURL, language);
  const adminAccount = await signUp(admin.context, 'supporter', {
    firstName: 'Otto',
    lastName: 'Operator',
  });
  await grantAdmin(adminAccount.email);
  const clock = operatorClock(admin.context.request);
  await clock.reset();

  const person = await newPerson(browser, baseURL, language);
  const lastName = `Lovelace${someLetters()}`;
  const account = await signUp(person.context, 'participant', { firstName: 'Ada', lastName });
  const profile = await person.context.request.put('/api/participant', {
    data: { ...completeProfile, lastName, language },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const supporter = await newSupporter((await newPerson(browser, baseURL, language)).context);
  await fundedBy(supporter, account, baseURL);

  const participant = person.context.request;
  const now = await clock.now();
  const chosen = await participant.post('/api/course', {
    data: { startDate: berlinDate(1, now), testTermsVersion: TEST_TERMS_VERSION },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await clock.advance({ hours: 24 + 12 - berlinHour(now) });
  await clock.advance({ days: 27 });
  const course = (await (await participant.get('/api/course/active')).json()) as {
    id: string;
    day: number;
  };
  expect(course.day).toBe(28);
  const kit = await newKit(admin.context.request);
  const assigned = await admin.context.request.post(`/api/admin/testkits/${kit.id}/assign`, {
    data: { courseId: course.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return {
    admin,
    operator: admin.context.request,
    clock,
    person,
    participant,
    account: { ...account, fullName: `Ada ${lastName}` },
    course,
    kit,
  };
}

/** One new kit in stock (unused, posted to nobody). */
export async function newKit(operator: APIRequestContext) {
  const made = await operator.post('/api/admin/testkits', { data: { count: 1 } });
  expect(made.status(), await made.text()).toBe(201);
  const [kit] = ((await made.json()) as { testkits: Array<{ id: string; code: string }> }).testkits;
  return kit!;
}

/** The identity check (A6, once before the first test) through the sandbox's own call. */
export async function verifyIdentity(
  participant: APIRequestContext,
  baseURL: string | undefined,
  kitCode: string,
) {
  const scanned = await participant.get(`/api/testkit/${kitCode}/participant`);
  expect(scanned.status(), await scanned.text()).toBe(200);
  const kitId = ((await scanned.json()) as { id: string }).id;
  const session = await participant.post('/api/stripe/verificationsession', {
    data: { testkit_id: kitId, redirectUrl: `${baseURL}/participant/dashboard` },
  });
  expect(session.status(), await session.text()).toBe(200);
  const sessionId = new URL(((await session.json()) as { url: string }).url).pathname
    .split('/')
    .pop();
  const answered = await participant.post(`/api/sandbox/identity/${sessionId}`, {
    data: { action: 'verify' },
  });
  expect(answered.status(), await answered.text()).toBe(200);
  await expect(async () => {
    const view = await participant.get(`/api/testkit/${kitCode}/participant`);
    expect(((await view.json()) as { identity: string }).identity).toBe('verified');
  }).toPass({ timeout: 20_000 });
}

/**
 * The witnessed test by API: scan, film, the 5-minute wait on the moved clock, a clean pass; the
 * device's presence flags (T6) say the kit and a face were in view every second.
 */
export async function passTestByApi(
  participant: APIRequestContext,
  clock: OperatorClock,
  kitCode: string,
) {
  const scanned = await participant.get(`/api/testkit/${kitCode}/participant`);
  expect(scanned.status(), await scanned.text()).toBe(200);
  const film = await filmByApi(participant, clock, kitCode);
  const startedAt = await clock.now();
  const started = await participant.post(`/api/testkit/${kitCode}/start`);
  expect(started.status(), await started.text()).toBe(200);
  await film.for();
  const endedAt = await clock.now();
  const seconds = Math.round((endedAt.getTime() - startedAt.getTime()) / 1000);
  const seen = '1'.repeat(seconds);
  const params = {
    ...randomParams(random(7), PASSED_LINES),
    code: kitCode,
    rotation: 5,
    scale: 0.65,
  };
  const photo = (await renderPhoto(params, 3)).toString('base64');
  const sent = await participant.post(`/api/testkit/${kitCode}/photo`, {
    data: {
      image: photo,
      recordingId: film.id,
      presence: {
        startedAt: startedAt.toISOString(),
        endedAt: endedAt.toISOString(),
        qr: seen,
        face: seen,
      },
    },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  expect(await sent.json()).toMatchObject({ status: 'final', result: 'passed' });
}

/** A payout method, so that a pass's money can go out (sandbox IBAN). */
export async function addBankAccount(participant: APIRequestContext) {
  const saved = await participant.post('/api/participant/bankaccount', {
    data: { accountHolder: 'Ada Lovelace', iban: 'DE89370400440532013000' },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}
