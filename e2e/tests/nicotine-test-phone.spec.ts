// The nicotine test without a camera, with the sandbox calendar moved to day 28: the camera
// refused on the laptop, the test handed to a phone by its QR code's link (a second browser), a
// failed result that moves no money during its 48-hour dispute window, and every supporter
// asked to choose once the clock passed it, then refunded unanswered 7 days later (C7); and a failed result disputed within the window: under
// review, decided passed by an operator on /admin/reviews. Axe on every step.
// Moves the calendar: runs in a clock lane (playwright.config.ts).
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expectNoViolations } from '../support/axe';
import { test, type Browser } from '@playwright/test';
import { refundsOfSupporter } from '../support/course';
import { query } from '../support/database';
import { expect, newPerson, type Language } from '../support/donations';
import { kitVideo } from '../support/kit-video';
import { filmedWait } from '../support/recording';
import {
  cleanUpDay28,
  day28,
  day28WithKit,
  FAILED,
  launchWithCamera,
  localeOf,
  signIn,
  startAndAssign,
  texts,
  verifyIdentityInSandbox,
} from '../support/nicotine-test-day28';

test.afterEach(cleanUpDay28);

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
  const cameraBrowser = (day28.cameraBrowser = await launchWithCamera(video));
  const context = await cameraBrowser.newContext({ baseURL, locale: localeOf[language] });
  const page = await context.newPage();
  await signIn(page, setup.account.email, setup.account.password);
  await page.goto('/participant/dashboard');
  const panel = page.getByRole('region', { name: t.test.title });
  await verifyIdentityInSandbox(page, panel, language);
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
  await expect(phonePanel.getByTestId('wait-countdown')).toBeVisible({ timeout: 30_000 });
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
  await filmedWait(phone, day28.clock!);
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

test('without a camera: the test handed to a phone, a failed test refunds every unanswered supporter 7 days after its dispute window passed', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const language = 'en';
  const t = texts[language];
  const { setup, page, panel } = await failedOnPhone(browser, baseURL, language);

  // The product's clock moves past the window: the course fails and every supporter is asked
  // to take the refund or keep the gift (C7, record 0081); unanswered, the day-7 job refunds.
  await day28.clock!.advance({ hours: 49 });
  await expect
    .poll(
      async () =>
        (
          await query<{ n: number }>(
            `select count(*)::int as n from gift_choices g join donations d on d.id = g.donation_id
              where d.supporter_id = $1 and g.state = 'open'`,
            [setup.supporter.account.id],
          )
        )[0]?.n,
      { timeout: 20_000 },
    )
    .toBe(2);
  expect(await refundsOfSupporter(setup.supporter.account.id)).toEqual([]);
  await day28.clock!.advance({ hours: 7 * 24 + 1 });
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
  await day28.clock!.advance({ hours: 49 });
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
