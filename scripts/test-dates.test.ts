// The date sweep leaves out the test files scripts/test-dates.sh names clock-free (CLOCK_FREE,
// record 0096). That is only safe while they and the repository's modules they load read no
// clock: this check follows their imports through the repository (relative and @quit/* ones;
// installed libraries such as sharp and jsQR are not the product's time) and fails on the first
// clock read it finds, naming the file, so the file goes back into the sweep.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * What reads the time: `Date.now()`, `new Date()` and `Date()` without an argument, the clocks of
 * performance, process and Temporal, and the app's clock. A date made from a given value
 * (`new Date(ms)`) reads none.
 */
const CLOCK_READS =
  /\bDate\.now\b|\bnew Date\(\s*\)|(?<![\w.])Date\(\s*\)|\bperformance\.now\b|\bprocess\.hrtime\b|\bTemporal\.Now\b|\bclock\b/i;

/** The test files the sweep leaves out, as the script lists them. */
export function clockFreeFiles(script: string): string[] {
  const list = /^CLOCK_FREE=\(\n([\s\S]*?)\n\)/m.exec(script);
  if (!list) throw new Error('scripts/test-dates.sh has no CLOCK_FREE=( … ) list');
  return [...list[1]!.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

/** The code without its comments (a comment may say "clock"; it reads none). */
export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** A repository module an import names, or undefined for an installed library. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else {
    const own = /^@quit\/([^/]+)\/(.+)$/.exec(specifier);
    if (!own) return undefined;
    base = path.join(root, 'packages', own[1]!, 'src', own[2]!);
  }
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  const found = candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
  if (!found) throw new Error(`${path.relative(root, from)}: cannot resolve ${specifier}`);
  return found;
}

/** Every repository module `file` loads, itself included. */
function importClosure(file: string): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const source = readFileSync(current, 'utf8');
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const next = resolveImport(current, match[1]!);
      if (next) visit(next);
    }
  };
  visit(file);
  return [...seen];
}

/** The first clock read in a module's code, as "file: line", or undefined. */
export function firstClockRead(file: string, source: string): string | undefined {
  const lines = withoutComments(source).split('\n');
  const index = lines.findIndex((line) => CLOCK_READS.test(line));
  return index < 0
    ? undefined
    : `${path.relative(root, file)}:${index + 1}: ${lines[index]!.trim()}`;
}

describe('the date sweep’s clock-free test files (scripts/test-dates.sh)', () => {
  const files = clockFreeFiles(readFileSync(path.join(root, 'scripts/test-dates.sh'), 'utf8'));

  it('names files that exist, all in the API suite (the sweep’s exclusions are relative to it)', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file).toMatch(/^apps\/api\/.+\.test\.ts$/);
      expect(existsSync(path.join(root, file)), file).toBe(true);
    }
  });

  it('finds a clock read wherever one is written, comments aside', () => {
    expect(firstClockRead('a.ts', 'const at = Date.now();')).toBe('a.ts:1: const at = Date.now();');
    expect(firstClockRead('a.ts', 'x;\nconst today = new Date();')).toMatch(/^a\.ts:2:/);
    expect(firstClockRead('a.ts', 'const t = performance.now();')).toBeDefined();
    expect(firstClockRead('a.ts', 'const t = app.clock.now();')).toBeDefined();
    expect(firstClockRead('a.ts', '// the clock is not read here\nconst x = 1;')).toBeUndefined();
    expect(firstClockRead('a.ts', '/* Date.now() */ const y = 2;')).toBeUndefined();
    expect(firstClockRead('a.ts', 'const end = new Date(start.getTime() + 5);')).toBeUndefined();
  });

  it.each(files)('%s and the repository modules it loads read no clock', (file) => {
    const reads = importClosure(path.join(root, file))
      .map((module) => firstClockRead(module, readFileSync(module, 'utf8')))
      .filter((read) => read !== undefined);
    expect(reads).toEqual([]);
  });
});
