import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const authPages = [
  '/auth/signin',
  '/auth/signup',
  '/auth/reset-password?token=x',
  '/auth/identify',
  '/auth/verify-email?token=x',
];

const axeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
};

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
        expect(await axeViolations(page)).toEqual([]);
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
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
