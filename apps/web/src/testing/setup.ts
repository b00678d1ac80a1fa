import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { resources } from '@/locales/resources';
import { stubFetch } from './fetch';

// The app fetches one language's strings at start; the tests have both at once.
for (const [language, namespaces] of Object.entries(resources)) {
  for (const [namespace, strings] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, strings);
  }
}

// The first render of a lazy route transforms its modules on the fly, which can take a while,
// and much longer on a loaded machine (5 s was too short at a load of 9, seen with
// `npm run test:load`). A find returns as soon as its element is there: this is only a ceiling.
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverShim;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};

// Fail tests that log unexpected errors (React warnings, failed prop types, act() misuse).
let consoleErrors: unknown[][] = [];

beforeEach(async () => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  window.localStorage.clear();
  stubFetch(); // every test starts with an API that serves the webapp config
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // Mantine keeps its toasts in a module-level store, which outlives the unmounted app: a toast
  // left from the previous test would show again in the next one, where it could stand in for
  // the toast that test waits for (and vanish as its close timer runs out).
  notifications.clean();
  expect(consoleErrors, 'console.error was called').toEqual([]);
});
