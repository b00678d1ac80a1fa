// The documents, checked against the repository (docs/decisions/README.md, "The repository
// check"): every file and migration a Markdown document names exists; every product rule id
// and issue number a source comment or a document cites is explained in docs/product-rules.md
// or docs/issues.md; every decision record a file cites exists, and each record has the shape
// the index promises. Plain file reads, no git and no parser: the whole run takes well under a
// second.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Folders that hold no source: installed packages, build output, run data. */
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-ssr',
  'data',
  '.tmp',
  'test-results',
  'playwright-report',
  'coverage',
]);

/** Every file and folder of the working tree (relative, `/`-separated), build output aside. */
function walk(): { files: Set<string>; dirs: Set<string> } {
  const files = new Set<string>();
  const dirs = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(root + dir, { withFileTypes: true })) {
      const path = dir + entry.name;
      if (entry.isDirectory()) {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        dirs.add(path);
        visit(path + '/');
      } else if (entry.isFile()) files.add(path);
    }
  };
  visit('');
  return { files, dirs };
}

const { files, dirs } = walk();
const read = (path: string) => readFileSync(root + path, 'utf8');

/** The documents whose names are checked: docs/**.md, README.md, BENCHMARKS.md. */
const documents = [...files]
  .filter(
    (f) => (f.startsWith('docs/') && f.endsWith('.md')) || /^(README|BENCHMARKS)\.md$/.test(f),
  )
  .sort();
const documentText = new Map(documents.map((doc) => [doc, read(doc)]));

/** Source files whose comments are checked for rule ids and issue numbers. */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const sources = [...files].filter((f) => SOURCE.test(f)).sort();

// ---------------------------------------------------------------------------------------------
// Comments of JavaScript / TypeScript

/**
 * The text of every comment in a JS/TS(X) file, one entry per comment line, with its line
 * number. A small lexer: it
 * steps over strings, template literals (with their `${…}` code) and regular expressions, so a
 * `//` inside them is not a comment. JSX text is read as code; the worst it can do is hide the
 * rest of one line.
 */
function commentsOf(source: string): Comment[] {
  const found: Comment[] = [];
  const newlines = [...source.matchAll(/\n/g)].map((m) => m.index);
  const lineOf = (index: number) => {
    let low = 0;
    let high = newlines.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (newlines[mid]! < index) low = mid + 1;
      else high = mid;
    }
    return low + 1;
  };
  const modes: ('code' | 'template')[] = ['code'];
  const braceDepths: number[] = [];
  let depth = 0;
  let last = ''; // the last significant character of code, to tell a regex from a division
  let i = 0;
  const n = source.length;
  const regexMayFollow = () => last === '' || '(,=:[!&|?{};+-*%<>~^'.includes(last);
  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (modes[modes.length - 1] === 'template') {
      if (c === '\\') i += 2;
      else if (c === '`') {
        modes.pop();
        last = 'a';
        i += 1;
      } else if (c === '$' && next === '{') {
        modes.push('code');
        braceDepths.push(depth);
        depth += 1;
        last = '{';
        i += 2;
      } else i += 1;
      continue;
    }
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      found.push({ text: source.slice(i + 2, stop), line: lineOf(i) });
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end;
      const first = lineOf(i);
      source
        .slice(i + 2, stop)
        .split('\n')
        .forEach((text, k) => found.push({ text, line: first + k }));
      i = stop + 2;
    } else if (c === '"' || c === "'") {
      i += 1;
      while (i < n && source[i] !== c && source[i] !== '\n') i += source[i] === '\\' ? 2 : 1;
      i += 1;
      last = 'a';
    } else if (c === '`') {
      modes.push('template');
      i += 1;
    } else if (c === '/' && regexMayFollow()) {
      let inClass = false;
      i += 1;
      while (i < n && source[i] !== '\n' && (inClass || source[i] !== '/')) {
        if (source[i] === '\\') i += 1;
        else if (source[i] === '[') inClass = true;
        else if (source[i] === ']') inClass = false;
        i += 1;
      }
      i += 1;
      last = 'a';
    } else {
      if (c === '{') depth += 1;
      else if (c === '}') {
        depth -= 1;
        if (braceDepths.length > 0 && depth === braceDepths[braceDepths.length - 1]) {
          braceDepths.pop();
          modes.pop(); // back into the template literal
          i += 1;
          continue;
        }
      }
      if (!/\s/.test(c)) {
        // A keyword such as `return` before a slash starts a regex, like an operator does.
        const word = /[A-Za-z_$]\w*$/.exec(source.slice(Math.max(0, i - 10), i + 1));
        last =
          word && /^(return|typeof|case|do|else|in|of|void|yield|await)$/.test(word[0]) ? '(' : c;
      }
      i += 1;
    }
  }
  return found;
}

