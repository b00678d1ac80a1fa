// This browser's push subscription at sign-out (records 0090 and 0100). A person who signs out
// on a shared or borrowed browser must not go on seeing their reminders there: signing out ends
// the browser's subscription, and tells the API to forget it, so the person's device list no
// longer shows it (and should the push service not hear of the end, nothing is sent there).
// Only the person's own "Sign out" does this; a session that merely ran out keeps its
// reminders, which are meant to bring them back.

/** How long sign-out waits for the browser at most. */
const GIVE_UP_MS = 2_000;

/**
 * Ends this browser's push subscription, if it has one. Never throws. Gives the subscription's
 * endpoint (also when the push service could not be told), for the API to forget; null when
 * this browser has none, or did not say in time.
 */
export async function endBrowserPush(giveUpMs = GIVE_UP_MS): Promise<string | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  let endpoint: string | null = null;
  const end = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    endpoint = subscription.endpoint;
    await subscription.unsubscribe().catch(() => false);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, giveUpMs);
  });
  try {
    await Promise.race([end(), late]);
  } catch {
    // No registration to ask: nothing to end.
  } finally {
    clearTimeout(timer);
  }
  return endpoint;
}
