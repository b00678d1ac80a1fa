import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';

export type QuestionnaireDeps = { db: Db; clock: Clock };