type Comment = { text: string; line: number };

/** `# …` comments of shell scripts and the example environment file. */
const hashComments = (source: string): Comment[] =>
  source
    .split('\n')
    .flatMap((text, index) =>
      /(^|\s)#\s/.test(text) ? [{ text: text.slice(text.indexOf('#')), line: index + 1 }] : [],
    );

const commentFiles = [
  ...sources.map((file) => ({ file, lines: commentsOf(read(file)) })),
  ...[...files]
    .filter((f) => f.endsWith('.sh') || f.startsWith('.ci/') || f === '.env.example')
    .map((file) => ({ file, lines: hashComments(read(file)) })),
];

// ---------------------------------------------------------------------------------------------
// Names of files in documents

/** Top-level folders: a name that starts with one of them is a path from the repository root. */
const TOP = ['apps/', 'packages/', 'e2e/', 'scripts/', 'docs/', '.ci/'];
const EXTENSIONS =
  /\.(ts|tsx|mts|mjs|cjs|js|json|sql|md|sh|svg|css|html|yml|yaml|vtt|mp4|png|jpg|webp|txt)$/;
/** Parts of a name that mean it is not a file of the repository (build output, run data). */
const NOT_IN_REPO = /(^|\/)(node_modules|dist|dist-ssr|data|\.tmp|test-results)(\/|$)/;

/** `locales/{de,en}/chat.json` → both files. */
function expandBraces(name: string): string[] {
  const match = /\{([^{}]*)\}/.exec(name);
  if (!match) return [name];
  return match[1]!
    .split(',')
    .flatMap((part) =>
      expandBraces(name.slice(0, match.index) + part + name.slice(match.index + match[0].length)),
    );
}

/**
 * The file names a document gives in code spans and link targets. A name counts when it is
 * written as a path: from a top-level folder, or ending in a file extension. Placeholders
 * (`<testId>`, `…`, `*`), URLs, absolute paths (`/api/…`, `/proc/…`), names under an
 * environment variable (`DATA_DIR/…`) and build output (`dist/…`) are not files of the
 * repository and are left alone.
 */
