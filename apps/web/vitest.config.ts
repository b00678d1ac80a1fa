import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { canary } from '../../vitest.canary';
import { maxWorkers } from '../../vitest.workers';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    maxWorkers,
    name: 'web',
    // Files share a worker's loaded modules (docs/decisions/0049-test-suite-speed.md): the app's
    // module-level listener sets that once forbade it are one change bus per app now (0052).
    isolate: false,
    environment: 'jsdom',
    // The build's own plugins (vite-*.ts) are tested beside them.
    include: ['src/**/*.test.{ts,tsx}', 'vite-*.test.ts', ...canary('src/**/*.canary.tsx')],
    setupFiles: ['./src/testing/setup.ts'],
    // Form journeys type a lot and load lazy routes, which are transformed on first use. A
    // timeout catches a hang, not slowness: this fits a 2-core machine at a load of 10.
    testTimeout: 60_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
