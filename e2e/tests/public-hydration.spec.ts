// Public pages load their code when the visitor reaches for them (issue 13,
// docs/decisions/0048-public-pages-load-code-on-demand.md): until then a page is its prerendered
// HTML and one small script; what the visitor does meanwhile is not lost.
import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import type { Language } from '@quit/domain/constants';
import deAuth from '../../apps/web/src/locales/de/auth.json' with { type: 'json' };
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import deContact from '../../apps/web/src/locales/de/contact.json' with { type: 'json' };
import deLanding from '../../apps/web/src/locales/de/landing.json' with { type: 'json' };
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enContact from '../../apps/web/src/locales/en/contact.json' with { type: 'json' };
import enDonations from '../../apps/web/src/locales/en/donations.json' with { type: 'json' };
import enLanding from '../../apps/web/src/locales/en/landing.json' with { type: 'json' };
import { browserEnv } from '@quit/test-support/browser-env';
import { chromiumArgs, fullChromiumPath } from '../playwright.config';
import { fundraiserPath, newPerson, signUp } from '../support/donations';
import { untilHydrated } from '../support/hydration';

// What wakes the code is the visitor's browser's own behaviour: the full browser, as visitors
// use it (Chromium's headless shell sometimes woke the page's code before any input).
test.use({
  launchOptions: { executablePath: fullChromiumPath, args: chromiumArgs, env: browserEnv() },
});

/** The budget for the landing page's JavaScript, gzipped. */
const JS_BUDGET_BYTES = 90 * 1024;

/**
 * The gzipped size of every script the page loads, as it loads. `settled()` waits for the bodies
 * read so far (a body is read after its response arrived; one still being read when the journey
 * ends is let go, not an error of the journey's).
 */
function countScripts(page: Page) {
  const pending: Promise<void>[] = [];
  const loaded = {
    bytes: 0,
    files: [] as string[],
    unread: [] as string[],
    settled: () => Promise.all(pending),
  };
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const file = new URL(response.url()).pathname;
    loaded.files.push(file);
    pending.push(
      response.body().then(
        (body) => {
          loaded.bytes += gzipSync(body).length;
        },
        (error: unknown) => {
          loaded.unread.push(`${file}: ${String(error)}`);
        },
      ),
    );
  });
  return loaded;
}

/**
 * The app's code arrives late, as on a slow phone: held back until `release()` is called, so
 * what the visitor does before it arrives is done before it however slow the machine (a fixed
 * 1.5 s delay ran out while a loaded machine filled the sign-up form, and the page hydrated
 * before the test said it had not).
 */
async function heldCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const localeOf = { de: 'de-DE', en: 'en-GB' } as const;
const strings = {
  de: { auth: deAuth, common: deCommon, landing: deLanding },
  en: { auth: enAuth, common: enCommon, landing: enLanding },
};

for (const language of ['de', 'en'] as const satisfies Language[]) {
  const t = strings[language];

  test.describe(`in ${language}`, () => {
    test.use({ locale: localeOf[language] });

    for (const path of ['/', '/auth/signup', 'fundraiser']) {
      test(`${path} loads within the JavaScript budget until the visitor reaches for it, then hydrates`, async ({
        page,
        browser,
        baseURL,
      }) => {
        let url = path;
        if (path === 'fundraiser') {
          const participant = await newPerson(browser, baseURL, language);
          url = fundraiserPath((await signUp(participant.context, 'participant')).id);
          await participant.context.close();
        }
        const scripts = countScripts(page);
        await page.goto(url, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(scripts.files).toEqual([expect.stringMatching(/^\/assets\/wake-[\w-]+\.js$/)]);
        await scripts.settled();
        expect(scripts.unread).toEqual([]);
        expect(scripts.bytes).toBeGreaterThan(0);
        expect(scripts.bytes).toBeLessThan(JS_BUDGET_BYTES);

        await untilHydrated(page);
        expect(scripts.files.length).toBeGreaterThan(1);
        // Hydrated: a link is the router's now (no document is loaded for it).
        if (path === '/') {
          let documents = 0;
          page.on('request', (request) => {
            if (request.resourceType() === 'document') documents += 1;
          });
          await page.getByRole('link', { name: t.landing.hero.cta }).first().click();
          await expect(page).toHaveURL(/\/auth\/signup/);
          await expect(
            page.getByRole('heading', { level: 1, name: t.auth.sign_up.title }),
          ).toBeVisible();
          expect(documents).toBe(0);
        }
      });
    }

    test('the language chosen before the code has arrived is switched to once it has', async ({
      page,
    }) => {
      const other = language === 'de' ? 'en' : 'de';
      const releaseCode = await heldCode(page);
      await page.goto('/');
      await expect(page.locator('#root[data-hydrating]')).toHaveCount(1);
      await page
        .getByRole('radiogroup', { name: t.common.language.label })
        .getByText(other === 'de' ? 'Deutsch' : 'English')
        .click();
      releaseCode();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        strings[other].landing.hero.title,
      );
      await expect(page.locator('html')).toHaveAttribute('lang', other);
    });
  });
}

