// What a signed-in page loads besides the entry, named in the HTML so that the browser fetches it
// at once (issue 31 item 2, record 0091). Without it the page's code is found only once the
// entry has arrived and run: on a phone's connection a second round of requests after the first.
// The build writes dist/.vite/page-preloads.json: per page address, the scripts and stylesheets of
// its layout and route beyond the entry's own, and per language the strings' scripts; the API
// links them in the page's HTML (apps/api/src/platform/page-preloads.ts).
import type { Plugin } from 'vite';

/** The pages whose code the HTML names, with the source modules the router loads for them. */
export const PRELOADED_PAGES: Record<string, string[]> = {
  '/participant/dashboard': [
    'src/app/layouts/participant-layout.tsx',
    'src/app/routes/participant/dashboard.tsx',
  ],
};
/** The strings of each language (src/lib/i18n.ts loads the page language's). */
const LANGUAGE_BUNDLES: Record<string, string> = {
  en: 'src/locales/bundle-en.ts',
  de: 'src/locales/bundle-de.ts',
};
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

export type Preloads = { scripts: string[]; styles: string[] };
export type PagePreloads = {
  pages: Record<string, Preloads>;
  languages: Record<string, Preloads>;
};

/** A built chunk as far as this plugin reads it. */
export type BuiltChunk = {
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  importedCss: string[];
};

/** The scripts and stylesheets the given modules' chunks import statically, `skip`'s not. */
function closure(
  chunks: Map<string, BuiltChunk>,
  roots: BuiltChunk[],
  skip: ReadonlySet<string>,
): Preloads {
  const scripts: string[] = [];
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (seen.has(chunk.fileName) || skip.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    scripts.push(`/${chunk.fileName}`);
    for (const css of chunk.importedCss) styles.add(`/${css}`);
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return { scripts, styles: [...styles] };
}

/** The preloads of a build's chunks (exported for its test). */
export function pagePreloads(built: BuiltChunk[], root: string): PagePreloads {
  const chunks = new Map(built.map((chunk) => [chunk.fileName, chunk]));
  const bySource = new Map<string, BuiltChunk>();
  for (const chunk of built) {
    if (chunk.facadeModuleId?.startsWith(`${root}/`)) {
      bySource.set(chunk.facadeModuleId.slice(root.length + 1), chunk);
    }
  }
  // What index.html already loads: the entry and everything it imports statically.
  const entry = built.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'));
  const loaded = new Set(closure(chunks, entry, new Set()).scripts.map((file) => file.slice(1)));
  const preloadsOf = (sources: string[]) => {
    const roots = sources.map((source) => {
      const chunk = bySource.get(source);
      if (!chunk) throw new Error(`page-preloads: no chunk for ${source}`);
      return chunk;
    });
    return closure(chunks, roots, loaded);
  };
  return {
    pages: Object.fromEntries(
      Object.entries(PRELOADED_PAGES).map(([page, sources]) => [page, preloadsOf(sources)]),
    ),
    languages: Object.fromEntries(
      Object.entries(LANGUAGE_BUNDLES).map(([language, source]) => [
        language,
        preloadsOf([source]),
      ]),
    ),
  };
}

export function pagePreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'quitpot-page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const built: BuiltChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        built.push({
          fileName: output.fileName,
          facadeModuleId: output.facadeModuleId,
          isEntry: output.isEntry,
          imports: output.imports,
          importedCss: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(pagePreloads(built, root), null, 2)}\n`,
      });
    },
  };
}
