// The participant's dashboard loads what lies below a phone's first screen only when it is
// scrolled to (record 0086: the fundraiser editor, updates, the Support Panel, the dependence
// card, reviews, the thank-you note; the diary form also at idle time). A journey that uses those
// opens the page and scrolls through it, as a person does.
import { expect, type Page } from '@playwright/test';

/** Scrolls to every place that waits to be seen until none is left. */
export async function scrollThroughDashboard(page: Page): Promise<void> {
  // The dashboard first: right after a reload no place is drawn yet, so "none left" would be
  // true before the page had any (a CI run then waited in vain for a section below the fold).
  await expect(page.getByTestId('course-state')).toBeVisible();
  // And the part below the first screen, which renders once that was painted (record 0106); the
  // fundraiser's title is in it whatever the course's state.
  await expect(page.locator('#fundraiser-title')).toBeAttached();
  const waiting = page.locator('[data-when-visible]');
  for (let round = 0; round < 20; round++) {
    if ((await waiting.count()) === 0) return;
    // A short wait: when the last place shows while it is being scrolled to, `.first()` matches
    // nothing and the call would wait for a place that never comes (a CI run hung here until
    // the journey's timeout). Round again instead.
    await waiting
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => undefined); // it showed meanwhile
  }
  await expect(waiting).toHaveCount(0);
}

/** Opens the dashboard and scrolls through it, so every section is there. */
export async function openWholeDashboard(page: Page): Promise<void> {
  await page.goto('/participant/dashboard');
  await scrollThroughDashboard(page);
}
