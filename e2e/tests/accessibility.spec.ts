import { axeScan } from '../support/axe';
import { expect, test } from '@playwright/test';
import { publicPages as pages } from '../support/public-pages';

const publicPages = [...pages, '/no/such/page'];

for (const locale of ['de-DE', 'en-US']) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale });

    for (const path of publicPages) {
      test(`axe finds no violation on ${path}`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', locale.slice(0, 2));
        expect(await axeScan(page)).toEqual([]);
      });
    }
  });
}
