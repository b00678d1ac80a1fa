import {
  Alert,
  Anchor,
  Badge,
  Blockquote,
  Button,
  Container,
  Group,
  Image,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PublicParticipant } from '@quit/contracts/money';
import { pageRoutes } from '@quit/contracts/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation, useSearchParams } from '@/lib/router';
import { ContentPage } from '@/components/content-page';
import { MoneyProgress } from '@/components/money-progress';
import { ShareButtons } from '@/components/share-buttons';
import { ShareLinkField } from '@/components/share-link-field';
import { PageLoader } from '@/components/page-loader';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';
import { useFormatters, type Formatters } from '@/lib/format';
import { pageOrigin } from '@/lib/page-origin';
import { usePageTitle } from '@/lib/use-page-title';
import { fundraiserQuery, useFundraiser } from '../api/get-fundraiser';
import { CourseStatus } from './course-status';
import { ProgrammeCounts } from './programme-counts';
import type { DonationConfig } from './donation-amount';
import { DonationForm, type Donor } from './donation-form';
import { FundraiserEnded } from './fundraiser-ended';
import { FundraiserGifts } from './fundraiser-gifts';
import { BonusPotSection } from './bonus-pot-section';
import '@/components/money-styles';

const CONFIRMATION_POLL = { everyMs: 3_000, forMs: 60_000 };

export type FundraiserConfig = DonationConfig & { courseLengthDays: number };

type FundraiserPageProps = {
  participantId: string;
  config: FundraiserConfig;
  donor?: Donor;
  /** Shown above the heading, e.g. the payment sandbox's notice. */
  notice?: ReactNode;
};

/** /supporter/support/:participantId: the public fundraiser, open to anyone (A5). */
export function FundraiserPage({ participantId, config, donor, notice }: FundraiserPageProps) {
  const { t } = useTranslation('donations');
  const [params] = useSearchParams();
  // Back from a paid checkout: the gift counts once the provider confirms it, within seconds
  // usually, so look again for a while rather than leave the donor to reload.
  const [pollUntil] = useState(() => Date.now() + CONFIRMATION_POLL.forMs);
  const {
    data: fundraiser,
    error,
    isPending,
  } = useFundraiser(
    participantId,
    params.get('donation') === 'success'
      ? { everyMs: CONFIRMATION_POLL.everyMs, untilMs: pollUntil }
      : undefined,
  );
  if (isPending) return <PageLoader />;
  if (error) {
    const notFound = error instanceof ApiError && error.code === 'NOT_FOUND';
    return (
      <ContentPage title={t(notFound ? 'fundraiser.not_found_title' : 'fundraiser.error_title')}>
        <Text>{notFound ? t('fundraiser.not_found_text') : errorMessage(error)}</Text>
        <Anchor component={Link} to={pageRoutes.supporterSupportIndex}>
          {t('find.link')}
        </Anchor>
      </ContentPage>
    );
  }
  return <Fundraiser fundraiser={fundraiser} config={config} donor={donor} notice={notice} />;
}

type FundraiserProps = Omit<FundraiserPageProps, 'participantId'> & {
  fundraiser: PublicParticipant;
};

function Fundraiser({ fundraiser, config, donor, notice }: FundraiserProps) {
  const { t } = useTranslation(['donations', 'errors']);
  const queryClient = useQueryClient();
  const format = useFormatters(fundraiser.currency);
  const name = fundraiser.displayName;
  usePageTitle(t('fundraiser.page_title', { name }));
  // C8: once the course's pot is closed after a pass, gifts may go to the stay-quit bonus.
  const bonusPot = fundraiser.bonusPot ?? null;
  const pot = fundraiser.donationsOpen ? 'course' : bonusPot?.open ? 'stay_quit' : null;

  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        {notice}
        <DonationOutcome listed={fundraiser.pendingCents === 0} />
        <Stack gap="sm">
          <Group justify="space-between" align="center" wrap="wrap" gap="sm">
            <Title order={1}>{name}</Title>
            {pot !== null && (
              // On a phone the form is below the first screen: this keeps "Donate" in view.
              <Button component="a" href="#donate-title" size="md" data-testid="donate-jump">
                {t('fundraiser.donate_jump')}
              </Button>
            )}
          </Group>
          {!fundraiser.donationsOpen && <FundraiserEnded fundraiser={fundraiser} format={format} />}
          <Group align="start" gap="lg" wrap="nowrap">
            {fundraiser.photoUrl !== null && (
              <Image
                src={fundraiser.photoUrl}
                alt={t('fundraiser.photo_alt', { name })}
                w={120}
                h={120}
                radius="md"
                fit="cover"
                data-testid="fundraiser-photo"
              />
            )}
            <Stack gap="xs">
              {fundraiser.story !== null && (
                <Blockquote p="sm" color="pot" data-testid="fundraiser-story">
                  <Text size="sm" c="dimmed">
                    {t('fundraiser.story_title', { name })}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-line' }}>{fundraiser.story}</Text>
                </Blockquote>
              )}
              <Text>{t('fundraiser.intro', { name, days: config.courseLengthDays })}</Text>
              {/* Said up front (T5, T7, T8): what the supporters' money buys. */}
              <Stack gap={2} data-testid="fundraiser-test-promise">
                <Text fw={700}>{t('fundraiser.test_promise_title')}</Text>
                <Text>{t('fundraiser.test_promise', { name })}</Text>
              </Stack>
            </Stack>
          </Group>
          <CourseStatus
            state={fundraiser.courseState}
            day={fundraiser.courseDay}
            courseLengthDays={config.courseLengthDays}
          />
          <ProgrammeCounts counts={fundraiser.progress} state={fundraiser.courseState} />
        </Stack>

        <Stack component="section" aria-labelledby="progress-title" gap="sm">
          <Title order={2} id="progress-title">
            {t('fundraiser.progress_title')}
          </Title>
          <Paper withBorder p="lg">
            <FundraiserProgress fundraiser={fundraiser} format={format} />
          </Paper>
        </Stack>

        {bonusPot && <BonusPotSection pot={bonusPot} name={name} format={format} />}

        <Stack component="section" aria-labelledby="donate-title" gap="sm">
          <Title order={2} id="donate-title">
            {pot === 'stay_quit'
              ? t('bonus_pot.donate_title', { name })
              : t('fundraiser.donate_title', { name })}
          </Title>
          {pot === 'stay_quit' && <Text size="sm">{t('bonus_pot.form_note')}</Text>}
          {pot !== null ? (
            <DonationForm
              titleId="donate-title"
              fundraiser={fundraiser}
              config={config}
              donor={donor}
              pot={pot}
              onClosed={() => void queryClient.invalidateQueries(fundraiserQuery(fundraiser.id))}
            />
          ) : (
            <Alert color="gray" variant="light" title={t('errors:DONATIONS_CLOSED')}>
              {t('fundraiser.closed_text', { name })}
            </Alert>
          )}
        </Stack>

        {fundraiser.donationsOpen && <ShareFundraiser name={name} />}

        <Stack component="section" aria-labelledby="supporters-title" gap="sm">
          <Title order={2} id="supporters-title">
            {t('fundraiser.supporters_title')}
          </Title>
          <FundraiserGifts fundraiser={fundraiser} format={format} />
        </Stack>
      </Stack>
    </Container>
  );
}

