import { i18n } from '@/lib/i18n';

type Toast = { kind: 'success' | 'error'; message: string };

/** Shows a toast. The toast system loads on first use, which keeps it off the first render. */
export function showToast({ kind, message }: Toast): void {
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
