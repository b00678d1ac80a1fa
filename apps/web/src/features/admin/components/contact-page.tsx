import { Anchor, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { showToast } from '@/lib/toast';
import { useContactMessages, useMarkHandled } from '../api/admin-api';
import { useDateTime } from '../lib/format';
import { AdminPage, Pager, QueryState } from './admin-page';
import { TestimonialsPanel } from './testimonials-panel';

type Show = 'no' | 'yes' | 'all';

/** /admin/contact: the contact form's messages, open ones first; mark them handled. Below, the
 * participants' reviews for the home page. */
export function ContactPage() {
  const { t } = useTranslation('admin');
  const [show, setShow] = useState<Show>('no');
  const [cursor, setCursor] = useState<string | undefined>();
  const messages = useContactMessages(show, cursor);
  const markHandled = useMarkHandled();
  const when = useDateTime();
  return (
    <AdminPage title={t('contact.title')}>
      <Stack gap={4}>
        <Text id="contact-show" size="sm" fw={500}>
          {t('contact.show')}
        </Text>
        <SegmentedControl
          aria-labelledby="contact-show"
          value={show}
          onChange={(value) => {
            setCursor(undefined);
            setShow(value as Show);
          }}
          data={[
            { value: 'no', label: t('contact.open') },
            { value: 'yes', label: t('contact.handled') },
            { value: 'all', label: t('contact.all') },
          ]}
          style={{ alignSelf: 'start' }}
        />
      </Stack>
      <QueryState query={messages}>
        {() =>
          messages.data!.items.length === 0 ? (
            <Text>{t('common.none')}</Text>
          ) : (
            <Stack component="ul" p={0} style={{ listStyle: 'none' }}>
              {messages.data!.items.map((m) => (
                <Paper key={m.id} withBorder p="md" component="li">
                  <Stack gap="xs">
                    <Text fw={700}>
                      {m.name} · <Anchor href={`mailto:${m.email}`}>{m.email}</Anchor> ·{' '}
                      {m.language.toUpperCase()}
                    </Text>
                    <Text size="sm">
                      {t('contact.received')}: {when(m.createdAt)}
                    </Text>
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{m.message}</Text>
                    <Group>
                      {m.handledAt ? (
                        <Text size="sm">
                          {t('contact.handled_at', { date: when(m.handledAt) })}
                        </Text>
                      ) : (
                        <Button
                          size="xs"
                          loading={markHandled.isPending && markHandled.variables === m.id}
                          onClick={() =>
                            markHandled.mutate(m.id, {
                              onSuccess: () =>
                                showToast({ kind: 'success', message: t('contact.marked') }),
                            })
                          }
                        >
                          {t('contact.mark_handled')}
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
      {messages.data && (
        <Pager nextCursor={messages.data.nextCursor} cursor={cursor} onChange={setCursor} />
      )}
      <TestimonialsPanel />
    </AdminPage>
  );
}
