import { i18n } from '@/lib/i18n';

type Toast = { kind: 'success' | 'error'; message: string };

let used = false;
const listeners = new Set<() => void>();

/** Whether a toast has been shown: the toast container mounts from then on (app/provider.tsx). */
export const toastsUsed = {
  get: () => used,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Shows a toast. The toast system loads on first use, which keeps it off the pages that show
 * none (the landing page loads without it).
 */
export function showToast({ kind, message }: Toast): void {
  if (!used) {
    used = true;
    listeners.forEach((listener) => listener());
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show({
      message,
      color: kind === 'error' ? 'red' : 'pot',
      // Errors interrupt a screen reader; confirmations wait their turn.
      role: kind === 'error' ? 'alert' : 'status',
      closeButtonProps: { 'aria-label': i18n.t('close_notification') },
    });
  });
}
