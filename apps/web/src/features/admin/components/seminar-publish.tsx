import { Alert, Button, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import type { AdminSeminar } from '@quit/contracts/admin-programme';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useDiscardDraft, usePublishDraft } from '../api/programme-api';

type Audience = 'new' | 'all';

/** Publish the draft, choosing explicitly whether running courses see it too; or discard it. */
export function SeminarPublish({ seminar }: { seminar: AdminSeminar }) {
  const { t } = useTranslation('admin');
  const publish = usePublishDraft();
  const discard = useDiscardDraft();
  const [audience, setAudience] = useState<Audience | ''>('');
  const hasDraft = seminar.draft !== null;
  const onPublish = () => {
    if (audience === '') return;
    publish.mutate(
      { seminarId: seminar.id, applyToRunning: audience === 'all' },
      {
        onSuccess: (answer) => {
          setAudience('');
          showToast({
            kind: 'success',
            message: t('programme.published', { number: answer.number }),
          });
        },
      },
    );
  };
  return (
    <Card withBorder component="section" aria-labelledby="seminar-publish">
      <Stack gap="sm">
        <Title order={2} id="seminar-publish" size="h3">
          {t('programme.publish_title')}
        </Title>
        {!hasDraft && <Text c="dimmed">{t('programme.no_draft')}</Text>}
        {hasDraft && (
          <>
            <Radio.Group
              label={t('programme.audience')}
              value={audience}
              onChange={(value) => setAudience(value as Audience)}
            >
              <Stack gap="xs" mt="xs">
                <Radio value="new" label={t('programme.audience_new')} />
                <Radio value="all" label={t('programme.audience_all')} />
              </Stack>
            </Radio.Group>
            {(publish.error ?? discard.error) && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(publish.error ?? discard.error)}
              </Alert>
            )}
            <Group>
              <Button onClick={onPublish} loading={publish.isPending} disabled={audience === ''}>
                {t('programme.publish')}
              </Button>
              <Button
                variant="default"
                loading={discard.isPending}
                onClick={() => discard.mutate(seminar.id)}
              >
                {t('programme.discard')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
