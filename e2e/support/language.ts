// The language switcher as a visitor uses it: on the landing page in English, switch to German.
import { expect, type Page } from '@playwright/test';
import deLanding from '../../apps/web/src/locales/de/landing.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enLanding from '../../apps/web/src/locales/en/landing.json' with { type: 'json' };

/** Opens `/` in English, picks "Deutsch" in the switcher and waits for the German heading. */
export async function switchLandingToGerman(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await page.goto('/');
  await expect(heading).toHaveText(enLanding.hero.title);
  await page
    .getByRole('radiogroup', { name: enCommon.language.label })
    .getByText('Deutsch')
    .click();
  await expect(heading).toHaveText(deLanding.hero.title);
}
