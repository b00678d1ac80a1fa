import { describe, expect, it } from 'vitest';
import { isPageRoute } from '@quit/contracts/routes';
import { PRELOADED_PAGES, pagePreloads, type BuiltChunk } from './vite-page-preloads';

const R = '/repo/apps/web';
const chunk = (
  fileName: string,
  source: string | null,
  imports: string[] = [],
  importedCss: string[] = [],
): BuiltChunk => ({
  fileName: `assets/${fileName}`,
  facadeModuleId: source ? `${R}/${source}` : null,
  isEntry: source === 'index.html',
  imports: imports.map((file) => `assets/${file}`),
  importedCss: importedCss.map((file) => `assets/${file}`),
});

const built = [
  chunk('index-1.js', 'index.html', ['boot-1.js', 'react-1.js']),
  chunk('boot-1.js', null, ['react-1.js'], ['boot-1.css']),
  chunk('react-1.js', null),
  chunk('participant-layout-1.js', 'src/app/layouts/participant-layout.tsx', [
    'shell-1.js',
    'frame-1.js',
    'boot-1.js',
  ]),
  chunk('shell-1.js', null, ['boot-1.js']),
  chunk('frame-1.js', null, ['boot-1.js'], ['frame-1.css']),
  chunk(
    'dashboard-1.js',
    'src/app/routes/participant/dashboard.tsx',
    ['participant-1.js', 'boot-1.js'],
    ['dashboard-1.css'],
  ),
  chunk('participant-1.js', null, ['frame-1.js'], ['participant-1.css']),
  chunk('bundle-en-1.js', 'src/locales/bundle-en.ts', ['boot-1.js']),
  chunk('bundle-de-1.js', 'src/locales/bundle-de.ts', ['boot-1.js']),
  chunk('admin-1.js', 'src/app/routes/admin/home.tsx', ['boot-1.js']),
];

describe('the preloads of a signed-in page (record 0091)', () => {
  const preloads = pagePreloads(built, R);

  it('lists only addresses the app routes (the API matches a request’s path against them)', () => {
    for (const page of Object.keys(PRELOADED_PAGES)) expect(isPageRoute(page)).toBe(true);
    expect(Object.keys(PRELOADED_PAGES)).toContain('/participant/dashboard');
  });

  it('names the dashboard’s layout and page chunks with what they import, not what the entry loads', () => {
    expect(preloads.pages['/participant/dashboard']).toEqual({
      scripts: [
        '/assets/participant-layout-1.js',
        '/assets/shell-1.js',
        '/assets/frame-1.js',
        '/assets/dashboard-1.js',
        '/assets/participant-1.js',
      ],
      styles: ['/assets/frame-1.css', '/assets/dashboard-1.css', '/assets/participant-1.css'],
    });
  });

  it('names each language’s strings', () => {
    expect(preloads.languages).toEqual({
      en: { scripts: ['/assets/bundle-en-1.js'], styles: [] },
      de: { scripts: ['/assets/bundle-de-1.js'], styles: [] },
    });
  });

  it('stops the build when a page’s module has no chunk', () => {
    expect(() =>
      pagePreloads(
        built.filter((c) => !c.fileName.includes('dashboard')),
        R,
      ),
    ).toThrow(/src\/app\/routes\/participant\/dashboard\.tsx/);
  });
});
