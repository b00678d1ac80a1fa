// The change bus: one per app (`app.changes`), so two apps in one process (tests) never hear
// each other. What changed is told once it is final: writes to the ledger after their
// transaction commits (db/after-commit.ts), a request that may write before and after it runs,
// a round of jobs once its work has committed. Every cache names the changes that drop it.
import type { DataChange } from '../db/after-commit';

export type Change =
  | DataChange
  /** A participant's fundraiser page (story, photo) changed. */
  | { kind: 'fundraiser-page'; participantId: string }
  /** Something a prerendered public page shows changed (a review written, withdrawn, hidden). */
  | { kind: 'public-pages' }
  /** A request that may write is about to run, or has run (see mayWrite). */
  | { kind: 'write' }
  /** A round of jobs did work, and it has committed. */
  | { kind: 'jobs-round' };

export type ChangeKind = Change['kind'];
type Listener<K extends ChangeKind> = (change: Extract<Change, { kind: K }>) => void;

export class ChangeBus {
  private readonly listeners = new Map<ChangeKind, Set<(change: Change) => void>>();

  /** Calls `listener` on every change of these kinds; answers the unsubscribe. */
  on<K extends ChangeKind>(kinds: K | readonly K[], listener: Listener<K>): () => void {
    const all = (Array.isArray(kinds) ? kinds : [kinds]) as K[];
    const call = listener as (change: Change) => void;
    for (const kind of all) {
      let set = this.listeners.get(kind);
      if (!set) this.listeners.set(kind, (set = new Set()));
      set.add(call);
    }
    return () => {
      for (const kind of all) this.listeners.get(kind)?.delete(call);
    };
  }

  emit(change: Change): void {
    for (const listener of this.listeners.get(change.kind) ?? []) listener(change);
  }

  /** Forgets every listener (the app is closing). */
  clear(): void {
    this.listeners.clear();
  }
}
