import { defineConfig } from 'vitest/config';
import { canary } from '../../vitest.canary';
import { maxWorkers } from '../../vitest.workers';

export default defineConfig({
  test: {
    maxWorkers,
    name: 'api',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', ...canary('test/**/*.canary.ts')],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
