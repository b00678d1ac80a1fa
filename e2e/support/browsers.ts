// The Chromium the journeys and the browser benchmarks run (e2e/playwright.config.ts re-exports
// these for the journeys).
import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (Playwright's own browser download does not work here), see stack.md. The
 * journeys run in its headless shell (`apt-get install -y chromium-headless-shell`): the same
 * engine without the full browser's user interface, about 30 % less CPU on the CPU-bound journeys
 * (docs/decisions/0049-test-suite-speed.md). The full browser (`fullChromiumPath`) where the
 * shell differs from a visitor's browser: it opens no fake camera (the filmed journeys), and it
 * sometimes woke a prerendered page's code before any input (the hydration journey). Without the
 * shell installed, or with CHROMIUM_PATH set, that browser runs everything.
 */
const headlessShell = '/usr/bin/chromium-headless-shell';
const fullChromium = '/usr/bin/chromium';
export const fullChromiumPath = process.env['CHROMIUM_PATH'] ?? fullChromium;
export const chromiumPath =
  process.env['CHROMIUM_PATH'] ?? (existsSync(headlessShell) ? headlessShell : fullChromium);
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The browser the journeys share runs JavaScript without V8's optimizing compilers (Maglev,
 * TurboFan): a journey's pages live for seconds, too short for optimized code to pay back its
 * compiling, which took about a fifth of the renderers' CPU (seven files, renderer CPU 62 → 49 s,
 * mean of four and five runs; docs/decisions/0094-journeys-without-optimizing-compilers.md).
 * The browsers that film a kit (chromiumArgs alone) keep them: their pages analyse every camera
 * frame in JavaScript, which took more CPU without them (93 s against 61–78 s, two filmed files).
 */
export const journeyBrowserArgs = [...chromiumArgs, '--js-flags=--no-opt --no-maglev'];
