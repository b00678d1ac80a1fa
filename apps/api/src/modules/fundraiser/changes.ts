// A participant's fundraiser page (story, photo) changed in this process: caches of the public
// fundraiser drop that participant's answer (issue 15).
type Listener = (participantId: string) => void;
const listeners = new Set<Listener>();

export function onFundraiserPageChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function fundraiserPageChanged(participantId: string): void {
  for (const listener of listeners) listener(participantId);
}
