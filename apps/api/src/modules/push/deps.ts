import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PushSender } from '../../providers/push/port';

/** What the push devices, settings and sending need; built once in the module's plugin. */
export type PushDeps = {
  db: Db;
  /** The product's calendar: quiet hours are read from it (tests move it). */
  clock: Clock;
  sender: PushSender;
  /** Push services allowed besides the browsers' own (PUSH_ENDPOINT_ORIGINS). */
  endpointOrigins: string[];
  log: FastifyBaseLogger;
};
