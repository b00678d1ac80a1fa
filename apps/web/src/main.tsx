import './app/styles';
import type { Language } from '@quit/domain/constants';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createApp, type Prerendered } from './app/app';
import { markAppStarted } from './lib/early-input';
import { pageRoutes } from '@quit/contracts/routes';
import {
  currentLanguage,
  i18n,
  loadLanguage,
  loadStrings,
  rememberLanguageForServer,
} from './lib/i18n';
import { matchPath } from './lib/router';
import { registerServiceWorker } from './lib/offline-cache';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// From here the app decides the language and hydrates what the page shows now: wake.ts shows no
// fetched page in its place any more (a tap on the language switch is held for the app).
markAppStarted(container);

const language = i18n.language as Language;
rememberLanguageForServer(language);

/**
 * A public page the server prerendered (docs/decisions/0047-prerendered-public-pages.md) is
 * hydrated, if it is in the language the app shows; otherwise the app renders it afresh.
 */
function readPrerendered(): Prerendered | null {
  const state = document.getElementById('prerendered-state');
  if (container?.dataset['prerendered'] !== language || !state?.textContent) return null;
  try {
    return { queries: JSON.parse(state.textContent) as Prerendered['queries'] };
  } catch {
    return null;
  }
}
const prerendered = readPrerendered();

// Only the active language's strings are fetched, before the first render (issue 13). The
// dashboard draws its first screen with the first group of them; the rest follow when the
// browser is idle (record 0105).
const firstOnly = matchPath(pageRoutes.participantDashboard, window.location.pathname) !== null;
const [App] = await Promise.all([
  createApp(prerendered),
  loadLanguage(language, firstOnly ? ['first'] : undefined).then(() =>
    i18n.changeLanguage(language),
  ),
]);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (prerendered) hydrateRoot(container, app);
else createRoot(container).render(app);

registerServiceWorker();

if (firstOnly) {
  // Not here (offline): a component that needs them asks again.
  const rest = () => void loadStrings(currentLanguage(), 'rest').catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(rest, { timeout: 3_000 });
  else setTimeout(rest, 1_000);
}
