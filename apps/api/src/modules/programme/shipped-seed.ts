// The programme that ships with the product: the seed data files and the sample videos.
import path from 'node:path';
import { repoRoot } from '../../platform/config';
import type { ProgrammeSeed } from './seed-programme';
import { seedSeminars } from './seed/seminars';
import { seedSymptoms } from './seed/symptoms';
import { seedTriggers } from './seed/triggers';

export const shippedProgramme: ProgrammeSeed = {
  seminars: seedSeminars,
  symptoms: seedSymptoms,
  triggers: seedTriggers,
  mediaDir: path.join(repoRoot, 'apps/api/seed-media'),
};
