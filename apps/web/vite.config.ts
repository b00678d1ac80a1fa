import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './vite-precompress';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    // The server build (dist-ssr/, `vite build --ssr src/entry-server.tsx`) is no web app.
    ...(isSsrBuild ? [] : clientPlugins()),
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
        // Pages and layouts are split per route by the router's lazy imports. The one manual
        // group keeps React and the router, which every page needs and which rarely change, in
        // a chunk of their own so that a deploy of app code leaves it cached.
        rolldownOptions: {
          // A prerendered public page loads only src/wake.ts, which loads the app (index.html's
          // entry) when the visitor reaches for the page (apps/api/src/platform/prerender.ts).
          input: { index: 'index.html', wake: 'src/wake.ts' },
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
