// The nicotine test as a participant takes it, with the sandbox calendar moved to day 28: an
// operator creates and assigns a kit, the participant reads the warning, verifies identity on
// the sandbox's page, scans the kit's QR code in the live picture of a fake camera (Chromium
// playing a video of a kit drawn by the repo's generator), collects saliva, waits the 5 minutes
// held by the server (shortened by moving the product's clock, then a reload), shows the result
// window, and sees the result; a passed test makes the pot payable. Then the way without a
// camera: the camera refused on the laptop, the test handed to a phone by its QR code's link
// (a second browser), a failed result that moves no money during its 48-hour dispute window,
// and every supporter refunded once the clock passed it; and a failed result disputed within
// the window: under review, decided passed by an operator on /admin/reviews. Axe on every step.
// Moves the calendar: runs in the time-travel project.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expectNoViolations } from '../support/axe';
import { chromium, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import deCourse from '../../apps/web/src/locales/de/course.json' with { type: 'json' };
import deTest from '../../apps/web/src/locales/de/nicotine_test.json' with { type: 'json' };
import deSandbox from '../../apps/web/src/locales/de/sandbox.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import enCourse from '../../apps/web/src/locales/en/course.json' with { type: 'json' };
import enTest from '../../apps/web/src/locales/en/nicotine_test.json' with { type: 'json' };
import enSandbox from '../../apps/web/src/locales/en/sandbox.json' with { type: 'json' };
import { chromiumArgs } from '../playwright.config';
import { browserEnv } from '@quit/test-support/browser-env';
import { berlinHour, operatorClock, type OperatorClock } from '../support/clock';
import {
  berlinDate,
  completeTheProfile,
  fundedBy,
  newSupporter,
  refundsOfSupporter,
} from '../support/course';
import { grantAdmin } from '../support/database';
import { expect, newPerson, signUp, type Language } from '../support/donations';
import { kitVideo, type KitLines } from '../support/kit-video';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { filmedWait } from '../support/recording';

const texts = {
  de: { test: deTest, course: deCourse, sandbox: deSandbox, admin: deAdmin },
  en: { test: enTest, course: enCourse, sandbox: enSandbox, admin: enAdmin },
} as const;

const PASSED: KitLines = { c: 0.9, t: 0.85 };
const FAILED: KitLines = { c: 0.9, t: 0 };

/** Chromium whose camera plays `video` (a Y4M file), or a camera-less fake device. */
function launchWithCamera(video: string) {
  return chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
    env: browserEnv(),
  });
}

let clock: OperatorClock | undefined;
let cameraBrowser: Browser | undefined;

test.afterEach(async () => {
  await clock?.reset();
  await cameraBrowser?.close();
  cameraBrowser = undefined;
});

/**
 * An operator and a funded participant whose course is at noon of day 28 (the calendar moved),
 * with a kit assigned by the operator through the console's API.
 */
async function day28WithKit(browser: Browser, baseURL: string | undefined, language: Language) {
  const admin = await newPerson(browser, baseURL, language);
  const adminAccount = await signUp(admin.context, 'supporter', {
    firstName: 'Otto',
    lastName: 'Operator',
  });
  await grantAdmin(adminAccount.email);
  const operator = admin.context.request;
  clock = operatorClock(operator);
  await clock.reset();

  const person = await newPerson(browser, baseURL, language);
  const account = await signUp(person.context, 'participant');
  await completeTheProfile(person.context, language);
  const supporter = await newSupporter((await newPerson(browser, baseURL, language)).context);
  await fundedBy(supporter, account, baseURL);
  await person.context.close();

  const now = await clock.now();
  return { operator, admin: admin.page, account, supporter, now };
}

