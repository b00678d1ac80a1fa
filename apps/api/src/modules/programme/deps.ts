import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../providers/storage/port';
import type { CatalogueCache } from './catalogue';

/**
 * What the programme services need; built once in app.ts. `catalogue`: the seminar catalogue
 * kept per process (catalogue.ts); without it the reads that use it read it themselves.
 */
export type ProgrammeDeps = {
  db: Db;
  clock: Clock;
  storage: Storage;
  log: FastifyBaseLogger;
  catalogue?: CatalogueCache;
};
