// The guided capture and face presence (T6) as a participant meets them, in both languages: the
// fake camera plays a generated film of the kit with a face beside it (a sample photo shipped
// with face-api), whose first seconds show a glare spot over the T line. During the collection
// and the wait the device notes the kit's QR code and the face once a second; at the photo the
// app asks to tilt the kit away from the light while the glare lasts, then takes the photo by
// itself once the window is clear (no shutter), and sends the presence flags with it. Axe on
// the step. Moves the calendar to day 28: runs in the time-travel project.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expectNoViolations as expectAxeClean } from '../support/axe';
import { test, type Browser, type Page } from '@playwright/test';
import { expect, localeOf, newPerson, type Language } from '../support/donations';
import { kitFilm } from '../support/kit-video';
import { filmedWait } from '../support/recording';
import {
  cleanUpDay28,
  day28,
  day28WithKit,
  launchWithCamera,
  signIn,
  startAndAssign,
  texts,
  verifyIdentityInSandbox,
} from '../support/nicotine-test-day28';

/** axe while the test films and checks the picture: the page never goes network-idle. */
const expectNoViolations = (page: Page, language: Language) =>
  expectAxeClean(page, language, { idle: false });

test.afterEach(cleanUpDay28);

/** A funded participant at noon of day 28 with a kit assigned by an operator. */
async function day28WithAssignedKit(
  browser: Browser,
  baseURL: string | undefined,
  language: Language,
) {
  const setup = await day28WithKit(browser, baseURL, language);
  const probe = await newPerson(browser, baseURL, language);
  await signIn(probe.page, setup.account.email, setup.account.password);
  const { kit } = await startAndAssign(setup, probe.context);
  await probe.context.close();
  return { account: setup.account, kit };
}

/** The presence flags the device noted so far (this tab's session storage). */
function notedFlags(page: Page) {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('nicotine-test-presence');
    return raw ? (JSON.parse(raw) as { qr: string; face: string }) : { qr: '', face: '' };
  });
}

for (const language of ['en', 'de'] as const) {
  const t = texts[language];

  test(`guided capture in ${language}: a face and the kit in view while collecting, "tilt" under glare, the photo taken by itself`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const { account, kit } = await day28WithAssignedKit(browser, baseURL, language);

    // The film: 4 s of glare over the T line, then 3 s of clear light; a face beside the kit.
    const film = path.join(await mkdtemp(path.join(os.tmpdir(), 'quitpot-guide-')), 'kit.y4m');
    await kitFilm(kit.code, { c: 0.9, t: 0.85 }, film, {
      glareFrames: 20,
      clearFrames: 15,
      fps: 5,
      face: true,
    });
    const cameraBrowser = (day28.cameraBrowser = await launchWithCamera(film));
    const context = await cameraBrowser.newContext({
      baseURL,
      locale: localeOf[language],
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await signIn(page, account.email, account.password);

    await page.goto('/participant/dashboard');
    const panel = page.getByRole('region', { name: t.test.title });
    await verifyIdentityInSandbox(page, panel, language);
    await panel.getByRole('button', { name: t.test.intro.start }).click();
    await expect(panel.getByTestId('test-step-saliva')).toBeVisible({ timeout: 30_000 });

    // The collection: the device sees the kit's QR code and the face, once a second.
    await expect
      .poll(async () => (await notedFlags(page)).face, { timeout: 60_000 })
      .toMatch(/1{3}$/);
    expect((await notedFlags(page)).qr).toMatch(/1{3}$/);
    await panel
      .getByRole('button', { name: t.test.saliva.start.replace('{{minutes}}', '5') })
      .click();
    await expect(panel.getByTestId('wait-countdown')).toBeVisible({ timeout: 30_000 });
    const before = (await notedFlags(page)).face.length;
    await expect
      .poll(async () => (await notedFlags(page)).face.length, { timeout: 30_000 })
      .toBeGreaterThan(before + 2);

    // The product's clock walks through the wait while the camera films it (T5); then the page
    // is reloaded: the camera starts anew with it, and so does the film, with the glare.
    await filmedWait(page, day28.clock!);
    const photo = page.waitForRequest(
      (request) =>
        request.method() === 'POST' && /\/api\/testkit\/[^/]+\/photo$/.test(request.url()),
      { timeout: 90_000 },
    );
    await page.reload();
    await expect(panel.getByTestId('test-step-capture')).toBeVisible();
    const guidance = panel.getByTestId('capture-guidance');
    await expect(guidance).toHaveText(t.test.capture.guide.tilt, { timeout: 30_000 });
    await expect(guidance).toHaveAttribute('aria-live', 'polite');
    await expectNoViolations(page, language);
    // No shutter: the app takes the photo once the window is clear and the kit steady.
    await expect(panel.getByTestId('test-step-capture').getByRole('button')).toHaveCount(0);

    const sent = (await photo).postDataJSON() as {
      image: string;
      presence?: { qr: string; face: string; startedAt: string; endedAt: string };
    };
    expect(sent.image).toMatch(/^data:image\/jpeg;base64,/);
    expect(sent.presence?.face).toMatch(/^[01]*1{5}[01]*$/);
    expect(sent.presence?.qr.length).toBe(sent.presence?.face.length);
    await expect(panel.getByTestId('test-result-passed')).toContainText(t.test.result.passed, {
      timeout: 30_000,
    });
  });
}
