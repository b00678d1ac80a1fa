// Removes the databases of earlier journey runs (this run's is in use by the app).
import { readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { e2eDatabase } from '../playwright.config';

export default async function removeOldRuns() {
  const current = path.basename(e2eDatabase.dataDir);
  for (const entry of await readdir(os.tmpdir())) {
    if (entry.startsWith('quitpot-e2e-') && entry !== current) {
      await rm(path.join(os.tmpdir(), entry), { recursive: true, force: true });
    }
  }
}
