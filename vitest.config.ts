import { defineConfig } from 'vitest/config';
import { canary } from './vitest.canary';
import { maxWorkers } from './vitest.workers';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'packages/contracts',
      'apps/api',
      'apps/web',
      // The repository's own checks: the documents against the tree (docs/docs.test.ts).
      {
        test: {
          maxWorkers,
          name: 'repo',
          isolate: false,
          include: ['docs/**/*.test.ts', ...canary('docs/**/*.canary.ts')],
        },
      },
    ],
  },
});
