// The keys of the app's strings, checked when the code is compiled: a `t('…')` names a string
// of its namespaces (or `namespace:key` of any), with plural forms under their bare key.
import type enAdmin from '@/locales/en/admin.json';
import type { resources } from '@/locales/resources';
import type { TOptions } from './translator';

// The console's strings load with the console (features/admin/lib/admin-i18n.ts), not here.
export type Resources = (typeof resources)['en'] & { admin: typeof enAdmin };
export type Namespace = keyof Resources & string;

type Leaves<T, P extends string = ''> = T extends string
  ? P
  : { [K in keyof T & string]: Leaves<T[K], P extends '' ? K : `${P}.${K}`> }[keyof T & string];
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base | K : K;

export type KeyIn<N extends Namespace> = WithoutPlural<Leaves<Resources[N]>>;
type Prefixed = { [N in Namespace]: `${N}:${KeyIn<N>}` }[Namespace];

/** One namespace, or several searched in order. */
export type Namespaces = Namespace | readonly Namespace[];
type Listed<N extends Namespaces> = N extends readonly (infer M)[] ? M & Namespace : N & Namespace;

export type TKey<N extends Namespaces = 'common'> = KeyIn<Listed<N>> | Prefixed;
export type TFunction<N extends Namespaces = 'common'> = (
  key: TKey<N>,
  options?: TOptions,
) => string;
export type { TOptions };
