import { Stack, Table, Text, Title } from '@mantine/core';
import type { AdminQuestionnaireSummary } from '@quit/contracts/questionnaire-summary';
import { useTranslation } from '@/lib/use-translation';
import { useEndOfCourseSummary } from '../api/questionnaire-api';
import { AdminPage, QueryState } from './admin-page';

type Question = AdminQuestionnaireSummary['questions'][number];

/**
 * /admin/questionnaire: the end-of-course questionnaire in aggregate — how many people answered,
 * and per question how many chose each option (or the average of a number). No names, no
 * person's row, no free text (record 0071).
 */
export function QuestionnairePage() {
  const { t } = useTranslation('admin');
  const summary = useEndOfCourseSummary();
  return (
    <AdminPage title={t('questionnaire_summary.title')}>
      <Text>{t('questionnaire_summary.intro')}</Text>
      <QueryState query={summary}>
        {() => {
          const data = summary.data!;
          return (
            <Stack gap="lg">
              <Text fw={600} data-testid="questionnaire-responses">
                {t('questionnaire_summary.responses', { count: data.responses, title: data.title })}
              </Text>
              {data.questions.map((question) => (
                <QuestionSummary key={question.id} question={question} />
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}

function QuestionSummary({ question }: { question: Question }) {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby={`q-${question.id}`} data-testid={`summary-${question.id}`}>
      <Title order={2} size="h3" id={`q-${question.id}`}>
        {question.title}
      </Title>
      <Text c="dimmed" size="sm" mb="xs">
        {question.prompt} · {t('questionnaire_summary.answered', { count: question.answered })}
        {question.kind === 'multi' && ` · ${t('questionnaire_summary.several')}`}
      </Text>
      {question.options.length > 0 ? (
        <Table striped maw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('questionnaire_summary.option')}</Table.Th>
              <Table.Th ta="right">{t('questionnaire_summary.count')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {question.options.map((option) => (
              <Table.Tr key={option.value}>
                <Table.Td>{option.label}</Table.Td>
                <Table.Td ta="right">{option.count}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text>
          {t('questionnaire_summary.average', {
            average: question.average === null ? '—' : question.average,
          })}
        </Text>
      )}
    </section>
  );
}
