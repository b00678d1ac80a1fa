import { createContext, startTransition, use, useEffect, useState, type ReactNode } from 'react';

/** False while a page paints its first screen; true everywhere else (no `FirstScreen` above). */
const FirstScreenPainted = createContext(true);

/** Calls `then` after the browser has painted the current frame (at once in a hidden tab). */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }
  // A frame's callbacks run just before it is painted; a task they post runs after it.
  const frame = requestAnimationFrame(() => (timer = setTimeout(then, 0)));
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * A page whose first screen is painted before the rest of it is rendered (record 0106): what is
 * inside `AfterFirstScreen` renders once the frame with everything else has been painted, as an
 * interruptible update. On a slow phone the work of the whole page is then not between the data's
 * arrival and the first thing the person came for.
 */
export function FirstScreen({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return <FirstScreenPainted value={painted}>{children}</FirstScreenPainted>;
}

/** Below a page's first screen: rendered after the first screen was painted (see `FirstScreen`). */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  return use(FirstScreenPainted) ? <>{children}</> : null;
}