async function startAndAssign(
  setup: Awaited<ReturnType<typeof day28WithKit>>,
  participant: { request: APIRequestContext },
) {
  const chosen = await participant.request.post('/api/course', {
    data: { startDate: berlinDate(1, setup.now), testTermsVersion: TEST_TERMS_VERSION },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
  await clock!.advance({ hours: 24 + 12 - berlinHour(setup.now) });
  await clock!.advance({ days: 27 });
  const course = (await (await participant.request.get('/api/course/active')).json()) as {
    id: string;
    day: number;
  };
  expect(course.day).toBe(28);
  const made = await setup.operator.post('/api/admin/testkits', { data: { count: 1 } });
  expect(made.status(), await made.text()).toBe(201);
  const [kit] = ((await made.json()) as { testkits: Array<{ id: string; code: string }> }).testkits;
  const assigned = await setup.operator.post(`/api/admin/testkits/${kit!.id}/assign`, {
    data: { courseId: course.id },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);
  return { kit: kit!, course };
}

async function signIn(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/account/signin', {
    data: { role: 'participant', email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test(`day 28 in ${language}: identity, camera scan, the wait, the photo, passed and payable`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const setup = await day28WithKit(browser, baseURL, language);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-kit-'));

    // The participant's browser: its camera plays a video of the kit (truth: passed).
    const video = path.join(dir, 'kit.y4m');
    // The kit's code is only known once the operator made it: sign in first, then the camera.
    const probe = await newPerson(browser, baseURL, language);
    await signIn(probe.page, setup.account.email, setup.account.password);
    const { kit } = await startAndAssign(setup, probe.context);
    await probe.context.close();
    await kitVideo(kit.code, PASSED, video);
    cameraBrowser = await launchWithCamera(video);
    const context = await cameraBrowser.newContext({
      baseURL,
      locale: language === 'de' ? 'de-DE' : 'en-US',
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await signIn(page, setup.account.email, setup.account.password);

    await page.goto('/participant/dashboard');
    const panel = page.getByRole('region', { name: t.test.title });
    await expect(panel.getByTestId('test-warning')).toContainText(t.test.intro.warning);
    await expect(panel.getByTestId('identity-state')).toHaveText(t.test.identity.none);
    await expect(panel.getByRole('button', { name: t.test.intro.start })).toBeDisabled();
    await expectNoViolations(page, language);

    // Identity in the sandbox: its page, "verify", back on the dashboard once the webhook came.
    await panel.getByRole('button', { name: t.test.identity.button }).click();
    await expect(page).toHaveURL(/\/sandbox\/identity\/vs_sandbox_[a-f0-9]{24}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.sandbox.identity.title);
    await expectNoViolations(page, language);
    await page.getByRole('button', { name: t.sandbox.identity.actions.verify }).click();
    await expect(page).toHaveURL(/\/participant\/dashboard\?identity=verified$/);
    await expect(panel.getByTestId('identity-state')).toHaveText(t.test.identity.verified, {
      timeout: 20_000,
    });
    await expectNoViolations(page, language);

    // The scan: the QR code in the live picture.
    // The fake camera shows the kit at once: the scan step passes in a moment (its page is
    // checked with axe in the journey without a camera, where it stays).
    await panel.getByRole('button', { name: t.test.intro.start }).click();
    await expect(panel.getByTestId('test-step-saliva')).toBeVisible({ timeout: 30_000 });
    await expect(panel.getByRole('status')).toHaveText(
      t.test.saliva.found.replace('{{code}}', kit.code),
    );
    await expectNoViolations(page, language);

    // The wait, held by the server: 5:00 and counting; a reload keeps it.
    await panel
      .getByRole('button', { name: t.test.saliva.start.replace('{{minutes}}', '5') })
      .click();
    const countdown = panel.getByTestId('wait-countdown');
    await expect(countdown).toHaveText(/^[45]:\d\d$/);
    await expectNoViolations(page, language);
    await page.reload();
    await expect(countdown).toHaveText(/^[45]:\d\d$/);
    await expect(panel.getByTestId('test-step-capture')).toHaveCount(0);

    // The product's clock moves through the wait while the camera films it (T5: a step after
    // each chunk of the recording, shown as recording); the wait is over.
    await expect(panel.getByTestId('recording-indicator')).toContainText(
      t.test.recording.recording,
    );
    await filmedWait(page, clock!);
    await page.reload();
    await expect(panel.getByTestId('test-step-capture')).toBeVisible();
    await expect(panel.getByTestId('camera-preview')).toBeVisible();
    await expectNoViolations(page, language);
    // The app takes the photo itself once it can read the window (T6).
    await expect(panel.getByTestId('test-result-passed')).toContainText(t.test.result.passed, {
      timeout: 30_000,
    });
    await expectNoViolations(page, language);

    // The pot is payable: the dashboard now says so, with the way to Billing.
    await panel.getByRole('button', { name: t.test.result.continue }).click();
    await expect(page.getByRole('heading', { name: t.course.passed.title })).toBeVisible();
    await expect(page.getByRole('link', { name: t.course.passed.billing_link })).toBeVisible();
    await expectNoViolations(page, language);
  });
}

/**
 * The way without a camera up to a failed result (T4): the camera refused on the laptop, the
 * test handed to a phone (a second browser whose camera works) by the link under the QR code;
 * the phone scans, collects, waits and takes the photo; the laptop follows and shows the result.
 */
async function failedOnPhone(browser: Browser, baseURL: string | undefined, language: Language) {
  const t = texts[language];
  const setup = await day28WithKit(browser, baseURL, language);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-kit-'));
  const probe = await newPerson(browser, baseURL, language);
  await signIn(probe.page, setup.account.email, setup.account.password);
  const { kit } = await startAndAssign(setup, probe.context);
  await probe.context.close();
  const video = path.join(dir, 'kit.y4m');
  await kitVideo(kit.code, FAILED, video);

  // The laptop: a camera is there, but the participant refuses it (no permission granted).
  cameraBrowser = await launchWithCamera(video);
  const context = await cameraBrowser.newContext({ baseURL, locale: localeOf[language] });
  const page = await context.newPage();
  await signIn(page, setup.account.email, setup.account.password);
  await page.goto('/participant/dashboard');
  const panel = page.getByRole('region', { name: t.test.title });
  await panel.getByRole('button', { name: t.test.identity.button }).click();
  await page.getByRole('button', { name: t.sandbox.identity.actions.verify }).click();
  await expect(panel.getByTestId('identity-state')).toHaveText(t.test.identity.verified, {
    timeout: 20_000,
  });
  await panel.getByRole('button', { name: t.test.intro.start }).click();

  await expect(panel.getByTestId('camera-unavailable')).toContainText(t.test.camera.refused);
  // No file field: the way on is the phone.
  await expect(panel.locator('input[type="file"]')).toHaveCount(0);
  const handoff = panel.getByTestId('handoff');
  await handoff.getByRole('button', { name: t.test.handoff.create }).click();
  await expect(handoff.getByRole('img', { name: t.test.handoff.qr_alt })).toBeVisible();
  await expect(handoff.getByTestId('handoff-state')).toHaveText(t.test.handoff.waiting);
  await expectNoViolations(page, language);
  const url = (await handoff.getByTestId('handoff-url').textContent())!.trim();
  expect(url).toMatch(/\/t\/[A-Za-z0-9_-]{22}$/);

  // The phone: not signed in, its camera allowed; the link opens this test alone.
  const phoneContext = await cameraBrowser.newContext({
    baseURL,
    locale: localeOf[language],
    permissions: ['camera'],
    viewport: { width: 390, height: 844 },
  });
  const phone = await phoneContext.newPage();
  await phone.goto(new URL(url).pathname);
  await expect(phone.getByTestId('phone-test')).toContainText(t.test.phone.intro);
  const phonePanel = phone.getByRole('region', { name: t.test.title });
  await expect(phonePanel.getByTestId('identity-state')).toHaveText(t.test.identity.verified);
  await expectNoViolations(phone, language);
  await expect(handoff.getByTestId('handoff-state')).toHaveText(t.test.handoff.progress.opened, {
    timeout: 20_000,
  });
  await phonePanel.getByRole('button', { name: t.test.intro.start }).click();
  await expect(phonePanel.getByTestId('test-step-saliva')).toBeVisible({ timeout: 30_000 });
  await phonePanel
    .getByRole('button', { name: t.test.saliva.start.replace('{{minutes}}', '5') })
    .click();
  await expect(phonePanel.getByTestId('wait-countdown')).toBeVisible();
  await expect(handoff.getByTestId('handoff-state')).toHaveText(t.test.handoff.progress.waiting, {
    timeout: 20_000,
  });

  // The link worked once: opened again (another device), it is refused in the person's words.
  const other = await (await browser.newContext({ baseURL, locale: localeOf[language] })).newPage();
  await other.goto(new URL(url).pathname);
  await expect(other.getByTestId('phone-test-error')).toHaveText(
    language === 'de'
      ? 'Dieser Link wurde schon geöffnet. Erstelle einen neuen auf dem Gerät, auf dem du den Test begonnen hast.'
      : 'This link has already been opened. Create a new one on the device where you started the test.',
  );
  await other.context().close();

  // The phone films the wait (T5) while the product's clock moves through it; then, reloaded
  // and still in its test, it takes the photo.
  await filmedWait(phone, clock!);
  await phone.reload();
  await expect(phonePanel.getByTestId('test-step-capture')).toBeVisible();
  // The app takes the photo itself once it can read the window (T6).
  await expect(phonePanel.getByTestId('test-result-failed')).toContainText(t.test.result.failed, {
    timeout: 30_000,
  });
  await phoneContext.close();

  // The laptop shows the result the phone sent.
  const failed = panel.getByTestId('test-result-failed');
  await expect(failed).toContainText(t.test.result.failed, { timeout: 30_000 });
  // Recorded, but nothing moves until the dispute window has passed (48 hours).
  const [before, after] = t.test.result.dispute_until.split('{{date}}');
  await expect(panel.getByTestId('test-result-dispute-until')).toContainText(before!);
  await expect(panel.getByTestId('test-result-dispute-until')).toContainText(after!);
  await expect(panel.getByRole('button', { name: t.test.dispute.button })).toBeVisible();
  await expectNoViolations(page, language);
  expect(await refundsOfSupporter(setup.supporter.account.id)).toEqual([]);
  return { setup, page, panel };
}

const localeOf = { en: 'en-US', de: 'de-DE' } as const;

test('without a camera: the test handed to a phone, a failed test refunds every supporter once its dispute window passed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const language = 'en';
  const t = texts[language];
  const { setup, page, panel } = await failedOnPhone(browser, baseURL, language);

  // The product's clock moves past the window: the window's job refunds every supporter.
  await clock!.advance({ hours: 49 });
  await expect
    .poll(async () => (await refundsOfSupporter(setup.supporter.account.id)).map((r) => r.status), {
      timeout: 20_000,
    })
    .toEqual(['succeeded', 'succeeded']);
  await page.reload();
  await expect(page.getByRole('heading', { name: t.course.failed.title })).toBeVisible();
  await expect(panel.getByRole('button', { name: t.test.dispute.button })).toHaveCount(0);
  await expectNoViolations(page, language);
});

test('a failed reading disputed within the window: under review, an operator decides it passed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const language = 'de';
  const t = texts[language];
  const { setup, page, panel } = await failedOnPhone(browser, baseURL, language);

  await panel.getByRole('button', { name: t.test.dispute.button }).click();
  await panel.getByLabel(t.test.dispute.label).fill('Ich habe nicht geraucht');
  await expectNoViolations(page, language);
  await panel.getByRole('button', { name: t.test.dispute.submit }).click();
  await expect(panel.getByTestId('test-result-review')).toContainText(t.test.result.disputed);
  await expect(panel.getByRole('button', { name: t.test.dispute.button })).toHaveCount(0);
  await page.reload();
  await expect(panel.getByTestId('test-result-review')).toContainText(t.test.result.disputed);
  await expectNoViolations(page, language);

  // Past the window nothing moves: the test waits for the operator.
  await clock!.advance({ hours: 49 });
  await page.waitForTimeout(3_000);
  expect(await refundsOfSupporter(setup.supporter.account.id)).toEqual([]);

  // The operator decides on the reviews page; the decision is final and applies the outcome.
  const admin = setup.admin;
  await admin.goto('/admin/reviews');
  await expect(admin.getByRole('heading', { level: 1, name: t.admin.reviews.title })).toBeVisible();
  const card = admin.getByRole('article').filter({ hasText: 'Ich habe nicht geraucht' });
  await expect(card).toContainText(t.admin.reviews.reasons.disputed);
  await expectNoViolations(admin, language);
  const passed = card.getByRole('radio', { name: t.admin.reviews.results.passed, exact: true });
  await expect(passed).toBeVisible();
  await passed.dispatchEvent('click');
  await expect(passed).toBeChecked();
  await card.getByLabel(t.admin.reviews.note).fill('C- und T-Linie deutlich sichtbar');
  await card.getByRole('button', { name: t.admin.reviews.submit }).click();
  await expect(
    admin.getByText(
      t.admin.reviews.decided_ok.replace('{{result}}', t.admin.reviews.results.passed),
    ),
  ).toBeVisible();

  // The participant's pot is payable; nobody was refunded.
  await page.reload();
  await expect(page.getByRole('heading', { name: t.course.passed.title })).toBeVisible();
  await expect(page.getByRole('link', { name: t.course.passed.billing_link })).toBeVisible();
  expect(await refundsOfSupporter(setup.supporter.account.id)).toEqual([]);
  await expectNoViolations(page, language);
});