function FundraiserProgress({
  fundraiser,
  format,
}: {
  fundraiser: PublicParticipant;
  format: Formatters;
}) {
  const { t } = useTranslation('donations');
  const reached = fundraiser.raisedCents >= fundraiser.minBalanceCents;
  const name = fundraiser.displayName;
  const goal = format.money(fundraiser.minBalanceCents);
  return (
    <Stack gap="sm">
      <MoneyProgress
        label={t('fundraiser.progress_label', { name })}
        raised={format.money(fundraiser.raisedCents)}
        goal={format.money(fundraiser.minBalanceCents)}
        raisedCents={fundraiser.raisedCents}
        goalCents={fundraiser.minBalanceCents}
        testId="fundraiser-progress"
      />
      <Text size="sm">
        {reached ? t('fundraiser.minimum_reached') : t('fundraiser.minimum_text', { name, goal })}
      </Text>
      {fundraiser.givenCents > 0 && (
        <Text size="sm" c="dimmed" data-testid="fundraiser-split">
          {t('fundraiser.given_explained', {
            name,
            goal,
            given: format.money(fundraiser.givenCents),
            share: format.money(fundraiser.raisedCents),
          })}
        </Text>
      )}
      {fundraiser.pendingCents > 0 && (
        <Text size="sm" data-testid="fundraiser-pending">
          {t('fundraiser.pending', { amount: format.money(fundraiser.pendingCents) })}
        </Text>
      )}
      <Group gap="xs">
        <Badge color="gray" variant="light" size="lg" tt="none">
          {t('fundraiser.supporter_count', { count: fundraiser.supporterCount })}
        </Badge>
      </Group>
    </Stack>
  );
}

const OUTCOMES = ['success', 'cancelled', 'declined'] as const;
type Outcome = (typeof OUTCOMES)[number];

const isOutcome = (value: string | null): value is Outcome =>
  (OUTCOMES as readonly (string | null)[]).includes(value);

function ShareFundraiser({ name }: { name: string }) {
  const { t } = useTranslation('donations');
  const { pathname } = useLocation();
  const url = `${pageOrigin()}${pathname}`;
  return (
    <Stack component="section" aria-labelledby="share-title" gap="sm">
      <Title order={2} id="share-title">
        {t('fundraiser.share_title')}
      </Title>
      <ShareLinkField
        url={url}
        label={t('fundraiser.share_link_label')}
        copyLabel={t('fundraiser.copy')}
        copiedLabel={t('fundraiser.copied')}
        testId="fundraiser-share-link"
      />
      <ShareButtons url={url} text={t('fundraiser.share_text', { name })} />
    </Stack>
  );
}

/**
 * What the checkout sent the donor back with: ?donation=success|cancelled|declined. After a
 * paid checkout, "being confirmed" gives way to "arrived" once no payment is pending any more.
 */
function DonationOutcome({ listed }: { listed: boolean }) {
  const { t } = useTranslation('donations');
  const [params, setParams] = useSearchParams();
  const param = params.get('donation');
  if (!isOutcome(param)) return null;
  const outcome = param === 'success' && listed ? 'listed' : param;
  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('donation');
        return next;
      },
      { replace: true },
    );
  return (
    <Alert
      color={
        outcome === 'success' || outcome === 'listed'
          ? 'pot'
          : outcome === 'declined'
            ? 'red'
            : 'gray'
      }
      variant="light"
      role={outcome === 'declined' ? 'alert' : 'status'}
      title={t(`outcome.${outcome}_title`)}
      withCloseButton
      closeButtonLabel={t('outcome.dismiss')}
      onClose={dismiss}
      data-testid="donation-outcome"
    >
      {t(`outcome.${outcome}_text`)}
    </Alert>
  );
}
