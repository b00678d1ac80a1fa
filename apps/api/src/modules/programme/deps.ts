import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { Storage } from '../../providers/storage/port';

/** What the programme services need; built once in app.ts. */
export type ProgrammeDeps = { db: Db; clock: Clock; storage: Storage; log: FastifyBaseLogger };
