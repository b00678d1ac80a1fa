// The test gate's canary (.ci/run): a journey that must fail. It runs only with
// TEST_GATE_CANARY=1, and CI stops unless Playwright exits non-zero.
import { expect, test } from '@playwright/test';

test('the test gate canary fails on purpose', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('body')).toHaveText('the gate canary expects a different page');
});
