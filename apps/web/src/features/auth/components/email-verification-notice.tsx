import { Alert, Button, Group, Text } from '@mantine/core';
import type { Role, SessionResponse } from '@quit/contracts/account';
import { useMemo, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { useResendVerification } from '../api/resend-verification';

function wasDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false; // storage blocked: the notice shows until closed
  }
}

/**
 * For signed-in people whose address is not confirmed yet (or who are changing it): where the
 * link went, why it matters, and a way to have it sent again. Nothing is locked meanwhile.
 */
export function EmailVerificationNotice({
  user,
  role,
}: {
  user: SessionResponse['user'];
  /** Whose pages these are: the reason to confirm is said for that role. */
  role: Role | null;
}) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  // Dismissed for this address: a new address (or a pending change) brings it back.
  const key = `email-notice-dismissed:${user.id}:${user.pendingEmail ?? user.email}`;
  const needed = !user.emailVerified || user.pendingEmail !== null;
  const [closed, setClosed] = useState<string | null>(null);
  // Local storage only when there is something to confirm: its first read holds up the page's
  // first render (it loads the whole storage area), which a confirmed address never needs.
  const dismissed = useMemo(
    () => needed && (closed === key || wasDismissed(key)),
    [needed, closed, key],
  );
  if (!needed || dismissed) return null;
  const text =
    user.pendingEmail === null
      ? t(
          role === 'participant'
            ? 'email_notice.unverified_participant'
            : 'email_notice.unverified',
          {
            email: user.email,
          },
        )
      : t('email_notice.pending', { email: user.pendingEmail, current: user.email });
  return (
    <Alert
      color="yellow"
      variant="light"
      mx="md"
      mt="md"
      aria-live="polite"
      data-testid="email-notice"
      withCloseButton
      closeButtonLabel={t('email_notice.dismiss')}
      onClose={() => {
        try {
          window.localStorage.setItem(key, '1');
        } catch {
          // Not kept across visits when storage is blocked; closed for now all the same.
        }
        setClosed(key);
      }}
    >
      <Text size="sm">{text}</Text>
      <Group gap="sm" mt="xs">
        <Button
          size="xs"
          variant="outline"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          disabled={resend.isSuccess}
        >
          {t('email_notice.resend')}
        </Button>
        {resend.isSuccess && <Text size="sm">{t('email_notice.sent')}</Text>}
        {resend.isError && (
          <Text size="sm" c="red.8">
            {errorMessage(resend.error)}
          </Text>
        )}
      </Group>
    </Alert>
  );
}
