import { Alert, Button, Stack, Text } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '../api/get-session';
import { useVerifyEmail } from '../api/verify-email';
import { dashboardPath } from '../lib/destinations';

/**
 * The mailed link's page. Confirming takes a click, not just opening the page: mail scanners
 * that open links must not use up the single-use token.
 */
export function VerifyEmailForm({ token }: { token: string | null }) {
  const { t } = useTranslation(['auth', 'errors']);
  const verify = useVerifyEmail();
  const { data: session } = useSession();
  const invalid =
    token === null ||
    (verify.error instanceof ApiError && verify.error.code === 'INVALID_VERIFICATION_LINK');

  if (verify.isSuccess) {
    const next = session ? dashboardPath(session.role) : pageRoutes.signIn;
    return (
      <Stack gap="md">
        <Alert color="pot" variant="light" role="status" title={t('verify_email.done_title')}>
          {t('verify_email.done', { email: verify.data.email })}
        </Alert>
        <Button component={Link} to={next} style={{ alignSelf: 'start' }}>
          {session ? t('verify_email.continue') : t('verify_email.sign_in')}
        </Button>
      </Stack>
    );
  }
  if (invalid) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert">
          {t('errors:INVALID_VERIFICATION_LINK')}
        </Alert>
        <Button
          component={Link}
          to={session ? dashboardPath(session.role) : pageRoutes.signIn}
          variant="outline"
          style={{ alignSelf: 'start' }}
        >
          {session ? t('verify_email.continue') : t('verify_email.sign_in')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>{t('verify_email.intro')}</Text>
      {verify.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(verify.error)}
        </Alert>
      )}
      <Button
        onClick={() => verify.mutate(token)}
        loading={verify.isPending}
        style={{ alignSelf: 'start' }}
      >
        {t('verify_email.submit')}
      </Button>
    </Stack>
  );
}
