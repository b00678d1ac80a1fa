// Fewer, larger chunks where a page loads many of them at once (issue 31 item 2, record 0091).
// Left to itself the bundler gives every set of modules that the same routes share a chunk of
// its own: the participant's dashboard loaded about 120 scripts, and on a phone's connection
// (six connections, 150 ms a round trip) the round trips, not the bytes, set the time. Four
// groups are drawn from the module graph once it is built, before the code is split:
// - `boot`: what the app's entry (src/main.tsx) imports statically. Every page of the app runs
//   all of it before its first render, so one chunk costs nobody anything.
// - `frame`: what the frame every layout draws imports (header, menus, language switch).
// - `shell`: what the participant's layout uses that no page and no public layout uses.
// - `participant`: what the dashboard and its layout use that no page outside the
//   participant's area uses. Public and supporters' pages never load it; the participant's other
//   pages share most of it.
// The UI kit's modules come along with what uses them (a group takes its modules' dependencies)
// or keep the bundler's own chunks; React keeps its own; the wake script of a prerendered public
// page shares nothing with any group. Order is kept: every module of a group runs before anything
// that imports it, as before, and no group imports a route's chunk (each is closed under the
// static imports of what it holds).
import type { Plugin } from 'vite';

const PARTICIPANT_LAYOUT = /src\/app\/layouts\/participant-layout\.tsx$/;
/** The route modules whose static imports make the participant group. */
const PARTICIPANT_ROUTES = [
  /src\/app\/layouts\/participant-layout\.tsx$/,
  /src\/app\/routes\/participant\/dashboard\.tsx$/,
];
/** Route modules that belong to the participant's area (they may load the participant group). */
const PARTICIPANT_AREA = /src\/app\/(layouts\/participant-layout|routes\/participant\/)/;
const ENTRY = /src\/main\.tsx$/;
/** The only script a prerendered public page loads up front (src/wake.ts). */
const WAKE = /src\/wake\.ts$/;
/** The layouts of the signed-in areas (every layout but the public pages' and sign-in's). */
const SIGNED_IN_LAYOUT = /src\/app\/layouts\/(?!public-layout|auth-layout)[\w-]+-layout\.tsx$/;
/** The frame every layout draws (header, navigation, language switch, footer). */
const FRAME = /src\/app\/layouts\/app-frame\.tsx$/;
const ROUTER = /src\/app\/router\.tsx$/;
/** React and React DOM keep their own chunk (the config's `react` group); the router is the app's own. */
export const REACT_MODULES = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

type ModuleInfo = { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] };
type Graph = { ids: string[]; info: (id: string) => ModuleInfo | null };

/**
 * The UI kit's packages are left to the bundler: they are imported through one index that
 * names every component, so following their imports would take the whole kit, not the
 * components a page uses (the bundler sees through the index; this graph does not).
 */
const UI_KIT = /node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/;

/** Every module reachable from `roots` through static imports, the roots included, the UI kit not. */
function staticClosure(graph: Graph, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id) || UI_KIT.test(id)) continue;
    seen.add(id);
    for (const next of graph.info(id)?.importedIds ?? []) if (!seen.has(next)) queue.push(next);
  }
  return seen;
}

export type ChunkGroups = {
  boot: Set<string>;
  frame: Set<string>;
  shell: Set<string>;
  participant: Set<string>;
};

/** The groups of a built module graph (exported for its test). */
export function chunkGroups(graph: Graph): ChunkGroups {
  const matching = (pattern: RegExp, ids: readonly string[] = graph.ids) =>
    ids.filter((id) => pattern.test(id));
  const closureOf = (pattern: RegExp, ids?: readonly string[]) =>
    staticClosure(graph, matching(pattern, ids));
  // No group holds what the wake script of a prerendered public page imports: that would put a
  // group's chunk in front of it (it stays a few KB, record 0085).
  const wake = closureOf(WAKE);
  /** The modules of `set` that no group in `taken` (nor React's, nor wake's) holds. */
  const beyond = (set: Set<string>, ...taken: Set<string>[]) =>
    new Set(
      [...set].filter(
        (id) => !REACT_MODULES.test(id) && [wake, ...taken].every((group) => !group.has(id)),
      ),
    );
  const router = graph.ids.find((id) => ROUTER.test(id));
  const routes = router ? [...(graph.info(router)?.dynamicallyImportedIds ?? [])] : [];

  // The entry itself stays in its own chunk: it waits (top-level await) for the language's
  // strings, whose chunk imports boot modules; in the boot chunk that wait would never end.
  const entry = matching(ENTRY);
  const boot = beyond(staticClosure(graph, entry), new Set(entry));
  const frame = beyond(closureOf(FRAME), boot);
  // What the participant's layout shares with the other signed-in layouts only (the session
  // guard, the consent dialog, the menus): no page and no public layout uses it.
  const pagesAndPublicLayouts = staticClosure(
    graph,
    routes.filter((id) => !SIGNED_IN_LAYOUT.test(id)),
  );
  const shell = beyond(closureOf(PARTICIPANT_LAYOUT, routes), boot, frame, pagesAndPublicLayouts);
  // What the dashboard uses and no page outside the participant's area does.
  const elsewhere = staticClosure(
    graph,
    routes.filter((id) => !PARTICIPANT_AREA.test(id)),
  );
  const participant = beyond(
    staticClosure(
      graph,
      routes.filter((id) => PARTICIPANT_ROUTES.some((pattern) => pattern.test(id))),
    ),
    boot,
    frame,
    shell,
    elsewhere,
  );
  return { boot, frame, shell, participant };
}

/**
 * The plugin fills `groups` once the module graph is complete; the config's chunk groups test
 * membership in it while the bundler splits the code, which comes after.
 */
export function chunkGroupsPlugin(groups: ChunkGroups): Plugin {
  return {
    name: 'quitpot-chunk-groups',
    apply: 'build',
    buildEnd() {
      Object.assign(
        groups,
        chunkGroups({ ids: [...this.getModuleIds()], info: (id) => this.getModuleInfo(id) }),
      );
    },
  };
}
