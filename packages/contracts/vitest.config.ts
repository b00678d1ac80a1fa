import { defineConfig } from 'vitest/config';
import { canary } from '../../vitest.canary';

export default defineConfig({
  test: { name: 'contracts', include: ['src/**/*.test.ts', ...canary('src/**/*.canary.ts')] },
});
