import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@quit/domain/constants';
import { pickLanguage } from '@quit/domain/format';
import { groupOf, languageBundles, type StringGroup } from '@/locales/load-language';
import type { Namespace, Namespaces, TFunction } from './i18n-types';
import { Translator } from './translator';

/** localStorage key of the language the user chose with the switcher. */
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * Cookie with the page language, so that the server prerenders a public page in the language
 * the app will show (docs/decisions/0047-prerendered-public-pages.md).
 */
export const LANGUAGE_COOKIE = 'quitpot_language';

/** Tells the server the page language for the next prerendered page (a year, whole site). */
export function rememberLanguageForServer(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The saved choice (the language last shown here) wins; otherwise the first browser language we
 * support (any German locale such as de-AT or de-CH counts as German); otherwise English.
 */
export function detectLanguage(
  saved: string | null,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(saved)) return saved;
  // The browser's list reads like Accept-Language: the first language we speak wins.
  return pickLanguage({ acceptLanguage: browserLanguages.join(',') });
}

/**
 * The language this browser was last shown: the cookie the app writes at every start and every
 * choice (main.tsx) first, since the first read of local storage holds the page's first render
 * up (it loads the whole storage area: about 80 ms on the phone benchmark's slowed main thread);
 * local storage, where the choice is also kept, only without the cookie (blocked or expired).
 */
function readSavedLanguage(): string | null {
  if (typeof document === 'undefined') return null; // the server's prerender (Node has a navigator)
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`).exec(document.cookie);
  if (cookie) return cookie[1]!;
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage can be blocked (privacy settings); detection still works
  }
}

export function detectBrowserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE; // the server picks its own
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return detectLanguage(readSavedLanguage(), languages);
}

/** The app's strings; typed by their keys (i18n-types.ts). */
type TypedTranslator = Omit<Translator, 't' | 'getFixedT' | 'currentT'> & {
  currentT(namespaces: string): TFunction<Namespace>;
  t: TFunction;
  getFixedT<N extends Namespaces = 'common'>(language: string | null, namespaces?: N): TFunction<N>;
};

// No strings yet: main.tsx loads the active language's (loadLanguage) before the first render;
// the tests add every language's at set-up.
const i18n = new Translator(detectBrowserLanguage(), {
  fallbackLanguage: DEFAULT_LANGUAGE,
  languages: LANGUAGES,
  defaultNamespace: 'common' satisfies Namespace,
}) as unknown as TypedTranslator;

export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
}

const loading = new Map<string, Promise<void>>();
/** The groups whose strings have arrived (`language:group`). */
const arrived = new Set<string>();
/** The string groups asked for so far: a switch of language loads the same in the other. */
const asked = new Set<StringGroup>();

/** Fetches a group of a language's strings once (its chunk) and adds them to the app's. */
export function loadStrings(language: Language, group: StringGroup): Promise<void> {
  asked.add(group);
  const key = `${language}:${group}`;
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = languageBundles[language][group]().then((bundle) => {
      for (const [namespace, strings] of Object.entries(bundle)) {
        i18n.addResourceBundle(language, namespace, strings);
      }
      arrived.add(key);
    });
    loaded.catch(() => loading.delete(key)); // a later call tries again
    loading.set(key, loaded);
  }
  return loaded;
}

/** Fetches a language's strings (all of them, or the groups given). */
export async function loadLanguage(
  language: Language,
  groups: readonly StringGroup[] = ['first', 'rest'],
): Promise<void> {
  await Promise.all(groups.map((group) => loadStrings(language, group)));
}

/**
 * The strings of `namespaces` in the language shown: null when they are here, else the promise
 * of their group (a component waits for it, lib/use-translation.tsx).
 */
export function stringsMissing(namespaces: readonly string[]): Promise<void> | null {
  const language = currentLanguage();
  const groups = new Set(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map(groupOf)
      // A group that has arrived without it does not hold it (the console's, added by its code).
      .filter((group) => !arrived.has(`${language}:${group}`)),
  );
  if (groups.size === 0) return null;
  // One group's promise is the same on every render (React's `use` expects that).
  const [only, ...more] = [...groups];
  return more.length === 0
    ? loadStrings(language, only!)
    : Promise.all([...groups].map((group) => loadStrings(language, group))).then();
}

/** Switches the UI language and remembers the choice for the next visit. */
export async function chooseLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not persisted when storage is blocked; the switch itself still works.
  }
  await loadLanguage(language, [...asked]);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  if (typeof document === 'undefined') return; // the server's prerender
  document.documentElement.lang = language;
  if (!isLanguage(language)) return;
  rememberLanguageForServer(language);
  // One web manifest per language (public/manifest.{en,de}.webmanifest, issue 30).
  document
    .querySelector('link[rel="manifest"]')
    ?.setAttribute('href', `/manifest.${language}.webmanifest`);
});

export { i18n };
