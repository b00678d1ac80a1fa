import type { ResponseSchema } from './api-client';

/** A response schema that loads with its first use; `apiRequest` takes it as `schema`. */
export type LazySchema<T> = () => Promise<ResponseSchema<T>>;

/**
 * A contract's response schema, loaded when a call first needs it (zod and the contracts stay
 * out of the chunks that only render, the public pages' above all), then kept:
 *
 *     const balanceSchema = lazySchema(() =>
 *       import('@quit/contracts/money').then((m) => m.balanceSchema),
 *     );
 *     apiRequest('/participant/balance', { schema: balanceSchema, signal });
 *
 * Name the schema inside the loader, as above: the bundler then sees which of a contract's
 * exports are used and leaves the others out of its chunk (a loader that hands the whole module
 * to a picker would keep them all). A failed load (offline, a new deploy) is tried again at the
 * next call.
 */
export function lazySchema<T>(load: () => Promise<ResponseSchema<T>>): LazySchema<T> {
  let loading: Promise<ResponseSchema<T>> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** Which kind `apiRequest` was given: a lazy schema loads first, a schema is used as it is. */
export function isLazySchema<T>(
  schema: ResponseSchema<T> | LazySchema<T> | undefined,
): schema is LazySchema<T> {
  return typeof schema === 'function';
}
