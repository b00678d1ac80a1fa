import { Button, Stack, Text, Title } from '@mantine/core';
import type { AdminFollowUpKits } from '@quit/contracts/follow-up';
import { formatDate } from '@quit/domain/format';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useLanguage } from '@/lib/format';
import { useFollowUpKits } from '../api/follow-up-api';
import { QueryState } from './admin-page';
import { DataTable } from './data-table';
import { SendFollowUpKitDialog } from './send-follow-up-kit-dialog';

export type FollowUpKitToPost = AdminFollowUpKits['kits'][number];

/** C8: the follow-up tests whose kit is still to be posted, due first, each with "Mark sent". */
export function FollowUpKitsSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const kits = useFollowUpKits();
  const [sending, setSending] = useState<FollowUpKitToPost | null>(null);
  return (
    <Stack component="section" aria-labelledby="follow-up-kits-title" gap="xs">
      <Title order={2} size="h3" id="follow-up-kits-title">
        {t('follow_ups.kits_title')}
      </Title>
      <Text size="sm">{t('follow_ups.kits_intro')}</Text>
      <QueryState query={kits}>
        {() => (
          <DataTable
            rows={kits.data!.kits.map((k) => ({ ...k, id: k.followUpId }))}
            columns={[
              { label: t('follow_ups.participant'), render: (k) => k.address.name },
              { label: t('follow_ups.address'), render: (k) => addressLine(k.address) },
              { label: t('follow_ups.stage'), render: (k) => t(`follow_ups.stages.${k.stage}`) },
              {
                label: t('follow_ups.window'),
                render: (k) =>
                  t('follow_ups.window_dates', {
                    from: formatDate(k.opensOn, language),
                    to: formatDate(k.closesOn, language),
                  }),
              },
              {
                label: t('kits.actions'),
                render: (k) => (
                  <Button size="xs" onClick={() => setSending(k)}>
                    {t('follow_ups.mark_sent')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <SendFollowUpKitDialog followUp={sending} onClose={() => setSending(null)} />
    </Stack>
  );
}

function addressLine(address: FollowUpKitToPost['address']): string {
  const city = [address.postalCode, address.city].filter(Boolean).join(' ');
  const line = [address.street, city, address.country].filter(Boolean).join(', ');
  return line === '' ? '—' : line;
}
