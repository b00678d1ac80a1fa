// Lays out the build context of the container image (Containerfile, record 0075): the built
// server (apps/api/dist) and web app (apps/web/dist), Node 24's binary from the `node` npm
// package, and only the npm packages the server bundle leaves outside itself (build-api.mjs's
// keepExternal) with everything they need. The embedded PostgreSQL is left out on purpose: the
// image expects DATABASE_URL.
//   node scripts/image-context.mjs <empty folder>
import { cp, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[2] ?? '');
if (!process.argv[2]) throw new Error('usage: node scripts/image-context.mjs <folder>');
if ((await readdir(out).catch(() => [])).length > 0) throw new Error(`${out} is not empty`);

/** Bare imports the server bundle leaves to node_modules (see build-api.mjs), pg-native aside. */
const RUNTIME_PACKAGES = ['sharp', '@fastify/swagger', '@fastify/swagger-ui', 'ajv', 'ajv-formats'];

const exists = (p) =>
  stat(p).then(
    () => true,
    () => false,
  );

/** Node's lookup: node_modules/<name> in `from` and each folder above it, up to the root. */
async function packageDir(name, from) {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (await exists(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || dir === path.dirname(dir)) return undefined;
  }
}

const wanted = new Set();
async function collect(name, from, optional) {
  const dir = await packageDir(name, from);
  if (!dir) {
    if (optional) return; // an optional dependency for another platform
    throw new Error(`${name} is not installed (needed from ${path.relative(root, from)}): npm ci`);
  }
  if (wanted.has(dir)) return;
  wanted.add(dir);
  const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(manifest.dependencies ?? {})) await collect(dep, dir, false);
  for (const dep of Object.keys(manifest.optionalDependencies ?? {})) await collect(dep, dir, true);
  for (const [dep, meta] of Object.entries(manifest.peerDependenciesMeta ?? {})) {
    if (!meta?.optional && manifest.peerDependencies?.[dep]) await collect(dep, dir, false);
  }
}

for (const name of RUNTIME_PACKAGES) await collect(name, path.join(root, 'apps/api'), false);

await mkdir(out, { recursive: true });
for (const dir of [...wanted].sort()) {
  // A package's own nested node_modules are copied only when they are wanted themselves.
  await cp(dir, path.join(out, path.relative(root, dir)), {
    recursive: true,
    filter: (source) => !path.relative(dir, source).split(path.sep).includes('node_modules'),
  });
}
for (const built of ['apps/api/dist', 'apps/web/dist', 'apps/api/seed-media']) {
  if (!(await exists(path.join(root, built))))
    throw new Error(`${built} is missing: npm run build`);
  await cp(path.join(root, built), path.join(out, built), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}.compile-cache`) && !source.endsWith('.map'),
  });
}
await cp(path.join(root, 'package.json'), path.join(out, 'package.json'));
await cp(path.join(root, 'node_modules/node/bin/node'), path.join(out, 'node'));
await cp(path.join(root, 'Containerfile'), path.join(out, 'Containerfile'));
await cp(path.join(root, 'scripts/container-entry.sh'), path.join(out, 'container-entry.sh'));
process.stdout.write(`image context in ${out}: ${wanted.size} runtime packages\n`);
