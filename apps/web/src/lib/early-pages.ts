// Pages shown before the app's code has arrived (issue 31,
// docs/decisions/0085-first-tap-without-the-app.md). src/wake.ts fetches, once the browser is
// idle after load, the page in the language switch's other language and the pages of links
// marked `data-prefetch` (a few KB compressed each, with their stylesheets). A tap on the switch
// or on such a link then shows that page at once, as the server sent it; the app's code, when
// it arrives, hydrates the page shown.
import type { EarlyInput } from './early-input';

/**
 * Where the app keeps the page language (src/lib/i18n.ts; early-pages.test.tsx holds them equal):
 * written here again, since importing them would put a chunk shared with the app in front of
 * wake.ts.
 */
export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGE_COOKIE = 'quitpot_language';

/**
 * Set on #root by the app's entry as it starts (src/lib/early-input.ts, held equal by
 * early-pages.test.tsx): from then on the app decides the page's language and hydrates the
 * markup it finds, so no fetched page may take the place of the one shown. A tap on the switch
 * is then held for the app like any other.
 */
export const APP_STARTED = 'data-app-started';

/** The language switcher's radios (src/components/language-switcher.tsx). */
export const LANGUAGE_SWITCH = '[data-language-switch] input[type="radio"]';
/** Links whose page is fetched ahead. */
export const PREFETCHED_LINK = 'a[data-prefetch]';

/**
 * A fetched page, parsed in a hidden frame, its stylesheets loaded and parsed but not
 * applied (a tap then only puts it in place and turns them on).
 */
export type FetchedPage = {
  document: Document;
  stylesheets: HTMLLinkElement[];
  /** Its `#root` copied into this document ahead, when the browser was idle. */
  copy?: HTMLElement;
};

const idle = () =>
  new Promise((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(resolve, { timeout: 1_000 })
      : setTimeout(resolve, 0),
  );

/** A page's prerendered HTML, parsed, and the stylesheets it needs beyond this page's, loaded. */
export async function fetchPage(url: string, language?: string): Promise<FetchedPage | null> {
  try {
    // For another language, without cookies: the language cookie would decide the language.
    const response = await fetch(
      url,
      language ? { credentials: 'omit', headers: { 'x-language': language } } : {},
    );
    const html = response.ok ? await response.text() : '';
    if (!html.includes('data-prerendered=')) return null;
    const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*?href="([^"]+)"/g)]
      .map((match) => match[1] ?? '')
      .filter((href) => href.startsWith('/') && !stylesheetLinked(href));
    const links = await Promise.all(stylesheets.map(loadStylesheet));
    const parsed = await parseInFrame(html);
    await idle();
    const root = parsed.getElementById('root');
    // Copied into this document (not adopted): nodes made by the frame's document would answer
    // `instanceof` with the frame's classes, which wake.ts and the app ask.
    const copy = root ? document.importNode(root, true) : undefined;
    return { document: parsed, stylesheets: links, ...(copy ? { copy } : {}) };
  } catch {
    return null;
  }
}

const stylesheetLinked = (href: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.getAttribute('href') === href && link.media !== 'not all',
  );

/**
 * The page's HTML parsed into the document of a hidden frame that runs no scripts: the browser's
 * own parser there works a slice at a time (DOMParser would parse it in one long task, which a
 * phone feels and Lighthouse counts as blocking time), and a hidden frame is never laid out. Its
 * scripts and stylesheets are left out (the stylesheets are loaded apart, loadStylesheet).
 */
function parseInFrame(html: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.title = 'prefetched page';
  frame.setAttribute('aria-hidden', 'true');
  frame.srcdoc = html
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    .replace(/<script(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g, '');
  const parsed = new Promise<Document>((resolve, reject) => {
    frame.onload = () =>
      frame.contentDocument ? resolve(frame.contentDocument) : reject(new Error('no frame'));
  });
  document.body.append(frame);
  return parsed;
}

/** A stylesheet loaded for a page shown later: parsed, applied to nothing until then. */
function loadStylesheet(href: string): Promise<HTMLLinkElement> {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.media = 'not all';
  link.href = href;
  const loaded = new Promise<HTMLLinkElement>((resolve) => {
    link.onload = link.onerror = () => resolve(link);
  });
  document.head.append(link);
  return loaded;
}

const FIELDS = 'input, textarea, select';

/**
 * The fetched page in place of the one shown: its markup, query state, language, title. With
 * `keepFields`, what the visitor typed or ticked moves over to the same fields of the new page (the
 * same page in another language), and so does what wake.ts holds for the app. False when the
 * HTML is not a prerendered page, or when the app has started on the page shown.
 */
export function showPage(
  root: HTMLElement,
  page: FetchedPage,
  early: EarlyInput,
  { keepFields }: { keepFields: boolean },
): boolean {
  if (root.hasAttribute(APP_STARTED)) return false;
  const next = page.document;
  const nextRoot = next.getElementById('root');
  const nextState = next.getElementById('prerendered-state');
  const state = document.getElementById('prerendered-state');
  const language = nextRoot?.dataset['prerendered'];
  if (!nextRoot || !language || !nextState || !state) return false;
  for (const link of page.stylesheets) link.removeAttribute('media');
  const before = [...root.querySelectorAll<HTMLInputElement>(FIELDS)];
  root.replaceChildren(...(page.copy ?? document.importNode(nextRoot, true)).childNodes);
  const after = [...root.querySelectorAll<HTMLInputElement>(FIELDS)];
  root.dataset['prerendered'] = language;
  state.textContent = nextState.textContent;
  document.documentElement.lang = language;
  document.title = next.title;
  for (const selector of ['meta[name="description"]', 'link[rel="manifest"]']) {
    const mine = document.head.querySelector(selector);
    const theirs = next.head.querySelector(selector);
    for (const attribute of ['content', 'href']) {
      const value = theirs?.getAttribute(attribute);
      if (mine && value) mine.setAttribute(attribute, value);
    }
  }
  if (keepFields) carryOver(before, after, early);
  next.defaultView?.frameElement?.remove();
  return true;
}

/** The language chosen, remembered as the app's switch does (src/lib/i18n.ts). */
export function rememberLanguage(root: HTMLElement, language: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the cookie still tells the server, and the app detects the page's language.
  }
  root.querySelector<HTMLInputElement>(`${LANGUAGE_SWITCH}[value="${language}"]`)?.focus({
    preventScroll: true,
  });
}

function carryOver(before: HTMLInputElement[], after: HTMLInputElement[], early: EarlyInput) {
  const same =
    before.length === after.length &&
    before.every((field, i) => field.name === after[i]?.name && field.type === after[i]?.type);
  if (!same) return;
  before.forEach((field, i) => {
    const moved = after[i];
    if (!moved || field.matches(LANGUAGE_SWITCH)) return;
    if (field.type === 'checkbox' || field.type === 'radio') moved.checked = field.checked;
    else if (field.value !== moved.value) moved.value = field.value;
    const typed = early.typed.get(field);
    if (typed !== undefined) early.typed.set(moved, typed);
    const toggled = early.toggled.get(field);
    if (toggled !== undefined) early.toggled.set(moved, toggled);
  });
}
