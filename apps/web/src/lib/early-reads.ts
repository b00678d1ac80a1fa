import { earlyReadHref } from '@quit/contracts/early-reads';
import type { Language } from '@quit/domain/constants';

/** The early reads this page has handed out: a preload answers one request, the first. */
const taken = new Set<string>();

/**
 * The address of a read the page's HTML already started (a preload the server named in it,
 * record 0097), the first time the app asks it in the same language; otherwise null. Asked at
 * that address with credentials and none of the app's own headers, the browser answers from the
 * preload instead of asking the server again.
 */
export function takeEarlyRead(path: string, language: Language): string | null {
  if (typeof document === 'undefined') return null;
  const href = earlyReadHref(path, language);
  if (taken.has(href)) return null;
  const named = [...document.querySelectorAll('link[rel="preload"][as="fetch"]')].some(
    (link) => link.getAttribute('href') === href,
  );
  if (!named) return null;
  taken.add(href);
  return href;
}
