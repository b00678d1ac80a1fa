import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  chooseLanguage,
  detectBrowserLanguage,
  detectLanguage,
  i18n,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
} from './i18n';

describe('detectLanguage', () => {
  it.each([['de'], ['de-DE'], ['de-AT'], ['de-CH'], ['DE-at']])('reads %s as German', (tag) => {
    expect(detectLanguage(null, [tag])).toBe('de');
  });

  it.each([[['en-US']], [['fr-FR']], [['fr', 'es']], [[]]])(
    'falls back to English for %j',
    (tags) => {
      expect(detectLanguage(null, tags)).toBe('en');
    },
  );

  it('takes the first supported language in the browser list', () => {
    expect(detectLanguage(null, ['fr-FR', 'de-DE', 'en'])).toBe('de');
    expect(detectLanguage(null, ['en-GB', 'de-DE'])).toBe('en');
  });

  it('lets the saved choice win over the browser', () => {
    expect(detectLanguage('en', ['de-DE'])).toBe('en');
    expect(detectLanguage('de', ['en-US'])).toBe('de');
  });

  it('ignores a saved value that is no language of ours', () => {
    expect(detectLanguage('fr', ['de-AT'])).toBe('de');
  });
});

describe('detectBrowserLanguage', () => {
  const clearCookie = () => (document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`);
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookie();
  });

  it('uses navigator.languages and the saved choice', () => {
    clearCookie();
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-CH', 'en']);
    expect(detectBrowserLanguage()).toBe('de');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectBrowserLanguage()).toBe('en');
  });

  it('takes the language last shown from its cookie, without reading local storage', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    document.cookie = `${LANGUAGE_COOKIE}=de; path=/`;
    const read = vi.spyOn(Storage.prototype, 'getItem');
    expect(detectBrowserLanguage()).toBe('de');
    expect(read).not.toHaveBeenCalled();
  });
});

describe('the server prerender (Node: a navigator, no window, no document)', () => {
  afterEach(() => vi.unstubAllGlobals());

  // The strings module calls this as it loads: a throw there cost every public page its prerender.
  it('detects a language without touching the browser', () => {
    vi.stubGlobal('navigator', { language: 'de-DE', languages: ['de-DE'] });
    vi.stubGlobal('document', undefined);
    vi.stubGlobal('window', undefined);
    expect(detectBrowserLanguage()).toBe('de');
  });
});

describe('chooseLanguage', () => {
  it('switches, saves the choice and sets <html lang>', async () => {
    await chooseLanguage('de');
    expect(i18n.language).toBe('de');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
