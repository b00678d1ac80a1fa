import { Anchor, Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminSeminar } from '@quit/contracts/admin-programme';
import { pageRoutes } from '@quit/contracts/routes';
import type { Language } from '@quit/domain/constants';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { currentLanguage } from '@/lib/i18n';
import { useSeminar } from '../api/programme-api';
import { AdminPage, QueryState } from './admin-page';
import { SeminarMediaForm } from './seminar-media-form';
import { SeminarPreview } from './seminar-preview';
import { SeminarPublish } from './seminar-publish';
import { SeminarTextsForm } from './seminar-texts-form';

/** /admin/programme/:seminarId: one seminar's draft, edited per language, previewed, published. */
export function SeminarEditorPage({ seminarId }: { seminarId: string }) {
  const { t } = useTranslation('admin');
  const seminar = useSeminar(seminarId);
  const data = seminar.data;
  const title = data
    ? t('programme.editor_title', { day: data.day, slot: t(`programme.slot.${data.slot}`) })
    : t('programme.title');
  return (
    <AdminPage title={title}>
      <Anchor component={Link} to={pageRoutes.adminProgramme}>
        {t('programme.back')}
      </Anchor>
      <QueryState query={seminar}>{() => <SeminarEditor seminar={data!} />}</QueryState>
    </AdminPage>
  );
}

export function SeminarEditor({ seminar }: { seminar: AdminSeminar }) {
  const { t } = useTranslation('admin');
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const content = seminar.draft ?? seminar.published;
  const { number } = seminar.published;
  return (
    <Stack gap="lg">
      <Text>
        {number === null
          ? t('programme.status_shipped')
          : t('programme.status_version', { number })}{' '}
        {seminar.draft ? t('programme.status_draft') : ''}
      </Text>
      {seminar.coursesOnOlderVersions > 0 && (
        <Text size="sm" c="dimmed">
          {t('programme.older_versions', { count: seminar.coursesOnOlderVersions })}
        </Text>
      )}
      <SegmentedControl
        aria-label={t('programme.language')}
        value={language}
        onChange={(value) => setLanguage(value as Language)}
        data={[
          { value: 'de', label: t('programme.languages.de') },
          { value: 'en', label: t('programme.languages.en') },
        ]}
        style={{ alignSelf: 'start' }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Card withBorder component="section" aria-labelledby="seminar-texts">
            <Stack gap="sm">
              <Title order={2} id="seminar-texts" size="h3">
                {t('programme.texts_title', { language: t(`programme.languages.${language}`) })}
              </Title>
              <SeminarTextsForm
                key={`${language}-${seminar.draft?.updatedAt ?? 'published'}`}
                seminarId={seminar.id}
                language={language}
                text={content.texts[language]}
              />
            </Stack>
          </Card>
          <Card withBorder component="section" aria-labelledby="seminar-media">
            <Stack gap="sm">
              <Title order={2} id="seminar-media" size="h3">
                {t('programme.media_title')}
              </Title>
              <SeminarMediaForm key={language} seminarId={seminar.id} language={language} />
            </Stack>
          </Card>
        </Stack>
        <Stack gap="lg">
          <SeminarPreview content={content} language={language} />
          <SeminarPublish seminar={seminar} />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
