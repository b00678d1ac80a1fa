import { Alert, Text } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';

/** Why the programme cannot be shown: before the course runs that is expected, not a failure. */
export function ProgrammeError({ error }: { error: unknown }) {
  const { t } = useTranslation('programme');
  if (error instanceof ApiError && error.code === 'COURSE_NOT_ACTIVE') {
    return <Text data-testid="programme-not-running">{t('not_running')}</Text>;
  }
  return (
    <Alert color="red" variant="light" role="alert">
      {errorMessage(error)}
    </Alert>
  );
}
