// The API reads a page's HTML starts itself, before the app's code has arrived (issue 31 item 2,
// record 0097): on a phone's connection the code takes over a second, and the reads the first
// screen waits for then took another round trip after it. The server names them in the page's
// HTML as preloads (apps/api/src/platform/page-preloads.ts); the app's first read of each uses the
// same address (apps/web/src/lib/early-reads.ts), so the browser hands it the answer it already
// has instead of asking again.
import type { Language } from '@quit/domain/constants';
import { pageRoutes } from './routes';

/** Per page, the reads (paths under /api) its first screen waits for; signed-in pages only. */
export const PAGE_EARLY_READS: Readonly<Record<string, readonly string[]>> = {
  [pageRoutes.participantDashboard]: [
    '/global/webapp',
    '/account/session/current',
    '/participant/dashboard',
  ],
};

/**
 * The address an early read is asked at. A preload sends no headers of the app's own, so the
 * interface language (which every call carries, spec §6: X-Language) is in the address instead;
 * the server takes `?language=` where X-Language is missing.
 */
export function earlyReadHref(path: string, language: Language): string {
  return `/api${path}?language=${language}`;
}
