// Changes a transaction made, told only once it has committed: a cache dropped before the
// commit could be filled again from the old rows by a read that runs meanwhile. A write records
// its change on the transaction (`recordChange`); the database handle the app uses
// (`trackCommits`) hands the changes on after the outermost transaction commits, and forgets
// them when it rolls back.
import type { Db, Tx } from './client';

/** What a committed write tells the caches (the change bus, platform/changes.ts, carries it). */
export type DataChange =
  | { kind: 'money-moved'; courseId: string }
  /** A participant's new course (a fundraiser opened after the last one ended). */
  | { kind: 'course-opened'; participantId: string };

const pending = new WeakMap<object, DataChange[]>();
/** The tracked handles themselves: a write outside a transaction has committed already. */
const direct = new WeakMap<object, (changes: DataChange[]) => void>();

/**
 * Records that `handle` changed something: in a transaction, told after its commit (nothing when
 * it rolls back); on the tracked database itself (a single statement), told at once.
 */
export function recordChange(handle: Db | Tx, change: DataChange): void {
  const changes = pending.get(handle);
  if (changes) changes.push(change);
  else direct.get(handle)?.([change]);
}

type Transaction = Db['transaction'];

/** Makes the transactions of `tx` (savepoints) record into the outermost one's list. */
function track(tx: Tx, changes: DataChange[]): void {
  pending.set(tx, changes);
  const nested = tx.transaction.bind(tx) as Transaction;
  const wrapped: Transaction = (run, config) =>
    nested((inner) => {
      track(inner, changes);
      return run(inner);
    }, config);
  Object.defineProperty(tx, 'transaction', { value: wrapped, configurable: true });
}

/**
 * `db` whose transactions hand what they recorded to `committed` after they commit. Everything
 * else is `db` itself.
 */
export function trackCommits(db: Db, committed: (changes: DataChange[]) => void): Db {
  const transaction: Transaction = async (run, config) => {
    const changes: DataChange[] = [];
    const result = await db.transaction((tx) => {
      track(tx, changes);
      return run(tx);
    }, config);
    if (changes.length > 0) committed(changes);
    return result;
  };
  const tracked = new Proxy(db, {
    get: (target, property, receiver) =>
      property === 'transaction' ? transaction : Reflect.get(target, property, receiver),
  });
  direct.set(tracked, committed);
  return tracked;
}
