// The API's module order (apps/api/module-order.js) holds the whole tree: every folder of
// apps/api/src has a floor, the README shows the same table, and no file imports itself back
// through others (a cycle, type imports included). Lint (eslint-plugin-boundaries) refuses an
// import that runs up a floor; this test refuses the loops and the unplaced folders lint cannot
// see.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiFloors } from '../module-order.js';

const api = path.resolve(import.meta.dirname, '..');
const src = path.join(api, 'src');
const readme = readFileSync(path.resolve(api, '../../README.md'), 'utf8');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** file → the files of src it imports (relative specifiers only). */
function importGraph(): Map<string, string[]> {
  const files = sourceFiles(src);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)]
      .map((m) => path.resolve(path.dirname(file), m[1]!))
      .flatMap((target) => [target, `${target}.ts`, path.join(target, 'index.ts')])
      .filter((candidate) => known.has(candidate));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles among files (each as its files in order), by depth-first search. */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return found.map((cycle) => cycle.map((file) => path.relative(api, file)));
}

describe('the API module order', () => {
  const placed = apiFloors.flatMap(({ folders }) => folders);

  it('places every folder of src and every module on one floor', () => {
    const folders = [
      ...readdirSync(src).filter((name) => statSync(path.join(src, name)).isDirectory()),
      '.',
    ].filter((name) => name !== 'modules');
    const modules = readdirSync(path.join(src, 'modules')).map((name) => `modules/${name}`);
    expect([...folders, ...modules].filter((folder) => !placed.includes(folder))).toEqual([]);
    expect(placed.filter((folder) => ![...folders, ...modules].includes(folder))).toEqual([]);
    expect(new Set(placed).size).toBe(placed.length);
  });

  it('is shown in the README as the same table', () => {
    for (const { floor, folders } of apiFloors) {
      const row = readme
        .split('\n')
        .find((line) => new RegExp(`^\\|\\s*${floor}\\s*\\|`).test(line));
      expect(row, `README row of floor ${floor}`).toBeDefined();
      for (const folder of folders) expect(row).toContain(`\`${folder}\``);
    }
  });

  it('has no import cycle between files', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(200);
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const a = path.join(src, 'a.ts');
    const b = path.join(src, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['src/a.ts', 'src/b.ts']]);
  });
});
