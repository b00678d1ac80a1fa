import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/lib/toast';
import { useExportData } from '../api/export-data';
import '@/components/form-styles';

/** "Download my data": the GDPR export as a JSON file, for any signed-in user. */
export function DataExport() {
  const { t } = useTranslation('privacy');
  const exportData = useExportData();
  return (
    <section aria-labelledby="data-export-title">
      <Stack gap="sm" align="start" maw={560}>
        <Title order={2} size="h3" id="data-export-title">
          {t('export.title')}
        </Title>
        <Text>{t('export.intro')}</Text>
        <Button
          variant="outline"
          loading={exportData.isPending}
          onClick={() =>
            exportData.mutate(undefined, {
              onSuccess: () => showToast({ kind: 'success', message: t('export.done') }),
            })
          }
        >
          {t('export.button')}
        </Button>
      </Stack>
    </section>
  );
}
