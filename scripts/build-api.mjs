// Builds the API ahead of time (issue 15): one ESM bundle of apps/api/src/main.ts (and the
// operator commands) with our own workspace packages inside and every npm dependency left to
// node_modules, plus the migrations beside it. `npm start` runs the bundle: no TypeScript is
// transpiled at run time.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const outdir = path.join(api, 'dist');

/** Bare imports stay imports (node_modules), except our own TypeScript workspace packages. */
const externalDependencies = {
  name: 'external-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@quit/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: path.join(api, 'src/main.ts'),
    'ledger-check': path.join(api, 'src/cli/ledger-check.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  splitting: true,
  outExtension: { '.js': '.mjs' },
  plugins: [externalDependencies],
  logLevel: 'warning',
});
await cp(path.join(api, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
process.stdout.write(`API built into apps/api/dist in ${Date.now() - started} ms\n`);
