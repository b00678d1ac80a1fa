// Counts the SQL statements the driver sends (issue 15: flat costs per request). Every query of
// this process passes through pg's Client.prototype.query (the pool, Drizzle, better-auth), so
// the count is what the database really receives while `fn` runs; nothing else may run then.
import pg from 'pg';

type Query = (...args: unknown[]) => unknown;

/** A statement as sent: its text and its parameters' values. */
export type SentStatement = { text: string; values: unknown[] };

export async function countStatements<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; count: number; statements: string[]; sent: SentStatement[] }> {
  const proto = pg.Client.prototype as unknown as { query: Query };
  const original = proto.query;
  const sent: SentStatement[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const config = typeof first === 'string' ? undefined : (first as Partial<SentStatement>);
    const text = typeof first === 'string' ? first : String(config?.text ?? '(unknown)');
    const values = Array.isArray(second) ? second : (config?.values ?? []);
    sent.push({ text, values });
    return original.apply(this, args);
  };
  try {
    const result = await fn();
    const statements = sent.map((s) => s.text);
    return { result, count: statements.length, statements, sent };
  } finally {
    proto.query = original;
  }
}
