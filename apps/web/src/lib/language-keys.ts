// Where the page language is kept, in a module of its own so that src/wake.ts (a few KB, no
// i18next) keeps it the way the app does (src/lib/i18n.ts).

/** localStorage key of the language the user chose with the switcher. */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * Cookie with the page language, so that the server prerenders a public page in the language
 * the app will show (docs/decisions/0047-prerendered-public-pages.md).
 */
export const LANGUAGE_COOKIE = 'quitpot_language';
