import { expect, type Page } from '@playwright/test';

/**
 * A prerendered public page loads its code only when the visitor reaches for it (a pointer, a
 * key, a touch, a focus: apps/web/src/wake.ts). This moves the mouse over it, as a visitor would,
 * and waits until the page is hydrated.
 */
export async function untilHydrated(page: Page) {
  await page.mouse.move(8, 8);
  await page.mouse.move(16, 16);
  await expect(page.locator('#root[data-hydrating]')).toHaveCount(0);
}
