// axe on a page in the journeys' language: the page says its language, and the WCAG 2.2 AA
// checks find nothing. `idle: false` for pages that never go quiet (a filmed test streams its
// recording every few seconds and checks the picture continuously).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, type Language } from './donations';

/** The rules every journey's scan runs: WCAG 2.0–2.2, levels A and AA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's WCAG AA violations on the page as it is now, one line each (rule, help, the elements).
 * axe runs in the page's own frames (`setLegacyMode`): the default gathers each frame's partial
 * results and then opens a blank page of its own to combine them, which cost about a second of
 * CPU per scan (a fifth of the money pages' accessibility journeys). The app shows no frame from
 * another origin, the one thing only the default can scan (docs/decisions/0108-less-cpu-for-the-same-checks-in-ci.md).
 * `include` limits the scan to one part of the page (a CSS selector).
 */
export async function axeScan(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA).setLegacyMode(true);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes.length}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')})`,
  );
}

export async function expectNoViolations(
  page: Page,
  language: Language,
  { idle = true }: { idle?: boolean } = {},
) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  if (idle) await page.waitForLoadState('networkidle');
  expect(await axeScan(page)).toEqual([]);
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
