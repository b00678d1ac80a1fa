// React's `lazy` loads a module's default export; the app's components are named exports.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The named export `name` of the module `load` imports, as a component whose code loads when it
 * first renders: `lazyNamed(() => import('./diary-form'), 'DiaryForm')`.
 */
// `any` props as React's own `lazy` constrains its component: props are checked where it renders.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
