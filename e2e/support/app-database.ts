// Which embedded database the running journey's app uses: the clock-moving journeys have an
// app of their own per lane (playwright.config.ts, clockLanes).
import { test } from '@playwright/test';
import { databaseOfProject } from '../playwright.config';

export function currentDatabase(): { dataDir: string; port: number } {
  let project: string | undefined;
  try {
    project = test.info().project.name;
  } catch {
    // Outside a running journey (global setup): the main app's.
    project = undefined;
  }
  return databaseOfProject(project);
}
