import { useEffect, useRef, useState, type ReactNode } from 'react';

type WhenVisibleProps = {
  children: ReactNode;
  /** Reserved height until it shows, so the page below does not jump. */
  minHeight?: number;
  testId?: string;
  /**
   * Also shows once the browser is idle after the first screen: for what a person may use
   * without scrolling far (and what tests reach without scrolling), but the first screen does
   * not need.
   */
  idle?: boolean;
};

/**
 * Shows its children once their place comes near the screen (record 0086): what lies below the
 * first screen of a phone loads its code and asks the API only when scrolled to. Without
 * IntersectionObserver (old browsers, jsdom) it shows them at once.
 */
export function WhenVisible({ children, minHeight = 120, testId, idle = false }: WhenVisibleProps) {
  const place = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = place.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      // A little ahead of the screen's edge, so a section is there by the time it is reached.
      { rootMargin: '0px 0px 200px 0px' },
    );
    observer.observe(element);
    const show = () => setShown(true);
    const idleCall =
      idle && typeof requestIdleCallback === 'function'
        ? requestIdleCallback(show, { timeout: 3_000 })
        : undefined;
    const timer = idle && idleCall === undefined ? setTimeout(show, 1_500) : undefined;
    return () => {
      observer.disconnect();
      if (idleCall !== undefined) cancelIdleCallback(idleCall);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [shown, idle]);
  if (shown) return <>{children}</>;
  // data-when-visible: journeys scroll to every such place (e2e/support/dashboard.ts).
  return (
    <div ref={place} style={{ minHeight }} data-testid={testId} data-when-visible aria-hidden />
  );
}
