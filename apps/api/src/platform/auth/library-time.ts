// better-auth reads the system clock itself (`new Date()` when it checks a session's or a reset
// link's expiry, when it stamps createdAt). The product's rule is one time source: the app's
// clock. So better-auth sees the database through a lens that moves every date by the
// difference between the two clocks: rows hold app time, better-auth compares in system time,
// and "expired" means the same to both. With the system clock as the app's clock (production)
// the lens is not put on at all.
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter } from 'better-auth';
import { systemClock, type Clock } from '../clock';

/** How far the system clock runs ahead of the app's (ms); 0 when they are one. */
export function libraryLead(clock: Clock): number {
  return clock === systemClock ? 0 : Date.now() - clock.now().getTime();
}

/** Every Date inside a plain value (objects, arrays), moved by `ms`. */
export function moveDates<T>(value: T, ms: number): T {
  if (ms === 0 || value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return new Date(value.getTime() + ms) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => moveDates(item, ms)) as T;
  const moved: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) moved[key] = moveDates(item, ms);
  return moved as T;
}

type AnyAdapter = DBAdapter | DBTransactionAdapter;

function onAppTime<A extends AnyAdapter>(adapter: A, clock: Clock): A {
  return new Proxy(adapter, {
    get(target, property, receiver) {
      const member: unknown = Reflect.get(target, property, receiver);
      if (typeof member !== 'function') return member;
      if (property === 'transaction') {
        return (callback: (trx: DBTransactionAdapter) => Promise<unknown>) =>
          (target as DBAdapter).transaction((trx) => callback(onAppTime(trx, clock)));
      }
      return async (...args: unknown[]) => {
        const lead = libraryLead(clock);
        // Into the database: library time → app time; out of it: app time → library time.
        const result: unknown = await (member as (...a: unknown[]) => unknown).apply(
          target,
          moveDates(args, -lead),
        );
        return moveDates(result, lead);
      };
    },
  });
}

/** better-auth's database adapter, seen through the app's clock (see the top of this file). */
export function adapterOnAppTime(
  factory: (options: BetterAuthOptions) => DBAdapter,
  clock: Clock,
): (options: BetterAuthOptions) => DBAdapter {
  if (clock === systemClock) return factory;
  return (options) => onAppTime(factory(options), clock);
}
