import { describe, expect, it } from 'vitest';
import { chunkGroups } from './vite-chunk-groups';

const R = '/repo/apps/web';
const id = (path: string) => `${R}/${path}`;

/** A small app: an entry, a router with lazy layouts and pages, a UI kit behind one index. */
const modules: Record<string, { imports?: string[]; lazy?: string[] }> = {
  'src/main.tsx': {
    imports: [
      'src/lib/i18n.ts',
      'src/app/router.tsx',
      'node_modules/react/index.js',
      'src/lib/early-pages.ts',
    ],
  },
  'src/wake.ts': { imports: ['src/lib/early-pages.ts'] },
  'src/lib/early-pages.ts': {},
  'src/lib/i18n.ts': { imports: ['node_modules/@mantine/core/esm/index.mjs'] },
  'node_modules/@mantine/core/esm/index.mjs': {
    imports: [
      'node_modules/@mantine/core/esm/Button.mjs',
      'node_modules/@mantine/core/esm/Modal.mjs',
    ],
  },
  'node_modules/@mantine/core/esm/Button.mjs': {},
  'node_modules/@mantine/core/esm/Modal.mjs': {},
  'node_modules/react/index.js': {},
  'src/app/router.tsx': {
    lazy: [
      'src/app/layouts/participant-layout.tsx',
      'src/app/routes/participant/dashboard.tsx',
      'src/app/routes/participant/insights.tsx',
      'src/app/layouts/supporter-layout.tsx',
      'src/app/layouts/public-layout.tsx',
      'src/app/routes/home.tsx',
    ],
  },
  'src/app/layouts/participant-layout.tsx': {
    imports: ['src/app/layouts/app-frame.tsx', 'src/features/auth/require-session.tsx'],
  },
  'src/app/layouts/supporter-layout.tsx': {
    imports: ['src/app/layouts/app-frame.tsx', 'src/features/auth/require-session.tsx'],
  },
  'src/app/layouts/public-layout.tsx': { imports: ['src/app/layouts/app-frame.tsx'] },
  'src/app/layouts/app-frame.tsx': { imports: ['src/app/layouts/nav.ts'] },
  'src/app/layouts/nav.ts': {},
  'src/features/auth/require-session.tsx': {},
  'src/app/routes/participant/dashboard.tsx': {
    imports: ['src/features/course/today.tsx', 'src/components/share.tsx', 'src/lib/i18n.ts'],
  },
  'src/app/routes/participant/insights.tsx': { imports: ['src/features/course/today.tsx'] },
  'src/app/routes/home.tsx': { imports: ['src/components/share.tsx'] },
  'src/features/course/today.tsx': { imports: ['node_modules/@mantine/core/esm/index.mjs'] },
  'src/components/share.tsx': {},
};

const graph = {
  ids: Object.keys(modules).map(id),
  info: (moduleId: string) => {
    const module = modules[moduleId.slice(R.length + 1)];
    return module
      ? {
          importedIds: (module.imports ?? []).map(id),
          dynamicallyImportedIds: (module.lazy ?? []).map(id),
        }
      : null;
  },
};
const names = (set: Set<string>) => [...set].map((moduleId) => moduleId.slice(R.length + 1)).sort();

describe('the chunk groups of the build (record 0091)', () => {
  const groups = chunkGroups(graph);

  it('puts what the entry imports into boot, without the entry, React, the UI kit or what wake.ts imports', () => {
    expect(names(groups.boot)).toEqual(['src/app/router.tsx', 'src/lib/i18n.ts']);
  });

  it('puts the frame every layout draws into one group', () => {
    expect(names(groups.frame)).toEqual([
      'src/app/layouts/app-frame.tsx',
      'src/app/layouts/nav.ts',
    ]);
  });

  it('gives the participant layout what only signed-in layouts use', () => {
    expect(names(groups.shell)).toEqual([
      'src/app/layouts/participant-layout.tsx',
      'src/features/auth/require-session.tsx',
    ]);
  });

  it('gives the dashboard what the participant area uses, and nothing a public page uses', () => {
    expect(names(groups.participant)).toEqual([
      'src/app/routes/participant/dashboard.tsx',
      'src/features/course/today.tsx',
    ]);
  });

  it('puts no module into two groups', () => {
    const all = [...groups.boot, ...groups.frame, ...groups.shell, ...groups.participant];
    expect(new Set(all).size).toBe(all.length);
  });
});
