// Only the active language's strings load (issue 13), in two chunks per language (record 0105):
// the namespaces the participant's dashboard and the frame draw on a phone's first screen
// (`first`), and the rest (`rest`: the public pages', money, chat, the test …). Every page but
// the dashboard loads both before it draws; the dashboard loads `rest` when the browser is idle,
// and a component whose namespace is not there yet waits for it (lib/use-translation.tsx). The
// console's strings ship with the console.
import type { Language } from '@quit/domain/constants';

export type LanguageBundle = Record<string, Record<string, unknown>>;
export type StringGroup = 'first' | 'rest';

/** What the first screen of the dashboard uses (errors: the API's messages, always). */
export const FIRST_NAMESPACES: readonly string[] = [
  'auth',
  'common',
  'config',
  'course',
  'cravings',
  'errors',
  'participant',
  'profile',
  'programme',
  'slip',
  'welcome',
];

export const groupOf = (namespace: string): StringGroup =>
  FIRST_NAMESPACES.includes(namespace) ? 'first' : 'rest';

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

export const languageBundles: Record<
  Language,
  Record<StringGroup, () => Promise<LanguageBundle>>
> = {
  en: {
    first: () => import('./bundle-en').then((m) => m.bundle),
    rest: () => import('./bundle-en-rest').then((m) => m.bundle),
  },
  de: {
    first: () => import('./bundle-de').then((m) => m.bundle),
    rest: () => import('./bundle-de-rest').then((m) => m.bundle),
  },
};

/** { namespace: strings } from a glob of locale files (and the API's error messages). */
export function bundleOf(files: Record<string, unknown>, errors?: unknown): LanguageBundle {
  const bundle: LanguageBundle = errors ? { errors: errors as Record<string, unknown> } : {};
  for (const [file, strings] of Object.entries(files)) {
    bundle[namespaceOf(file)] = strings as Record<string, unknown>;
  }
  return bundle;
}
