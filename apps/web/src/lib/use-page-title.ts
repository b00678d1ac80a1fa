import { useEffect } from 'react';

/** Sets `document.title` to "<page> · QuitPot", following the UI language. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · QuitPot`;
  }, [title]);
}
