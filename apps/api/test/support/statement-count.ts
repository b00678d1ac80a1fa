// Counts the SQL statements the driver sends (issue 15: flat costs per request). Every query of
// this process passes through pg's Client.prototype.query (the pool, Drizzle, better-auth), so
// the count is what the database really receives while `fn` runs; nothing else may run then.
import pg from 'pg';

type Query = (...args: unknown[]) => unknown;

export async function countStatements<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; count: number; statements: string[] }> {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const statements: string[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first] = args;
    const text =
      typeof first === 'string'
        ? first
        : String((first as { text?: unknown } | undefined)?.text ?? '(unknown)');
    statements.push(text);
    return original.apply(this, args);
  };
  try {
    const result = await fn();
    return { result, count: statements.length, statements };
  } finally {
    proto.query = original;
  }
}
