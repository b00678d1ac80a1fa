// The domain owns the product's vocabularies (course states, donation, refund and payout
// statuses, the test's states and results …); the contracts derive their enums from them. A
// `z.enum([...])` written out by hand that repeats a list the domain exports fails here: the
// two would drift apart the day a word is added to one of them.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const domainDir = path.resolve(import.meta.dirname, '../../domain/src');
const domainModules: Record<string, Record<string, unknown>> = {};

beforeAll(async () => {
  for (const file of readdirSync(domainDir).filter((f) => /^[^.]+\.ts$/.test(f))) {
    domainModules[file] = (await import(pathToFileURL(path.join(domainDir, file)).href)) as Record<
      string,
      unknown
    >;
  }
});

/** Every list of words the domain exports: name → words. */
function domainVocabularies(): Map<string, readonly string[]> {
  const lists = new Map<string, readonly string[]>();
  for (const [file, exports] of Object.entries(domainModules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (
        Array.isArray(value) &&
        value.length >= 2 &&
        value.every((word) => typeof word === 'string' && /^[a-z_]+$/.test(word))
      ) {
        lists.set(`${path.basename(file, '.ts')}.${name}`, value as string[]);
      }
    }
  }
  return lists;
}

/** Each `z.enum([...])` written with literal words in the contracts' sources. */
function literalEnums(): { where: string; words: string[] }[] {
  const dir = import.meta.dirname;
  const found: { where: string; words: string[] }[] = [];
  for (const file of readdirSync(dir).filter((f) => /^[^.]+\.ts$/.test(f))) {
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/z\.enum\(\[([^\]]*)\]\)/g)) {
      const words = [...match[1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
      const line = source.slice(0, match.index).split('\n').length;
      found.push({ where: `${file}:${line}`, words });
    }
  }
  return found;
}

describe('vocabularies', () => {
  it('finds the domain’s lists and the hand-written enums it compares', () => {
    const lists = domainVocabularies();
    expect(lists.get('course-state.COURSE_STATES')).toContain('awaiting_test');
    expect(lists.get('nicotine-test.TEST_RESULTS')).toEqual([
      'passed',
      'failed',
      'partial',
      'invalid',
    ]);
    expect(literalEnums().length).toBeGreaterThan(5);
  });

  it('has no z.enum that writes out a list the domain owns', () => {
    const lists = [...domainVocabularies()];
    const repeated = literalEnums().flatMap(({ where, words }) =>
      lists
        .filter(([, list]) => list.every((word) => words.includes(word)))
        .map(([name]) => `${where} repeats ${name}: use z.enum(${name.split('.')[1]}) instead`),
    );
    expect(repeated).toEqual([]);
  });
});
