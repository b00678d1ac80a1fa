// Changes a transaction made, told only once it has committed: a cache dropped before the
// commit could be filled again from the old rows by a read that runs meanwhile. A write records
// its change on the transaction (`recordChange`); the database handle the app uses
// (`trackCommits`) hands the changes on after the outermost transaction commits, and forgets
// them when it rolls back.
import type { Db, Tx } from './client';

/** What a committed write tells the caches (the change bus, platform/changes.ts, carries it). */
export type DataChange = { kind: 'money-moved'; courseId: string };

const pending = new WeakMap<object, DataChange[]>();

/** Records that `tx` changed something; told after its commit (nothing when it rolls back). */
export function recordChange(tx: Tx, change: DataChange): void {
  pending.get(tx)?.push(change);
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
  return new Proxy(db, {
    get: (target, property, receiver) =>
      property === 'transaction' ? transaction : Reflect.get(target, property, receiver),
  });
}