function namedFiles(doc: string, text: string): { name: string; line: number }[] {
  const names: { name: string; line: number }[] = [];
  const lineAt = (index: number) => text.slice(0, index).split('\n').length;
  // Code blocks: only names from a top-level folder (commands, layouts), not every token.
  const withoutFences = text.replace(/^```[\s\S]*?^```/gm, (block) => {
    for (const token of block.matchAll(/[^\s`'"()]+/g)) {
      const name = token[0].replace(/[.,:;]+$/, '');
      if (
        TOP.some((top) => name.startsWith(top)) &&
        !/[<>*…$?=]/.test(name) &&
        !NOT_IN_REPO.test(name)
      )
        names.push({ name, line: lineAt(token.index + text.indexOf(block)) });
    }
    return block.replace(/[^\n]/g, ' ');
  });
  // Prose: a path written out from a top-level folder, e.g. "(drawing docs/test-kit.svg)".
  const prose = withoutFences.replace(/`[^`]*`|\]\([^)\s]*\)|<[^>\n]*>/g, (span) =>
    span.replace(/./g, ' '),
  );
  for (const match of prose.matchAll(
    /(?<![\w/.@-])((?:apps|packages|e2e|scripts|docs|\.ci)\/[\w./-]*\w)/g,
  ))
    if (!NOT_IN_REPO.test(match[1]!)) names.push({ name: match[1]!, line: lineAt(match.index) });
  for (const match of withoutFences.matchAll(/`([^`]+)`|\]\(([^)\s]+)\)/g)) {
    const isLink = match[2] !== undefined;
    let name = (match[1] ?? match[2]!).trim();
    if (isLink) {
      if (/^[a-z]+:/i.test(name) || name.startsWith('#')) continue;
      name = name.replace(/#.*$/, '');
      const base = doc.includes('/') ? doc.slice(0, doc.lastIndexOf('/') + 1) : '';
      name = normalise(base + name);
      if (name === '') continue;
      names.push({ name, line: lineAt(match.index) });
      continue;
    }
    // A record names a file moved or removed later as "`old/path.ts` (moved in NNNN to …)".
    const after = match.index + match[0].length;
    if (/^\s*\((removed|moved|renamed)\b/.test(withoutFences.slice(after, after + 20))) continue;
    name = name.replace(/[.,:;]+$/, '');
    if (/[\s<>*…$?=:'"]|^\/|^[a-z]+:/i.test(name) || /^[A-Z][A-Z0-9_]*\//.test(name)) continue;
    if (name.startsWith('@') || name.startsWith('../')) continue;
    if (NOT_IN_REPO.test(name)) continue;
    const fromRoot = TOP.some((top) => name.startsWith(top));
    if (!fromRoot && !EXTENSIONS.test(name)) continue;
    if (!fromRoot && !name.includes('/') && !/\.(ts|tsx|sql)$/.test(name)) continue;
    names.push({ name, line: lineAt(match.index) });
  }
  return names;
}

function normalise(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** A name exists as written from the root, or (a shorter name) as the end of a repository path. */
function exists(name: string): boolean {
  const clean = name.replace(/\/$/, '');
  if (files.has(clean) || dirs.has(clean)) return true;
  if (TOP.some((top) => clean.startsWith(top))) return false;
  const tail = '/' + clean;
  for (const file of files) if (file.endsWith(tail)) return true;
  for (const dir of dirs) if (dir.endsWith(tail)) return true;
  return false;
}

/** Where drizzle writes migrations: `out` in apps/api/drizzle.config.ts. */
function migrationsDir(): string {
  const out = /out:\s*'\.\/([^']+)'/.exec(read('apps/api/drizzle.config.ts'));
  if (!out)
    throw new Error("apps/api/drizzle.config.ts has no `out: './…'`: where are the migrations?");
  return out[1]!.replace(/\/$/, '');
}

// ---------------------------------------------------------------------------------------------
// Product rule ids and issue numbers

/**
 * Written like a rule id but something else: Amazon's S3 (object storage). The spec's S group
 * has S1 only. Numbers start at 1, so the C0 control characters never match.
 */
const NOT_RULE_IDS = new Set(['S3']);

/**
 * The rule ids a text cites: `C4`, `(M8)`, `T2, T3`; a range (`M1–M9`, `M1-M9`, `M1–9`) counts
 * every id in it.
 */
function ruleIdsIn(text: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(/\b([CMPATXS])([1-9]\d?)(?:\s?[–-]\s?\1|–)([1-9]\d?)\b/g)) {
    const [from, to] = [Number(m[2]), Number(m[3])];
    if (to > from && to - from < 20) for (let k = from; k <= to; k += 1) ids.push(m[1]! + k);
  }
  for (const m of text.matchAll(/\b([CMPATXS][1-9]\d?)\b(?!:\d)/g)) ids.push(m[1]!);
  return ids.filter((id) => !NOT_RULE_IDS.has(id));
}

/** The issues a text cites: `issue 14`, `issues 4 and 5` (not the items of `issue 14, 7`). */
function issuesIn(text: string): number[] {
  const numbers: number[] = [];
  for (const m of text.matchAll(/\bissue (\d+)/gi)) numbers.push(Number(m[1]));
  for (const m of text.matchAll(/\bissues (\d+(?:(?:, | and | & )\d+)*)/gi))
    for (const n of m[1]!.split(/, | and | & /)) numbers.push(Number(n));
  return numbers;
}

/** What cites what, as `id → [file:line, …]`. */
function citations<K>(find: (text: string) => K[]): Map<K, string[]> {
  const cited = new Map<K, string[]>();
  const add = (key: K, where: string) => cited.set(key, [...(cited.get(key) ?? []), where]);
  for (const { file, lines } of commentFiles)
    for (const { text, line } of lines) for (const key of find(text)) add(key, `${file}:${line}`);
  for (const [doc, text] of documentText)
    text.split('\n').forEach((line, index) => {
      for (const key of find(line)) add(key, `${doc}:${index + 1}`);
    });
  return cited;
}

const missing = <K>(cited: Map<K, string[]>, known: Set<K>, label: (key: K) => string) =>
  [...cited]
    .filter(([key]) => !known.has(key))
    .map(([key, where]) => `${label(key)}, cited in ${[...new Set(where)].slice(0, 3).join(', ')}`);

// ---------------------------------------------------------------------------------------------

describe('the documents name only what exists', () => {
  it('every file a Markdown document names exists', () => {
    const absent = documents.flatMap((doc) =>
      namedFiles(doc, documentText.get(doc)!)
        .flatMap(({ name, line }) => expandBraces(name).map((one) => ({ one, line })))
        .filter(({ one }) => !exists(one))
        .map(({ one, line }) => `${doc}:${line} names ${one}, which does not exist`),
    );
    expect(absent, absent.join('\n')).toEqual([]);
  });

  it('every migration a Markdown document names exists', () => {
    const dir = migrationsDir();
    const present = new Set(
      [...files]
        .filter((f) => f.startsWith(dir + '/') && f.endsWith('.sql'))
        .map((f) => f.slice(dir.length + 1, -4)),
    );
    expect(present.size, `no migrations in ${dir}`).toBeGreaterThan(0);
    const absent = [...documentText].flatMap(([doc, text]) =>
      text
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/\b(\d{4}_[a-z0-9_]*[a-z0-9])(?:\.sql)?\b/g)]
            .filter((m) => !present.has(m[1]!))
            .map((m) => `${doc}:${index + 1} names migration ${m[1]}, not in ${dir}`),
        ),
    );
    expect(absent, absent.join('\n')).toEqual([]);
  });
});

describe('every id a comment or document cites is explained in the repository', () => {
  it('product rule ids: docs/product-rules.md', () => {
    const explained = new Set(
      [...read('docs/product-rules.md').matchAll(/^- \*\*([A-Z]\d+)\.\*\*/gm)].map((m) => m[1]!),
    );
    expect(explained.size).toBeGreaterThan(0);
    const unexplained = missing(citations(ruleIdsIn), explained, (id) => id);
    expect(
      unexplained,
      `not explained in docs/product-rules.md:\n${unexplained.join('\n')}`,
    ).toEqual([]);
  });

  it('issue numbers: docs/issues.md', () => {
    const explained = new Set(
      [...read('docs/issues.md').matchAll(/^## Issue (\d+)\b/gm)].map((m) => Number(m[1])),
    );
    expect(explained.size).toBeGreaterThan(0);
    const unexplained = missing(citations(issuesIn), explained, (n) => `issue ${n}`);
    expect(unexplained, `not explained in docs/issues.md:\n${unexplained.join('\n')}`).toEqual([]);
  });
});

describe('decision records', () => {
  const recordFiles = [...files]
    .filter((f) => /^docs\/decisions\/\d{4}-[a-z0-9-]+\.md$/.test(f))
    .sort();
  const numbers = new Set(
    recordFiles.map((f) => f.slice('docs/decisions/'.length, 'docs/decisions/'.length + 4)),
  );

  it('every record a file cites exists', () => {
    const cited = [...files]
      .filter(
        (f) => SOURCE.test(f) || f.endsWith('.md') || f.endsWith('.sh') || f.startsWith('.ci/'),
      )
      .flatMap((file) =>
        [...read(file).matchAll(/docs\/decisions\/(\d{4})\b/g)]
          .filter((m) => !numbers.has(m[1]!))
          .map((m) => `${file} cites docs/decisions/${m[1]}, which does not exist`),
      );
    expect(cited, cited.join('\n')).toEqual([]);
  });

  it('are numbered without gaps, each with its title, status, date and sections', () => {
    const problems: string[] = [];
    recordFiles.forEach((file, index) => {
      const number = String(index + 1).padStart(4, '0');
      const text = read(file);
      if (!file.startsWith(`docs/decisions/${number}-`))
        problems.push(`${file}: expected number ${number}`);
      if (!text.startsWith(`# ${file.slice(15, 19)}. `))
        problems.push(`${file}: the first line is not "# NNNN. Title"`);
      const status =
        /^- Status: (Accepted|Proposed|Superseded by \d{4}|Accepted, partly superseded by \d{4}(?:, \d{4})*)$/m.exec(
          text,
        );
      if (!status) problems.push(`${file}: no "- Status: Accepted" (or "Superseded by NNNN") line`);
      if (!/^- Date: \d{4}-\d{2}-\d{2}$/m.test(text))
        problems.push(`${file}: no "- Date: YYYY-MM-DD" line`);
      for (const section of ['Context', 'Decision', 'Consequences'])
        if (!new RegExp(`^## ${section}$`, 'm').test(text))
          problems.push(`${file}: no "## ${section}" section`);
      for (const m of (status?.[0] ?? '').matchAll(/\d{4}/g))
        if (!numbers.has(m[0]))
          problems.push(`${file}: superseded by ${m[0]}, which does not exist`);
    });
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('the index lists every record', () => {
    const index = read('docs/decisions/README.md');
    const unlisted = recordFiles
      .map((f) => f.slice('docs/decisions/'.length))
      .filter((name) => !index.includes(`](${name})`));
    expect(unlisted, `not in docs/decisions/README.md: ${unlisted.join(', ')}`).toEqual([]);
  });
});
