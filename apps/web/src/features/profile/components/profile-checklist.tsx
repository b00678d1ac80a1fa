import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ProfileResponse } from '@quit/contracts/profile';
import { useTranslation } from '@/lib/use-translation';
import { FIELD_LABEL_KEY, isProfileField } from './field-labels';

/** "Complete Your Profile": what is still missing before a course can start (spec §5, C3). */
export function ProfileChecklist({ completeness }: Pick<ProfileResponse, 'completeness'>) {
  const { t } = useTranslation('profile');
  // The server may name address fields with their path ("address.city").
  const missing = completeness.missing
    .map((field) => field.replace(/^address\./, ''))
    .filter(isProfileField);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="profile-checklist-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="profile-checklist-title">
          {t('checklist.title')}
        </Title>
        {completeness.complete || missing.length === 0 ? (
          <Text>{t('checklist.complete')}</Text>
        ) : (
          <>
            <Text>{t('checklist.intro')}</Text>
            <List>
              {missing.map((field) => (
                <List.Item key={field}>{t(FIELD_LABEL_KEY[field])}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
