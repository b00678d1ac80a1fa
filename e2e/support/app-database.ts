// Which embedded database the running journey's app uses: the clock-moving journeys have an
// app of their own (playwright.config.ts, clockProjects).
import { test } from '@playwright/test';
import { clockProjects, e2eClockDatabase, e2eDatabase } from '../playwright.config';

export function currentDatabase(): { dataDir: string; port: number } {
  let project: string | undefined;
  try {
    project = test.info().project.name;
  } catch {
    // Outside a running journey (global setup): the main app's.
    project = undefined;
  }
  return project !== undefined && clockProjects.includes(project) ? e2eClockDatabase : e2eDatabase;
}
