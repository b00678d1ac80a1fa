import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';

const authPages = [
  '/auth/signin',
  '/auth/signup',
  '/auth/reset-password?token=x',
  '/auth/identify',
  '/auth/verify-email?token=x',
];

for (const locale of ['de-DE', 'en-US']) {
  test.describe(`accounts pages in ${locale}`, () => {
    test.use({ locale });

    for (const path of authPages) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
        // Wait for what the page shows once it knows the session (identify) or the provider.
        await page.waitForLoadState('networkidle');
        expect(await axeScan(page)).toEqual([]);
      });
    }

    test('axe finds no violation on the notice for an unconfirmed address', async ({ page }) => {
      const email = `notice-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const signedUp = await page.request.post('/api/account/signup', {
        headers: { 'x-language': locale.slice(0, 2) },
        data: {
          role: 'participant',
          firstName: 'Ada',
          lastName: 'Lovelace',
          birthDate: '1990-12-10',
          email,
          password: 'secret-123',
          passwordConfirmation: 'secret-123',
        },
      });
      expect(signedUp.status()).toBe(201);
      await page.goto('/user/profile');
      await expect(page.getByText(email).first()).toBeVisible();
      await expect(page.getByRole('button', { name: /link/i })).toBeVisible();
      expect(await axeScan(page)).toEqual([]);
    });
  });
}
