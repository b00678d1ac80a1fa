// This browser's push subscription at sign-out (record 0090). A person who signs out on a shared
// or borrowed browser must not go on seeing their reminders there: signing out ends the
// browser's subscription, the push service then answers "gone" for it, and the API drops the
// device at its next send (modules/push/send-push.ts). Only the person's own "Sign out" does
// this; a session that merely ran out keeps its reminders, which are meant to bring them back.

/** How long sign-out waits for the browser at most. */
const GIVE_UP_MS = 2_000;

/** Ends this browser's push subscription, if it has one. Never throws; true when one ended. */
export async function endBrowserPush(giveUpMs = GIVE_UP_MS): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const end = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    return subscription ? await subscription.unsubscribe() : false;
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), giveUpMs);
  });
  try {
    return await Promise.race([end(), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
