import { defineConfig } from 'vitest/config';
import { canary } from '../../vitest.canary';
import { maxWorkers } from '../../vitest.workers';

export default defineConfig({
  test: {
    maxWorkers,
    name: 'api',
    // Files share a worker's loaded modules (docs/decisions/0049-test-suite-speed.md): the app's
    // module-level listener sets that once forbade it are one change bus per app now (0052).
    isolate: false,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', ...canary('test/**/*.canary.ts')],
    globalSetup: ['./test/global-setup.ts'],
    // A timeout catches a hang, not slowness: these fit a 2-core machine at a load of 10 (a
    // second copy of the suite beside it), where the slowest files take several times longer.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});
