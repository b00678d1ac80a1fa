import { defineConfig } from 'vitest/config';
import { canary } from '../../vitest.canary';
import { maxWorkers } from '../../vitest.workers';

export default defineConfig({
  test: {
    maxWorkers,
    name: 'contracts',
    // Pure functions and schemas, no module state, no mocks: the files share a worker's loaded
    // modules (one worker start per file cost about 0.4 s each, 50 in a run).
    isolate: false,
    include: ['src/**/*.test.ts', ...canary('src/**/*.canary.ts')],
  },
});
