import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DonationTrail } from '@quit/contracts/money';
import { useTranslation } from '@/lib/use-translation';
import { ContentPage } from '@/components/content-page';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { useFormatters, type Formatters } from '@/lib/format';
import { useDonationTrail } from '../api/get-donation-trail';
import { BonusGiftFate } from './bonus-gift-fate';
import { GiftChoiceCard } from './gift-choice-card';

/** /donation/:donationId?token=…: where one donation's money went (issue 16). */
export function DonationTrailPage({
  donationId,
  token,
  asked = null,
}: {
  donationId: string;
  token: string;
  /** C7: the choice the donor's mail link asked for (a GET never changes anything). */
  asked?: 'keep' | 'refund' | null;
}) {
  const { t } = useTranslation('donations');
  const { data, error, isPending } = useDonationTrail(donationId, token);
  if (isPending) return <PageLoader />;
  if (error) {
    return (
      <ContentPage title={t('trail.title')}>
        <Alert color="red" variant="light" role="alert" data-testid="trail-error">
          {errorMessage(error)}
        </Alert>
      </ContentPage>
    );
  }
  return <Trail trail={data} token={token} asked={asked} />;
}

function Trail({
  trail,
  token,
  asked,
}: {
  trail: DonationTrail;
  token: string;
  asked: 'keep' | 'refund' | null;
}) {
  const { t } = useTranslation('donations');
  const format = useFormatters(trail.currency);
  const name = trail.participantName;
  const figures = [
    ['given', trail.givenCents],
    ['fee', trail.feeCents],
    ['share', trail.shareCents],
    ['refunding', trail.refundingCents],
    ['refunded', trail.refundedCents],
    ['paid_out', trail.paidOutCents],
  ] as const;
  return (
    <ContentPage title={t('trail.title')}>
      <Stack gap="md">
        <Group gap="sm">
          <Text>{t('trail.intro', { name, date: format.date(trail.createdAt) })}</Text>
          <Badge variant="light" tt="none" data-testid="trail-status">
            {t(`donation_status.${trail.status}`)}
          </Badge>
        </Group>
        <Text data-testid="trail-summary">{summary(trail, format, t)}</Text>
        {trail.pot === 'stay_quit' && <BonusGiftFate state={trail.bonusPotState ?? null} />}
        {trail.giftChoice && (
          <GiftChoiceCard
            donationId={trail.id}
            trailToken={token}
            name={name}
            currency={trail.currency}
            choice={trail.giftChoice}
            asked={asked}
          />
        )}
        {trail.thankYouNote && <ThankYouNote name={name} text={trail.thankYouNote.text} />}
        <SimpleGrid cols={{ base: 2, sm: 3 }} component="dl" m={0}>
          {figures.map(([key, cents]) => (
            <Paper withBorder p="md" key={key}>
              <Text component="dt" size="sm" c="dimmed">
                {t(`trail.${key}`, { name })}
              </Text>
              <Text component="dd" m={0} size="lg" fw={700} data-testid={`trail-${key}`}>
                {format.money(cents)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('trail.explained', { name })}
        </Text>
      </Stack>
    </ContentPage>
  );
}

/** A8 (record 0078): the participant's thank-you note, only on the pages of gifts it went to. */
function ThankYouNote({ name, text }: { name: string; text: string }) {
  const { t } = useTranslation('donations');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="thank-you-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="thank-you-title">
          {t('trail.thank_you_title', { name })}
        </Title>
        <Text size="sm" c="dimmed">
          {t('trail.thank_you_intro', { name })}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="trail-thank-you">
          {text}
        </Text>
      </Stack>
    </Paper>
  );
}

function summary(
  trail: DonationTrail,
  format: Formatters,
  t: ReturnType<typeof useTranslation<'donations'>>['t'],
): string {
  const name = trail.participantName;
  const given = format.money(trail.givenCents);
  // C8: a gift to the stay-quit bonus waits for the 3-month test, not the course's.
  if (trail.pot === 'stay_quit' && trail.status === 'available') {
    return t('trail.bonus.held', { name, given });
  }
  if (trail.pot === 'stay_quit' && trail.status === 'paid_out') {
    return t('trail.bonus.paid_out', { name, given });
  }
  switch (trail.status) {
    case 'refunded':
      return t('trail.summary.refunded', { amount: format.money(trail.refundedCents) });
    case 'refunding':
      return t('trail.summary.refunding', {
        amount: format.money(trail.refundingCents || trail.givenCents),
      });
    case 'paid_out':
      return trail.refundedCents + trail.refundingCents > 0
        ? t('trail.summary.partial', {
            name,
            paid: format.money(trail.paidOutCents),
            back: format.money(trail.refundedCents + trail.refundingCents),
          })
        : t('trail.summary.paid_out', { name, given });
    case 'failed':
      return t('trail.summary.failed');
    case 'pending':
      return t('trail.summary.pending', { given });
    case 'available':
      return t('trail.summary.available', { name, given });
    case 'kept':
      return t('trail.summary.kept', { name, given });
    case 'carried':
      return t('trail.summary.carried', { name, given });
  }
}
