import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroupsPlugin, REACT_MODULES, type ChunkGroups } from './vite-chunk-groups';
import { pagePreloadsPlugin } from './vite-page-preloads';
import { precompress } from './vite-precompress';

/** Filled from the module graph by chunkGroupsPlugin before the code is split. */
const groups: ChunkGroups = {
  boot: new Set(),
  frame: new Set(),
  shell: new Set(),
  participant: new Set(),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The server build (dist-ssr/, `vite build --ssr src/entry-server.tsx`) is no web app.
    ...(isSsrBuild ? [] : [...clientPlugins(), chunkGroupsPlugin(groups), pagePreloadsPlugin()]),
  ],
  // Absolute asset paths: the API serves dist/ with index.html as the fallback for every page.
  base: '/',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  // The server build carries its dependencies, React's production build among them (the API
  // runs without NODE_ENV).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } }
    : {}),
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, target: 'node24', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Which CSS files each page's modules need: the server links them in the prerendered
        // public pages (apps/api/src/platform/prerender.ts).
        manifest: true,
        // Pages and layouts are split per route by the router's lazy imports. React and React
        // DOM, which every page needs and which rarely change, keep a chunk of their own so
        // that a deploy of app code leaves it cached. What the entry runs at boot, the frame every
        // layout draws, and the participant's layout and dashboard are a chunk each
        // (vite-chunk-groups.ts, record 0091), not some hundred small ones.
        rolldownOptions: {
          // A prerendered public page loads only src/wake.ts, which loads the app (index.html's
          // entry) when the visitor reaches for the page (apps/api/src/platform/prerender.ts).
          input: { index: 'index.html', wake: 'src/wake.ts' },
          output: {
            codeSplitting: {
              groups: [
                { name: 'react', test: REACT_MODULES, priority: 5 },
                { name: 'boot', test: (id) => groups.boot.has(id), priority: 4 },
                { name: 'frame', test: (id) => groups.frame.has(id), priority: 3 },
                { name: 'shell', test: (id) => groups.shell.has(id), priority: 2 },
                { name: 'participant', test: (id) => groups.participant.has(id), priority: 1 },
              ],
            },
          },
        },
      },
}));

function clientPlugins() {
  return [
    // Installable app with an offline cache (issue 13, spec section 9): the worker is our own
    // (src/service-worker/sw.ts); the plugin bundles it and writes the precache
    // list of the app shell. Hashed chunks are kept as they are used, not all up front.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      injectRegister: false,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['index.html', 'favicon.svg', 'icons/*.png'],
      },
      // One manifest per language (issue 30): public/manifest.{en,de}.webmanifest, linked by
      // index.html and set to the page's language by the server (apps/api/src/platform/
      // page-language.ts) and by the app when the language changes (src/lib/i18n.ts).
      manifest: false,
    }),
    precompress(),
  ];
}
