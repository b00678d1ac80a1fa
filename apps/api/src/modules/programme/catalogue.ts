// The seminar catalogue kept a moment per process (issue 31): the seminars as shipped, their
// texts, the published versions and the to-dos are the same for every participant and change
// only when an operator edits the programme (a request that writes) or the seed runs at start.
// Without it every calendar or seminar read sent the texts of up to 56 seminars. Dropped by the
// change bus ('write', 'jobs-round') after commit; another process's edit shows within
// CATALOGUE_MS. What a course shows of it (its pins) is still read per course.
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { seminars, seminarTexts, seminarTodos, seminarVersions } from '../../db/schema';
import { ShortCache } from '../../platform/auth/short-cache';

type Reader = Pick<Db, 'select'>;

/** How long one process reuses the catalogue: the bound on staleness for another's edit. */
export const CATALOGUE_MS = 1_000;

export type Catalogue = {
  seminars: Map<string, typeof seminars.$inferSelect>;
  texts: (typeof seminarTexts.$inferSelect)[];
  /** Published versions, newest first. */
  published: (typeof seminarVersions.$inferSelect)[];
  /** Every version's to-dos, by position. */
  todos: (typeof seminarTodos.$inferSelect)[];
};

export async function readCatalogue(db: Reader): Promise<Catalogue> {
  const seminarRows = await db.select().from(seminars);
  const texts = await db.select().from(seminarTexts);
  const published = await db
    .select()
    .from(seminarVersions)
    .where(eq(seminarVersions.state, 'published'))
    .orderBy(desc(seminarVersions.number));
  const todos = await db.select().from(seminarTodos).orderBy(asc(seminarTodos.position));
  return { seminars: new Map(seminarRows.map((s) => [s.id, s])), texts, published, todos };
}

/** The catalogue, from this process's cache when it has a current one. */
export type CatalogueCache = () => Promise<Catalogue>;

export function catalogueCache(app: FastifyInstance): CatalogueCache {
  const cache = new ShortCache<Catalogue>(app.clock, CATALOGUE_MS, 1);
  const stop = app.changes.on(['write', 'jobs-round'], () => cache.clear());
  app.addHook('onClose', async () => {
    stop();
    cache.clear();
  });
  return () => cache.get('catalogue', () => readCatalogue(app.db));
}
