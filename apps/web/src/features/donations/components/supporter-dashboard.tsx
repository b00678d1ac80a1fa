import {
  Alert,
  Anchor,
  Badge,
  Button,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { SupporterDonations } from '@quit/contracts/money';
import { pageRoutes } from '@quit/contracts/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { MoneyProgress } from '@/components/money-progress';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { useFormatters, type Formatters } from '@/lib/format';
import { useSupporterDonations } from '../api/get-supporter-donations';
import { CourseStatus } from './course-status';
import { donationTrailPath, fundraiserPath } from './participant-link';
import { ProgrammeCounts } from './programme-counts';
import '@/components/money-styles';

type SupporterDonation = SupporterDonations['donations'][number];
type SupportedParticipant = SupporterDonations['participants'][number];

const STATUS_COLOR: Record<SupporterDonation['status'], string> = {
  pending: 'gray',
  available: 'pot',
  failed: 'red',
  refunding: 'grape',
  refunded: 'blue',
  paid_out: 'pot',
  kept: 'pot',
  carried: 'pot',
};

/** /supporter/dashboard: whom the supporter backs, how they do, and every gift's state. */
export function SupporterDashboard({
  courseLengthDays,
  participantExtra,
}: {
  courseLengthDays: number;
  /** More on each participant's card (the encouragement form), composed by the route. */
  participantExtra?: (participant: SupportedParticipant) => ReactNode;
}) {
  const { t } = useTranslation('donations');
  const { data, error, isPending } = useSupporterDonations();
  const format = useFormatters(data?.currency ?? 'EUR');
  if (isPending) return <PageLoader />;
  if (error) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(error)}
      </Alert>
    );
  }
  if (data.donations.length === 0) {
    return (
      <Stack gap="md" align="start" data-testid="supporter-empty">
        <Text>{t('dashboard.empty')}</Text>
        <Button component={Link} to={pageRoutes.supporterSupportIndex}>
          {t('dashboard.find_someone')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby="supported-title" gap="sm">
        <Title order={2} id="supported-title">
          {t('dashboard.participants_title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {data.participants.map((participant) => (
            <ParticipantCard
              key={participant.id}
              participant={participant}
              format={format}
              courseLengthDays={courseLengthDays}
              extra={participantExtra?.(participant)}
            />
          ))}
        </SimpleGrid>
        <Anchor component={Link} to={pageRoutes.supporterSupportIndex}>
          {t('dashboard.support_another')}
        </Anchor>
      </Stack>
      <Stack component="section" aria-labelledby="gifts-title" gap="sm">
        <Title order={2} id="gifts-title">
          {t('dashboard.donations_title')}
        </Title>
        <DonationsTable donations={data.donations} format={format} />
      </Stack>
    </Stack>
  );
}

function ParticipantCard({
  participant,
  format,
  courseLengthDays,
  extra,
}: {
  participant: SupportedParticipant;
  format: Formatters;
  courseLengthDays: number;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('donations');
  const titleId = `participant-${participant.id}`;
  return (
    <Paper
      withBorder
      p="lg"
      component="article"
      aria-labelledby={titleId}
      data-testid="supported-participant"
    >
      <Stack gap="sm">
        <Title order={3} size="h4" id={titleId}>
          {participant.displayName}
        </Title>
        <CourseStatus
          state={participant.courseState}
          day={participant.courseDay}
          courseLengthDays={courseLengthDays}
        />
        <ProgrammeCounts counts={participant.progress} state={participant.courseState} />
        {participant.spotTestsPassed > 0 && (
          <Text data-testid="spot-test-passed">
            {t('spot_test.passed', { count: participant.spotTestsPassed })}
          </Text>
        )}
        <MoneyProgress
          label={t('dashboard.progress_label', { name: participant.displayName })}
          raised={format.money(participant.raisedCents)}
          goal={format.money(participant.minBalanceCents)}
          raisedCents={participant.raisedCents}
          goalCents={participant.minBalanceCents}
        />
        <Anchor component={Link} to={fundraiserPath(participant.id)}>
          {t('dashboard.open_fundraiser', { name: participant.displayName })}
        </Anchor>
        {extra}
      </Stack>
    </Paper>
  );
}

function DonationsTable({
  donations,
  format,
}: {
  donations: SupporterDonation[];
  format: Formatters;
}) {
  const { t } = useTranslation('donations');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table captionSide="top" data-testid="supporter-donations">
        <Table.Caption ta="start">{t('dashboard.table_caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('dashboard.columns.participant')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.columns.amount')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.columns.charged')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.columns.refunded')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('dashboard.columns.trail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {donations.map((donation) => (
            <Table.Tr key={donation.id} data-testid="supporter-donation">
              <Table.Td>
                {donation.participantId === null ? (
                  donation.participantName
                ) : (
                  <Anchor component={Link} to={fundraiserPath(donation.participantId)}>
                    {donation.participantName}
                  </Anchor>
                )}
                {donation.anonymous && (
                  <Text size="xs" c="dimmed">
                    {t('dashboard.given_anonymously')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{format.money(donation.amountCents)}</Table.Td>
              <Table.Td>{format.money(donation.chargedCents)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[donation.status]} variant="light" tt="none">
                  {t(`donation_status.${donation.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{format.money(donation.refundedCents)}</Table.Td>
              <Table.Td>{format.date(donation.createdAt)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={donationTrailPath(donation.id, donation.trailToken)}
                  data-testid="donation-trail-link"
                >
                  {t('dashboard.trail_link')}
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
