// Issue 13: the public pages arrive as HTML with their text and CSS (prerendered on the server,
// docs/decisions/0047-prerendered-public-pages.md), so they read before, and without, any script:
// the landing page, /about, the legal pages (filled from the operator's configuration at run
// time) and a fundraiser page with its participant's public name, in both languages.
import { test } from '@playwright/test';
import deLanding from '../../apps/web/src/locales/de/landing.json' with { type: 'json' };
import deLegal from '../../apps/web/src/locales/de/legal.json' with { type: 'json' };
import enLanding from '../../apps/web/src/locales/en/landing.json' with { type: 'json' };
import enLegal from '../../apps/web/src/locales/en/legal.json' with { type: 'json' };
import { expect, fundraiserPath, localeOf, newPerson, signUp } from '../support/donations';
import { switchLandingToGerman } from '../support/language';

type Operator = { name: string; email: string };

const headlines = {
  en: {
    '/': enLanding.hero.title,
    '/about': enLegal.about.title,
    '/impressum': enLegal.impressum.title,
    '/privacy': enLegal.privacy.title,
    '/cookie-policy': enLegal.cookie_policy.title,
    '/terms': enLegal.terms.title,
  },
  de: {
    '/': deLanding.hero.title,
    '/about': deLegal.about.title,
    '/impressum': deLegal.impressum.title,
    '/privacy': deLegal.privacy.title,
    '/cookie-policy': deLegal.cookie_policy.title,
    '/terms': deLegal.terms.title,
  },
} as const;

for (const language of ['en', 'de'] as const) {
  test.describe(`without JavaScript, in ${language === 'en' ? 'English' : 'German'}`, () => {
    test.use({ javaScriptEnabled: false, locale: localeOf[language] });

    for (const [path, headline] of Object.entries(headlines[language])) {
      test(`${path} shows its headline, styled`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        const title = page.getByRole('heading', { level: 1 });
        await expect(title).toHaveText(headline);
        // The stylesheets came with the HTML: Mantine's font, not the browser's serif default.
        await expect(title).not.toHaveCSS('font-family', /^"?Times/);
        await expect(page.locator('body')).toHaveCSS('margin', '0px');
      });
    }

    test('the Impressum names the operator from the configuration', async ({ page, request }) => {
      const config = (await (await request.get('/api/global/webapp')).json()) as {
        operator: Operator;
      };
      await page.goto('/impressum');
      await expect(page.getByRole('main')).toContainText(config.operator.name);
      await expect(page.getByRole('main')).toContainText(config.operator.email);
    });

    test("a fundraiser page shows its participant's public name", async ({ browser, baseURL }) => {
      const participant = await newPerson(browser, baseURL, language);
      const account = await signUp(participant.context, 'participant', {
        firstName: language === 'en' ? 'Rosalind' : 'Lise',
        lastName: language === 'en' ? 'Franklin' : 'Meitner',
      });
      await participant.context.close();

      const visitor = await browser.newContext({
        baseURL,
        locale: localeOf[language],
        javaScriptEnabled: false,
      });
      const page = await visitor.newPage();
      await page.goto(fundraiserPath(account.id));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.displayName);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await visitor.close();
    });
  });
}

test.describe('the language switcher', () => {
  test.use({ locale: 'en-GB' });

  test("a chosen language is the server's language for the next page", async ({ page }) => {
    await switchLandingToGerman(page);
    // The browser still asks for English; the page arrives in German, before any script.
    const html = await (await page.request.get('/about')).text();
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`>${deLegal.about.title}</h1>`);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deLegal.about.title);
  });
});