test.describe('sign-up before the code has arrived', () => {
  test.use({ locale: 'en-GB' });

  test('what was chosen, typed and sent reaches the app: the account is made', async ({ page }) => {
    const releaseCode = await heldCode(page);
    let sent: Record<string, string> | null = null;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/account/signup')) sent = request.postDataJSON();
    });
    await page.goto('/auth/signup');
    await page.getByRole('radio', { name: new RegExp(enAuth.roles.supporter) }).check();
    await page.getByRole('textbox', { name: enAuth.fields.first_name }).fill('Erika');
    await page.getByRole('textbox', { name: enAuth.fields.last_name }).fill('Muster');
    await page.getByRole('textbox', { name: enAuth.fields.birth_date }).fill('12.10.1990');
    const email = `early-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await page.getByRole('textbox', { name: enAuth.fields.email }).fill(email);
    await page.getByLabel(/^Password/).fill('secret-1');
    await page.getByLabel(/^Repeat the password/).fill('secret-1');
    // Still the prerendered page: nothing has hydrated it yet.
    await expect(page.locator('#root[data-hydrating]')).toHaveCount(1);
    await page.getByRole('button', { name: enAuth.sign_up.submit }).click();
    await expect(page.locator('#root[data-hydrating]')).toHaveCount(1);
    releaseCode();

    await expect(page).toHaveURL(/\/supporter\/dashboard$/);
    expect(sent).toMatchObject({
      role: 'supporter',
      firstName: 'Erika',
      lastName: 'Muster',
      birthDate: '1990-12-10',
      email,
    });
    // The browser never sent the form itself (its fields would be in the address).
    expect(page.url()).not.toContain('secret');
  });
});

// Issue 31 (docs/decisions/0085-first-tap-without-the-app.md): the first tap answers before the
// app's code has arrived, and what it did is the app's once the code has.
test.describe('the first tap, before the code has arrived', () => {
  test.use({ locale: 'en-GB' });
  const stillWaiting = (page: Page) =>
    expect(page.locator('#root[data-hydrating]')).toHaveCount(1, { timeout: 1 });

  test('a FAQ question opens at once and stays open once the code has come', async ({ page }) => {
    const releaseCode = await heldCode(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    const question = page.locator('summary', { hasText: enLanding.faq.money.question });
    const answer = page.getByRole('region', { name: enLanding.faq.money.question });
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toHaveText(enLanding.faq.money.answer);
    await stillWaiting(page);
    releaseCode();
    await expect(page.locator('#root[data-hydrating]')).toHaveCount(0, { timeout: 20_000 });
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });

  test('the language switch shows the page in German at once, keeping what was typed', async ({
    page,
  }) => {
    const releaseCode = await heldCode(page);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: enContact.name }).fill('Erika Muster');
    await page
      .getByRole('radiogroup', { name: enCommon.language.label })
      .getByText('Deutsch')
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deLanding.hero.title);
    await stillWaiting(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('textbox', { name: deContact.name })).toHaveValue('Erika Muster');
    expect(documents).toBe(1);
    // The code comes and takes the German page over, with the text typed.
    releaseCode();
    await expect(page.locator('#root[data-hydrating]')).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('button', { name: deContact.submit }).click();
    await expect(page.getByText(deContact.errors.email_invalid)).toBeVisible();
    await expect(page.getByText(deContact.errors.name_required)).toHaveCount(0);
    // The next page the server sends is German too.
    const html = await (await page.request.get('/auth/signin')).text();
    expect(html).toContain('<html lang="de"');
  });

  test('"Start your course" shows the sign-up page at once, which the code then takes over', async ({
    page,
  }) => {
    const releaseCode = await heldCode(page);
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents += 1;
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: enLanding.hero.cta }).first().click();
    await expect(page).toHaveURL(/\/auth\/signup\?role=participant$/);
    await expect(page.getByRole('heading', { level: 1, name: enAuth.sign_up.title })).toBeVisible();
    await stillWaiting(page);
    expect(documents).toBe(1);
    await page.getByRole('textbox', { name: enAuth.fields.first_name }).fill('Erika');
    releaseCode();
    await expect(page.locator('#root[data-hydrating]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.getByRole('textbox', { name: enAuth.fields.first_name })).toHaveValue(
      'Erika',
    );
    await expect(
      page.getByRole('radio', { name: new RegExp(enAuth.roles.participant) }),
    ).toBeChecked();
    // Back: the landing page again.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enLanding.hero.title);
  });

  test('on a fundraiser, an amount shows chosen at once and "Donate" answers once the code has come', async ({
    page,
    browser,
    baseURL,
  }) => {
    const participant = await newPerson(browser, baseURL, 'en');
    const url = fundraiserPath((await signUp(participant.context, 'participant')).id);
    await participant.context.close();
    const releaseCode = await heldCode(page);
    await page.goto(url, { waitUntil: 'networkidle' });
    const amounts = page.getByRole('group', { name: enDonations.amount.legend });
    const first = amounts.locator('label').first();
    const unchosen = await first.evaluate((label) => getComputedStyle(label).backgroundColor);
    // (The chip's radio lies over it: what a finger hits.)
    await amounts.getByRole('radio').first().click();
    await expect(amounts.getByRole('radio').first()).toBeChecked();
    await expect
      .poll(() => first.evaluate((label) => getComputedStyle(label).backgroundColor))
      .not.toBe(unchosen);
    // The one chosen before no longer looks chosen.
    await expect
      .poll(() =>
        amounts
          .locator('label')
          .nth(1)
          .evaluate((l) => getComputedStyle(l).backgroundColor),
      )
      .toBe(unchosen);
    const donate = page.getByRole('button', { name: enDonations.submit });
    await donate.click();
    await expect(donate).toHaveAttribute('aria-busy', 'true');
    await stillWaiting(page);
    // The code comes: the amount is the app's, and the held "Donate" asks for the missing name.
    releaseCode();
    await expect(page.locator('#root[data-hydrating]')).toHaveCount(0, { timeout: 20_000 });
    await expect(donate).not.toHaveAttribute('aria-busy');
    await expect(page.getByRole('textbox', { name: enDonations.donor.name })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(amounts.getByRole('radio').first()).toBeChecked();
    // The breakdown, the app's, is of the amount chosen before it came.
    await expect(page.getByTestId('breakdown-amount-value')).toHaveText(
      (await first.textContent()) ?? 'no amount',
    );
  });
});
