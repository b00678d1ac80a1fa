// Placeholder so this branch compiles; the content branch ships the real list.
import type { SeedListItem } from './types';

export const seedTriggers: SeedListItem[] = [];
