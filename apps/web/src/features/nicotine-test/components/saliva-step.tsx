import { Alert, Button, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { FilmedView } from './filmed-view';

const INSTRUCTIONS = ['wait_before', 'open', 'collect', 'drops', 'flat'] as const;

/** Step 2: how to collect the saliva; the wait starts on the server when it is applied. */
export function SalivaStep({
  code,
  minutes,
  starting,
  error,
  onStart,
}: {
  code: string;
  minutes: number;
  starting: boolean;
  error: unknown;
  onStart: () => void;
}) {
  const { t } = useTranslation('nicotine_test');
  return (
    <Stack gap="sm" align="start" data-testid="test-step-saliva">
      <Title order={3}>{t('saliva.title')}</Title>
      <Text role="status">{t('saliva.found', { code })}</Text>
      <FilmedView begin={{ code }} />
      <List type="ordered" spacing={4}>
        {INSTRUCTIONS.map((key) => (
          <List.Item key={key}>{t(`saliva.instructions.${key}`)}</List.Item>
        ))}
      </List>
      {error != null && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      <Button onClick={onStart} loading={starting}>
        {t('saliva.start', { minutes })}
      </Button>
    </Stack>
  );
}
