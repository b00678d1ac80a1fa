import { afterEach, describe, expect, it } from 'vitest';
import * as appStarted from './early-input';
import type { EarlyInput } from './early-input';
import * as app from './i18n';
import { APP_STARTED, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, showPage } from './early-pages';

const page = (language: string, title: string, label: string) =>
  `<html lang="${language}"><head><title>${title}</title>` +
  `<link rel="manifest" href="/manifest.${language}.webmanifest"></head><body>` +
  `<div id="root" data-prerendered="${language}" data-hydrating><h1>${title}</h1>` +
  `<form><input name="name" aria-label="${label}"><input type="checkbox" name="agree">` +
  `<div data-language-switch><input type="radio" name="language" value="en"` +
  `${language === 'en' ? ' checked' : ''}><input type="radio" name="language" value="de"` +
  `${language === 'de' ? ' checked' : ''}></div></form></div>` +
  `<script type="application/json" id="prerendered-state">{"language":"${language}"}</script>` +
  `</body></html>`;

const emptyEarly = (): EarlyInput => ({
  clicks: [],
  toggled: new Map(),
  submits: [],
  typed: new Map(),
});

function showEnglishPage() {
  const shown = new DOMParser().parseFromString(page('en', 'Quit', 'Name'), 'text/html');
  document.documentElement.lang = 'en';
  document.title = 'Quit';
  document.head.innerHTML = '<link rel="manifest" href="/manifest.en.webmanifest">';
  document.body.replaceChildren(...[...shown.body.childNodes].map((n) => document.adoptNode(n)));
  return document.getElementById('root')!;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('a fetched page shown before the app has come', () => {
  it('keeps the language where the app does', () => {
    expect([LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY]).toEqual([
      app.LANGUAGE_COOKIE,
      app.LANGUAGE_STORAGE_KEY,
    ]);
  });

  it('takes the place of the page: markup, state, language, title, manifest, stylesheets', () => {
    const root = showEnglishPage();
    const stylesheet = document.createElement('link');
    stylesheet.media = 'not all';
    const fetched = new DOMParser().parseFromString(page('de', 'Aufhören', 'Name'), 'text/html');

    const shown = showPage(root, { document: fetched, stylesheets: [stylesheet] }, emptyEarly(), {
      keepFields: false,
    });

    expect(shown).toBe(true);
    expect(root.querySelector('h1')?.textContent).toBe('Aufhören');
    expect(root.dataset['prerendered']).toBe('de');
    expect(root.hasAttribute('data-hydrating')).toBe(true);
    expect(document.getElementById('prerendered-state')?.textContent).toBe('{"language":"de"}');
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Aufhören');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(
      '/manifest.de.webmanifest',
    );
    expect(stylesheet.hasAttribute('media')).toBe(false);
  });

  it('keeps what was typed and ticked in the same form, and hands it to the app from there', () => {
    const root = showEnglishPage();
    const name = root.querySelector<HTMLInputElement>('input[name="name"]')!;
    const agree = root.querySelector<HTMLInputElement>('input[name="agree"]')!;
    name.value = 'Erika';
    agree.checked = true;
    const early = emptyEarly();
    early.typed.set(name, 'Erika');
    early.toggled.set(agree, true);
    const fetched = new DOMParser().parseFromString(page('de', 'Aufhören', 'Name'), 'text/html');

    showPage(root, { document: fetched, stylesheets: [] }, early, { keepFields: true });

    const movedName = root.querySelector<HTMLInputElement>('input[name="name"]')!;
    const movedAgree = root.querySelector<HTMLInputElement>('input[name="agree"]')!;
    expect(movedName).not.toBe(name);
    expect(movedName.value).toBe('Erika');
    expect(movedAgree.checked).toBe(true);
    expect(early.typed.get(movedName)).toBe('Erika');
    expect(early.toggled.get(movedAgree)).toBe(true);
    // The switch shows the new page's language, not the tick on the old one.
    expect(root.querySelector<HTMLInputElement>('input[value="de"]')?.checked).toBe(true);
  });

  it('shows nothing for HTML that is not a prerendered page', () => {
    const root = showEnglishPage();
    const fetched = new DOMParser().parseFromString(
      '<html><body><div id="root"></div></body></html>',
      'text/html',
    );
    expect(
      showPage(root, { document: fetched, stylesheets: [] }, emptyEarly(), { keepFields: true }),
    ).toBe(false);
    expect(root.querySelector('h1')?.textContent).toBe('Quit');
  });
});

describe('once the app has started on the page (record 0091)', () => {
  it('marks the page as the app’s with the attribute wake.ts looks for', () => {
    expect(APP_STARTED).toBe(appStarted.APP_STARTED);
    const root = showEnglishPage();
    appStarted.markAppStarted(root);
    expect(root.hasAttribute(APP_STARTED)).toBe(true);
  });

  it('shows no fetched page in place of the one the app is hydrating, and changes nothing', () => {
    const root = showEnglishPage();
    appStarted.markAppStarted(root);
    const before = document.documentElement.outerHTML;
    const fetched = new DOMParser().parseFromString(page('de', 'Aufhören', 'Name'), 'text/html');

    const shown = showPage(root, { document: fetched, stylesheets: [] }, emptyEarly(), {
      keepFields: true,
    });

    expect(shown).toBe(false);
    expect(document.documentElement.outerHTML).toBe(before);
    expect(root.querySelector('h1')?.textContent).toBe('Quit');
    expect(document.documentElement.lang).toBe('en');
  });
});
