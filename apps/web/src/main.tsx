import './app/styles';
import type { Language } from '@quit/domain/constants';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18n, loadLanguage } from './lib/i18n';
import { registerServiceWorker } from './lib/offline-cache';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Only the active language's strings are fetched, before the first render (issue 13).
await loadLanguage(i18n.language as Language);
await i18n.changeLanguage(i18n.language); // resolves it now that its strings are there

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
