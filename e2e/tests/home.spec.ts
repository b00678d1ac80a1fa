import { expect, test } from '@playwright/test';
import deCommon from '../../apps/web/src/locales/de/common.json' with { type: 'json' };
import deLanding from '../../apps/web/src/locales/de/landing.json' with { type: 'json' };
import enCommon from '../../apps/web/src/locales/en/common.json' with { type: 'json' };
import enLanding from '../../apps/web/src/locales/en/landing.json' with { type: 'json' };
import { switchLandingToGerman } from '../support/language';

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('gets the home page in German', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deLanding.hero.title);
    await expect(page.getByRole('link', { name: deCommon.nav.how_it_works }).first()).toBeVisible();
  });
});

test.describe('any other browser', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the home page in English', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enLanding.hero.title);
  });
});

test.describe('the language switcher', () => {
  test.use({ locale: 'en-GB' });

  test('switches to German and the choice survives a reload', async ({ page }) => {
    await switchLandingToGerman(page);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deLanding.hero.title);
  });
});

test('a deep link to the participant dashboard loads, through sign-in when signed out', async ({
  page,
}) => {
  const response = await page.goto('/participant/dashboard');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fparticipant%2Fdashboard&role=participant$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const email = `deep-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const signedUp = await page.request.post('/api/account/signup', {
    data: {
      role: 'participant',
      firstName: 'Deep',
      lastName: 'Link',
      birthDate: '1990-01-01',
      email,
      password: 'secret-123',
      passwordConfirmation: 'secret-123',
    },
  });
  expect(signedUp.status()).toBe(201);
  await page.goto('/participant/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('an unknown page shows the app 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enCommon.not_found.title);
});

test('the API answers JSON: configuration, unknown paths, docs', async ({ page, request }) => {
  const config = await request.get('/api/global/webapp');
  expect(await config.json()).toMatchObject({ minBalanceCents: 14000, courseLengthDays: 28 });
  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
  await page.goto('/api/docs');
  // Swagger UI renders the whole document in the browser first: give it time on a busy machine.
  await expect(page.getByRole('heading', { name: /QuitPot API/, level: 1 })).toBeVisible({
    timeout: 15_000,
  });
});
