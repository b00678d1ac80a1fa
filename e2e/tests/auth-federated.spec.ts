import { expect, test, type Page } from '@playwright/test';
import enAuth from '../../apps/web/src/locales/en/auth.json' with { type: 'json' };

// The loopback OpenID Connect provider (support/oidc-server.ts) accepts any login; the
// account's email is `<login>@example.com`. The deployment calls it "Test ID".
const uniqueLogin = () => `fed-${Date.now()}-${Math.random().toString(36).slice(2)}`;

async function loginAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function completeAccount(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: enAuth.identify.title })).toBeVisible();
  // The provider's names are taken over.
  await expect(page.getByRole('textbox', { name: enAuth.fields.first_name })).toHaveValue('Fed');
  const birthDate = page.getByRole('textbox', { name: enAuth.fields.birth_date });
  await birthDate.fill('12.10.1990');
  await birthDate.press('Escape');
  await page.getByRole('button', { name: enAuth.identify.submit }).click();
}

test.use({ locale: 'en-US' });

test('federated sign-in in a popup: a new account is completed on /auth/identify', async ({
  page,
}) => {
  const login = uniqueLogin();
  await page.goto('/auth/signin?role=supporter');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  const popup = await popupOpened;

  await loginAtProvider(popup, login);
  await popup.waitForEvent('close');

  await expect(page).toHaveURL(/\/auth\/identify\?role=supporter$/);
  await completeAccount(page);
  await expect(page).toHaveURL(/\/supporter\/dashboard$/);
  const session = await page.request.get('/api/account/session');
  expect(await session.json()).toMatchObject({
    user: { email: `${login}@example.com`, roles: ['supporter'], needsIdentify: false },
  });

  // The next federated sign-in goes straight to the dashboard.
  await page.context().clearCookies();
  await page.goto('/auth/signin?role=supporter');
  const secondPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();
  const popupAgain = await secondPopup;
  if (await popupAgain.getByPlaceholder('Enter any login').isVisible()) {
    await loginAtProvider(popupAgain, login);
  }
  await expect(page).toHaveURL(/\/supporter\/dashboard$/);
});

test('federated sign-in without popups (blocked) runs in the same window', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null; // as a popup blocker answers
  });
  await page.goto('/auth/signup?role=participant');
  await page.getByRole('button', { name: 'Continue with Test ID' }).click();

  await loginAtProvider(page, uniqueLogin());
  await expect(page).toHaveURL(/\/auth\/identify\?mode=redirect&role=participant$/);
  await completeAccount(page);
  await expect(page).toHaveURL(/\/participant\/dashboard$/);
});
