// The app's strings in React (record 0104): `useTranslation(namespaces)` gives a `t` that the
// component re-renders with when the language or the strings change; `Trans` puts elements
// into a string's `<name>…</name>` parts.
import {
  cloneElement,
  Fragment,
  use,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { i18n, stringsMissing } from './i18n';
import type { Namespaces, TFunction, TOptions } from './i18n-types';

export function useTranslation<const N extends Namespaces = 'common'>(
  namespaces?: N,
): { t: TFunction<N>; i18n: typeof i18n } {
  // Re-rendered when the language or the strings change; `t` is then a new function.
  useSyncExternalStore(i18n.subscribe, i18n.getRevision, i18n.getRevision);
  const listed = namespaces === undefined ? 'common' : ([] as string[]).concat(namespaces).join();
  // A namespace whose strings have not arrived (the dashboard loads most of them at idle time):
  // the component waits in the nearest Suspense boundary, or the page on screen stays.
  const missing = stringsMissing(listed.split(','));
  if (missing) use(missing);
  return { t: i18n.currentT(listed) as TFunction<N>, i18n };
}

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/** A string with `<name>…</name>` parts drawn as `components[name]` with that text inside. */
export function Trans<N extends Namespaces>({
  t,
  i18nKey,
  components = {},
  values,
}: {
  t: TFunction<N>;
  i18nKey: Parameters<TFunction<N>>[0];
  components?: Record<string, ReactElement>;
  values?: TOptions;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const found of text.matchAll(TAG)) {
    parts.push(text.slice(last, found.index));
    const name = found[1] ?? found[3]!;
    const component = components[name];
    parts.push(
      component ? cloneElement(component, { key: parts.length }, found[2]) : (found[2] ?? ''),
    );
    last = found.index + found[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
