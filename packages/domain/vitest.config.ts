import { defineConfig } from 'vitest/config';
import { canary } from '../../vitest.canary';
import { maxWorkers } from '../../vitest.workers';

export default defineConfig({
  test: {
    maxWorkers,
    name: 'domain',
    include: ['src/**/*.test.ts', ...canary('src/**/*.canary.ts')],
  },
});
