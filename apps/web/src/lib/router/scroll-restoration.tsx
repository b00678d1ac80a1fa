// Scroll positions across navigations, as browsers keep them for pages they load themselves:
// back and forward return to where the page was left (also after a reload of the tab, through
// sessionStorage); a new page starts at its top, or at its #section when the address names one.
import { useLayoutEffect, useRef } from 'react';
import { useRouter, useRouterState } from './components';
import type { Location } from './history';

/** Where the tab's scroll positions are kept (listed on the cookie policy page). */
export const SCROLL_POSITIONS_KEY = 'quitpot-scroll-positions';

function readSaved(): Record<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) ?? '{}');
    return saved && typeof saved === 'object' ? (saved as Record<string, number>) : {};
  } catch {
    return {}; // storage blocked or garbled: positions are kept for this page's life only
  }
}

/** What a person does to scroll themselves: a restoration still under way then stops. */
const TAKE_OVER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a restoration waits for the page to grow to the position (or the #section). */
const RESTORE_FOR_MS = 3_000;

/**
 * Tries `attempt` (true once it scrolled where it should) now and, while the page is still too
 * short for it (parts that render after the first screen, record 0106, or code still loading),
 * again whenever the page grows, as browsers do for pages they load themselves; until it
 * succeeds, the person scrolls, or 3 s passed. Returns a stop.
 */
function scrollWhenThere(attempt: () => boolean): () => void {
  if (attempt() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    if (attempt()) stop();
  });
  const timer = setTimeout(() => stop(), RESTORE_FOR_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop, true);
  }
  observer.observe(document.body);
  for (const type of TAKE_OVER) window.addEventListener(type, stop, true);
  return stop;
}

/**
 * Jumps to `y`, as a browser restores a page: instantly, although the page scrolls smoothly for
 * the person's own jumps (global.css), which would animate every restore and keep `scrollY`
 * short of `y` until the animation ends.
 */
function jumpTo(y: number) {
  window.scrollTo({ left: 0, top: y, behavior: 'instant' });
}

/** Jumps to `y`; true when the page was tall enough to get there. */
function scrolledTo(y: number): boolean {
  jumpTo(y);
  return Math.abs(window.scrollY - y) < 1;
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
        sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify(positions.current));
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
    if (action === 'POP' && typeof saved === 'number')
      return scrollWhenThere(() => scrolledTo(saved));
    jumpTo(0);
    if (location.hash) {
      const id = decodeURIComponent(location.hash.slice(1));
      return scrollWhenThere(() => {
        const target = document.getElementById(id);
        target?.scrollIntoView();
        return target !== null;
      });
    }
  }, [router, location, action, initialized]);
  return null;
}
