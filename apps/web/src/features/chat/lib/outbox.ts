// Messages written but not yet stored: kept in localStorage with their client-made id, so a
// message written offline (or while the page reloads) is sent once when the network is back.
export type PendingMessage = { clientId: string; text: string };

export function readOutbox(key: string): PendingMessage[] {
  try {
    const parsed = JSON.parse(window.localStorage.getItem(key) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(
          (p): p is PendingMessage =>
            typeof p === 'object' &&
            p !== null &&
            typeof (p as PendingMessage).clientId === 'string' &&
            typeof (p as PendingMessage).text === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function writeOutbox(key: string, pending: PendingMessage[]): void {
  try {
    if (pending.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(pending));
  } catch {
    // Storage blocked: the queue still lives for this page.
  }
}

/** A random id; `randomUUID` exists only in secure contexts (https or localhost). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
