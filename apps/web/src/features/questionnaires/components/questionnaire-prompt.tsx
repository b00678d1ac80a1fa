import { Alert, Button, Stack, Text } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { useQuestionnaireStatuses } from '../api/get-questionnaire-statuses';

/** The dashboard asks for every questionnaire that is due until it is finished. */
export function QuestionnairePrompt() {
  const { t } = useTranslation('welcome');
  const { data: statuses } = useQuestionnaireStatuses();
  const due = (statuses ?? []).filter((status) => status.due);
  if (due.length === 0) return null;
  return (
    <Stack gap="sm">
      {due.map((status) => (
        <Alert
          key={status.name}
          color="blue"
          title={status.title}
          data-testid="questionnaire-prompt"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {status.answered === 0
                ? t(`prompt.${status.name === 'testquestionnaire' ? 'welcome' : 'end'}`)
                : t('prompt.resume', { answered: status.answered, total: status.total })}
            </Text>
            <Button
              component={Link}
              size="xs"
              to={`${pageRoutes.questionnaire}?name=${encodeURIComponent(status.name)}`}
            >
              {status.answered === 0 ? t('prompt.start') : t('prompt.continue')}
            </Button>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
