// Prepared statements for the hot reads (issue 15): built once per database handle (an app's
// pool; tests run several), named, so PostgreSQL parses and plans each once per connection and
// a request sends only its parameters.
import type { Db } from './client';

export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
