// The database's checks and partial indexes spell out the domain's vocabularies (course states,
// donation statuses, languages) from the same constants, so a new state is added in one place.
import { sql, type SQL } from 'drizzle-orm';

/** `'a', 'b', 'c'` for `column in (…)`: the values are our own constants, quoted as literals. */
export function oneOf(values: readonly string[]): SQL {
  if (values.some((value) => !/^[a-z_]+$/.test(value))) {
    throw new Error(`not a vocabulary word: ${values.join(', ')}`);
  }
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}
