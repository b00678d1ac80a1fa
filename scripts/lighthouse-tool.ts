// Lighthouse and its Chrome launcher, for the Lighthouse benchmark only (bench-lighthouse.ts).
// They are a package of their own (tools/lighthouse, with its own lockfile), installed on first
// use: in the repository's dependencies they were an eighth of every `npm ci` (about 12,600 of
// 82,600 files, 166 MB) that CI and `npm start` never load (docs/decisions/0109).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const toolDir = path.resolve(import.meta.dirname, '..', 'tools', 'lighthouse');

/** The parts of Lighthouse's result the benchmark reads. */
export type Lhr = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
};

/** What the benchmark uses of Lighthouse and chrome-launcher (their own types are richer). */
export type LighthouseTool = {
  launchChrome: (options: {
    chromePath: string;
    chromeFlags: string[];
  }) => Promise<{ port: number; kill: () => void }>;
  lighthouse: (
    url: string,
    flags: { port: number; output: 'json'; logLevel: 'error'; onlyCategories: string[] },
    config?: unknown,
  ) => Promise<{ lhr: unknown } | undefined>;
  desktopConfig: unknown;
  computeMedianRun: (runs: never) => unknown;
};

function load<T>(specifier: string): Promise<T> {
  return import(pathToFileURL(path.join(toolDir, 'node_modules', specifier)).href) as Promise<T>;
}

const versionIn = (file: string, read: (json: Record<string, unknown>) => unknown) =>
  existsSync(file) ? read(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : null;

/** Whether tools/lighthouse holds the Lighthouse its package.json pins (none, or an older pin). */
function installed(): boolean {
  const pinned = versionIn(
    path.join(toolDir, 'package.json'),
    (json) => (json['dependencies'] as Record<string, string>)['lighthouse'],
  );
  const present = versionIn(
    path.join(toolDir, 'node_modules', 'lighthouse', 'package.json'),
    (json) => json['version'],
  );
  return present !== null && present === pinned;
}

/** Installs tools/lighthouse from its lockfile when it is missing or outdated, then loads it. */
export async function lighthouseTool(): Promise<LighthouseTool> {
  if (!installed()) {
    console.log('bench:lighthouse: installing Lighthouse (tools/lighthouse, from its lockfile)');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const install = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {
      cwd: toolDir,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error('installing tools/lighthouse failed (npm ci)');
  }
  const [launcher, lighthouse, desktop, median] = await Promise.all([
    load<{ launch: LighthouseTool['launchChrome'] }>('chrome-launcher/dist/index.js'),
    load<{ default: LighthouseTool['lighthouse'] }>('lighthouse/core/index.js'),
    load<{ default: unknown }>('lighthouse/core/config/desktop-config.js'),
    load<{ computeMedianRun: LighthouseTool['computeMedianRun'] }>(
      'lighthouse/core/lib/median-run.js',
    ),
  ]);
  return {
    launchChrome: (options) => launcher.launch(options),
    lighthouse: lighthouse.default,
    desktopConfig: desktop.default,
    computeMedianRun: median.computeMedianRun,
  };
}
