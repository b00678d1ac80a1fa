// The server's side of the public pages (issue 13,
// docs/decisions/0047-prerendered-public-pages.md): the API renders `/`, `/about`, the legal
// pages, a fundraiser page and the sign-up and
// sign-in pages with this module (built by `vite build --ssr` into dist-ssr/) so that their text
// and CSS arrive in the HTML; the browser hydrates them when the visitor reaches for the page
// (src/wake.ts, src/main.tsx). Pages render as a signed-out visitor sees them.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticRouter, matchPath, RouterProvider, type Router } from '@/lib/router';
import { pageRoutes } from '@quit/contracts/routes';
import type { Language } from '@quit/domain/constants';
import { setApiTransport } from '@/lib/api-client';
import { i18n, loadLanguage } from '@/lib/i18n';
import { setServerOrigin } from '@/lib/page-origin';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './app/provider';
import { routes } from './app/router';

const PUBLIC_LAYOUT = 'src/app/layouts/public-layout.tsx';
const AUTH_LAYOUT = 'src/app/layouts/auth-layout.tsx';

/**
 * The prerendered pages and the source modules they load (for their CSS in the build).
 * `personal`: addresses whose page shows what only this visitor's browser knows (the return from
 * a checkout: their own gift being confirmed, looked for again and again); those are left to the
 * app, which loads at once.
 */
export const prerenderedPages: {
  path: string;
  modules: string[];
  personal?: (search: URLSearchParams) => boolean;
}[] = [
  { path: pageRoutes.home, modules: [PUBLIC_LAYOUT, 'src/app/routes/home.tsx'] },
  { path: pageRoutes.about, modules: [PUBLIC_LAYOUT, 'src/app/routes/legal/about.tsx'] },
  { path: pageRoutes.terms, modules: [PUBLIC_LAYOUT, 'src/app/routes/legal/terms.tsx'] },
  { path: pageRoutes.impressum, modules: [PUBLIC_LAYOUT, 'src/app/routes/legal/impressum.tsx'] },
  { path: pageRoutes.privacy, modules: [PUBLIC_LAYOUT, 'src/app/routes/legal/privacy.tsx'] },
  {
    path: pageRoutes.cookiePolicy,
    modules: [PUBLIC_LAYOUT, 'src/app/routes/legal/cookie-policy.tsx'],
  },
  {
    path: pageRoutes.supporterSupport,
    modules: [PUBLIC_LAYOUT, 'src/app/routes/supporter/support.tsx'],
    personal: (search) => search.has('donation'),
  },
  { path: pageRoutes.signUp, modules: [AUTH_LAYOUT, 'src/app/routes/auth/sign-up.tsx'] },
  { path: pageRoutes.signIn, modules: [AUTH_LAYOUT, 'src/app/routes/auth/sign-in.tsx'] },
];

/** The source modules of a prerendered page, or null when the address is not one. */
export function prerenderedModules(pathname: string, search = ''): string[] | null {
  const page = prerenderedPages.find((candidate) => matchPath(candidate.path, pathname));
  if (!page || page.personal?.(new URLSearchParams(search))) return null;
  return page.modules;
}

export type PrerenderRequest = {
  /** The page's full URL (origin, path, query). */
  url: string;
  language: Language;
  /** Answers the app's `/api` calls as for a visitor without a session. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
};

export type PrerenderedPage = {
  /** The markup inside #root. */
  html: string;
  /** The query cache the page rendered with, as JSON for the browser to start from. */
  state: string;
};

/** The passes of render, fetch what it asked for, render again (dependent queries). */
const MAX_PASSES = 4;

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

async function renderToHtml(queryClient: QueryClient, router: Router): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

async function renderNow({ url, language, fetch }: PrerenderRequest): Promise<PrerenderedPage> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  setApiTransport(fetch);
  setServerOrigin(new URL(url).origin);
  const router = await createStaticRouter(routes, url);

  const queryClient = createQueryClient();
  const asked = new Set<string>();
  for (let pass = 1; ; pass++) {
    const html = await renderToHtml(queryClient, router);
    // What the page asked for and has not got: fetched, then the page renders again with it.
    const wanted = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' &&
          !asked.has(query.queryHash) &&
          isEnabled(query) &&
          pass < MAX_PASSES,
      );
    if (wanted.length === 0) {
      return { html, state: JSON.stringify(dehydrate(queryClient)).replaceAll('<', '\\u003c') };
    }
    await Promise.all(
      wanted.map((query) => {
        asked.add(query.queryHash);
        return queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey });
      }),
    );
    // A failed call stays unasked: the browser shows its loading state and asks itself, as it
    // would without the prerender.
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a public page's markup in a language. One page at a time: the strings' language and
 * the API transport are the module's (a page renders in a few milliseconds).
 */
export function renderPage(request: PrerenderRequest): Promise<PrerenderedPage> {
  const result = queue.then(() => renderNow(request));
  queue = result.catch(() => undefined);
  return result;
}
