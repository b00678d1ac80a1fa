// Scroll positions across navigations, as browsers keep them for pages they load themselves:
// back and forward return to where the page was left (also after a reload of the tab, through
// sessionStorage); a new page starts at its top, or at its #section when the address names one.
import { useLayoutEffect, useRef } from 'react';
import { useRouter, useRouterState } from './components';
import type { Location } from './history';

const STORAGE_KEY = 'quitpot-scroll-positions';

function readSaved(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {}; // storage blocked or garbled: positions are kept for this page's life only
  }
}

/** Keeps scroll positions by `getKey(location)` (the entry's key by default). */
export function ScrollRestoration({
  getKey = (location: Location) => location.key,
}: {
  getKey?: (location: Location) => string;
}) {
  const router = useRouter();
  const state = useRouterState();
  const positions = useRef<Record<string, number> | null>(null);
  const keyOf = useRef(getKey);
  useLayoutEffect(() => {
    keyOf.current = getKey;
  });

  useLayoutEffect(() => {
    positions.current ??= readSaved();
    window.history.scrollRestoration = 'manual';
    const save = (from: Location) => {
      positions.current![keyOf.current(from)] = window.scrollY;
    };
    const stopSaving = router.onLeave(save);
    const onPageHide = () => {
      save(router.state.location);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // not kept across reloads when storage is blocked
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      stopSaving();
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [router]);

  const { location, action, initialized } = state;
  const first = useRef(true);
  useLayoutEffect(() => {
    if (!initialized) return;
    const isFirst = first.current;
    first.current = false;
    // A page the server drew may have been scrolled before the app took it over.
    if (isFirst && router.hydrated) return;
    positions.current ??= readSaved();
    const saved = positions.current[keyOf.current(location)];
    if (action === 'POP' && typeof saved === 'number') {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [router, location, action, initialized]);
  return null;
}
