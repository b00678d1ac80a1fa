import { Alert, Anchor, Button, Code, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { errorMessage } from '@/lib/error-message';
import { courseKitQuery } from '../api/course-kit';
import { useCreateHandoff, useHandoffStatus } from '../api/handoff';

/**
 * T4: no usable camera here, so the test continues on a phone: a QR code and a short link
 * (single use, 15 minutes, this test only). This page then follows the phone's progress.
 */
export function ContinueOnPhone({
  courseId,
  followUpId,
}: {
  courseId: string;
  /** C8: the test handed over is this follow-up's (the hand-off itself names the course). */
  followUpId?: string | undefined;
}) {
  const { t, i18n } = useTranslation('nicotine_test');
  const create = useCreateHandoff(courseId);
  const link = create.data;
  const status = useHandoffStatus(courseId, link !== undefined);
  const state = status.data?.handoff?.state ?? (link ? 'waiting' : null);
  // While the phone has the test, the kit's state is asked again: the wait, then the result.
  const kit = useQuery({
    ...courseKitQuery(courseId, followUpId),
    refetchInterval: state === 'opened' ? 2000 : false,
  });
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));

  return (
    <Paper withBorder p="md" data-testid="handoff">
      <Stack gap="sm" align="start">
        <Title order={4}>{t('handoff.title')}</Title>
        <Text size="sm">{t('handoff.text')}</Text>
        {create.error != null && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(create.error)}
          </Alert>
        )}
        {link && state === 'waiting' && (
          <>
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(link.qrSvg)}`}
              alt={t('handoff.qr_alt')}
              w={220}
              h={220}
              data-testid="handoff-qr"
            />
            <Text size="sm">{t('handoff.or_link')}</Text>
            <Code data-testid="handoff-url">{link.url}</Code>
            <Text size="sm">{t('handoff.valid_until', { time: time(link.expiresAt) })}</Text>
          </>
        )}
        <Text role="status" fw={600} data-testid="handoff-state">
          {state === 'waiting' && t('handoff.waiting')}
          {state === 'opened' && t(progress(kit.data?.testkit ?? null))}
          {state === 'expired' && t('handoff.expired')}
        </Text>
        {state !== 'opened' && (
          <Button
            variant={link ? 'default' : 'filled'}
            onClick={() => create.mutate()}
            loading={create.isPending}
          >
            {link ? t('handoff.new_link') : t('handoff.create')}
          </Button>
        )}
        <Text size="sm">
          {t('handoff.support')}{' '}
          <Anchor component={Link} to={pageRoutes.participantChat}>
            {t('handoff.support_link')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}

type Kit = { readyAt: string | null; test: unknown } | null;

/** Where the phone is: before the scan, in the wait, or the photo sent. */
function progress(kit: Kit) {
  if (kit?.test) return 'handoff.progress.done' as const;
  if (kit?.readyAt) return 'handoff.progress.waiting' as const;
  return 'handoff.progress.opened' as const;
}
