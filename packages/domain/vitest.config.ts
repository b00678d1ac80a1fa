import { defineConfig } from 'vitest/config';
import { canary } from '../../vitest.canary';

export default defineConfig({
  test: { name: 'domain', include: ['src/**/*.test.ts', ...canary('src/**/*.canary.ts')] },
});
