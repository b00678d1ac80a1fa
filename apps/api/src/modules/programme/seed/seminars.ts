// Placeholder so this branch compiles; the content branch ships the real list.
import type { SeedSeminar } from './types';

export const seedSeminars: SeedSeminar[] = [];
