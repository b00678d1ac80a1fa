import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './vite-precompress';

export default defineConfig({
  plugins: [react(), precompress()],
  // Absolute asset paths: the API serves dist/ with index.html as the fallback for every page.
  base: '/',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages and layouts are split per route by the router's lazy imports. The one manual group
    // keeps React and the router, which every page needs and which rarely change, in a chunk
    // of their own so that a deploy of app code leaves it cached.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
