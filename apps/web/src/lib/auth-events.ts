// A tiny emitter between the API client and whoever owns the session. The API client emits
// `signOut` on a 401; the app shell (and later the auth feature) subscribes.
type Listener = () => void;

const signOutListeners = new Set<Listener>();

export const authEvents = {
  /** Returns the unsubscribe function, so it fits a `useEffect` cleanup. */
  onSignOut(listener: Listener): () => void {
    signOutListeners.add(listener);
    return () => {
      signOutListeners.delete(listener);
    };
  },
  emitSignOut(): void {
    for (const listener of signOutListeners) listener();
  },
};
