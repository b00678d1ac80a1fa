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
      // The repository's own checks: the documents against the tree (docs/docs.test.ts), the
      // scripts' own (scripts/test-dates.test.ts: what the date sweep may leave out), and what
      // the tests share (packages/test-support).
      {
        test: {
          maxWorkers,
          name: 'repo',
          isolate: false,
          include: [
            'docs/**/*.test.ts',
            'scripts/**/*.test.ts',
            'packages/test-support/src/**/*.test.ts',
            ...canary('docs/**/*.canary.ts'),
          ],
        },
      },
    ],
  },
});
