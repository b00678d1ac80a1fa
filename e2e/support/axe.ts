// axe on a page in the journeys' language: the page says its language, and the WCAG 2.2 AA
// checks find nothing. `idle: false` for pages that never go quiet (a filmed test streams its
// recording every few seconds and checks the picture continuously).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Language } from './donations';

export async function expectNoViolations(
  page: Page,
  language: Language,
  { idle = true }: { idle?: boolean } = {},
) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (idle) await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((n) => n.target).join(' | ')})`,
    ),
  ).toEqual([]);
}

/**
 * Waits until the page's CSS transitions and finite animations have ended: axe reads colours as
 * they are at that moment, and a dialog fading in or a button just enabled shows blends of two
 * colours below AA. Endless animations (a loader) are left running.
 */
export async function untilTransitionsEnd(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}
