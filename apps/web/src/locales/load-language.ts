// Only the active language's strings load (issue 13): each language is one chunk holding all
// of its namespaces (every locales/<language>/*.json but the console's, which ships with the
// console), fetched when the app starts or the language is switched.
import type { Language } from '@quit/domain/constants';

export type LanguageBundle = Record<string, Record<string, unknown>>;

const namespaceOf = (file: string) => file.replace(/^.*\/([^/]+)\.json$/, '$1');

export const languageBundles: Record<Language, () => Promise<LanguageBundle>> = {
  en: () => import('./bundle-en').then((m) => m.bundle),
  de: () => import('./bundle-de').then((m) => m.bundle),
};

/** { namespace: strings } from a glob of locale files. */
export function bundleOf(files: Record<string, unknown>, errors: unknown): LanguageBundle {
  const bundle: LanguageBundle = { errors: errors as Record<string, unknown> };
  for (const [file, strings] of Object.entries(files)) {
    bundle[namespaceOf(file)] = strings as Record<string, unknown>;
  }
  return bundle;
}
