// Something a prerendered public page shows changed in this process (a review written, withdrawn
// or hidden): the prerenderer drops its copies at once (platform/prerender.ts). Another process
// keeps its copy no longer than the prerenderer's bound.
type Listener = () => void;
const listeners = new Set<Listener>();

export function onPublicPagesChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicPagesChanged(): void {
  for (const listener of listeners) listener();
}
