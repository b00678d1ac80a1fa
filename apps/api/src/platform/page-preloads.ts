// The code a signed-in page needs beyond the app's entry, named in its HTML (issue 31 item 2,
// record 0091): the browser fetches the page's own chunks and the strings of its language
// beside the entry instead of after it. The web build lists them per page
// (apps/web/vite-page-preloads.ts writes dist/.vite/page-preloads.json).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { earlyReadHref, PAGE_EARLY_READS } from '@quit/contracts/early-reads';
import type { Language } from '@quit/domain/constants';

type Preloads = { scripts: string[]; styles: string[] };
export type PagePreloads = {
  pages: Record<string, Preloads>;
  languages: Record<string, Preloads>;
};

/** The build's list, or null when the build has none (then pages load as before). */
export function readPagePreloads(distDir: string): PagePreloads | null {
  const file = path.join(distDir, '.vite', 'page-preloads.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as PagePreloads;
}

const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The page's HTML with its chunks and its language's strings linked for preloading, and the API
 * reads its first screen waits for started (record 0097).
 */
export function withPagePreloads(
  html: string,
  preloads: PagePreloads,
  pathname: string,
  language: Language,
): string {
  const page = preloads.pages[pathname];
  if (!page) return html;
  const strings = preloads.languages[language];
  const scripts = [...page.scripts, ...(strings?.scripts ?? [])].filter((file) => ASSET.test(file));
  const styles = [...page.styles, ...(strings?.styles ?? [])].filter((file) => ASSET.test(file));
  const links = [
    // The reads first, at the browser's high priority for them: a few kilobytes that the first
    // screen needs as much as its code. With credentials, as the app's fetch asks them: a preload
    // is used only by a request of the same credentials mode (and the same headers: none).
    ...(PAGE_EARLY_READS[pathname] ?? []).map(
      (read) =>
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${earlyReadHref(read, language)}">`,
    ),
    // Crossorigin on both: the bundler's loader adds its stylesheet and script links with it, and
    // a preload whose credentials mode differs is not used (the file would come twice).
    ...styles.map(
      (file) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${file}">`,
    ),
    ...scripts.map(
      (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`,
    ),
  ];
  // After the entry's own links and script: those come first.
  return html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}
