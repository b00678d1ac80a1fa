import { Alert, Anchor, Badge, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import type { AdminSpotTest } from '@quit/contracts/spot-test';
import type { SpotMissedDecision } from '@quit/domain/spot-test';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { useDecideSpotTest, useSpotTests } from '../api/spot-test-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime } from '../lib/format';
import { QueryState } from './admin-page';
import { DataTable } from './data-table';

const STATE_COLOR: Record<string, string> = {
  scheduled: 'gray',
  announced: 'blue',
  missed: 'red',
};

/**
 * T7, on the kits page: every spot test ahead or open (the participant does not know the day
 * yet), and the missed ones waiting for a decision: excuse once (a new day is drawn) or fail
 * the course (supporters are refunded).
 */
export function SpotTestsSection() {
  const { t } = useTranslation('admin');
  const spotTests = useSpotTests();
  const when = useDateTime();
  const [deciding, setDeciding] = useState<AdminSpotTest | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="spot-tests-title">
      <Text fw={700} size="lg" id="spot-tests-title" component="h2" m={0}>
        {t('spot_tests.title')}
      </Text>
      <Text size="sm">{t('spot_tests.intro')}</Text>
      <QueryState query={spotTests}>
        {() => (
          <DataTable
            rows={spotTests.data?.spotTests ?? []}
            columns={[
              {
                label: t('spot_tests.participant'),
                render: (s) => (
                  <Anchor component={Link} to={adminPath(pageRoutes.adminCourse, s.courseId)}>
                    {s.participantName ?? s.participantEmail ?? t('courses.deleted_account')}
                  </Anchor>
                ),
              },
              {
                label: t('spot_tests.day'),
                render: (s) => t('spot_tests.day_value', { day: s.day }),
              },
              { label: t('spot_tests.announce_at'), render: (s) => when(s.announceAt) },
              { label: t('spot_tests.due_at'), render: (s) => when(s.dueAt) },
              {
                label: t('spot_tests.state'),
                render: (s) => (
                  <Badge variant="light" color={STATE_COLOR[s.state] ?? 'gray'}>
                    {t(`spot_tests.states.${s.state}`)}
                  </Badge>
                ),
              },
              {
                label: t('spot_tests.actions'),
                render: (s) =>
                  s.state === 'missed' ? (
                    <Button size="xs" onClick={() => setDeciding(s)}>
                      {t('spot_tests.decide')}
                    </Button>
                  ) : null,
              },
            ]}
          />
        )}
      </QueryState>
      <DecideDialog spot={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}

function DecideDialog({ spot, onClose }: { spot: AdminSpotTest | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const decide = useDecideSpotTest();
  const [note, setNote] = useState('');
  const submit = (decision: SpotMissedDecision) => {
    if (!spot) return;
    decide.mutate(
      { id: spot.id, decision, note: note.trim() === '' ? null : note.trim() },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: t(`spot_tests.done.${decision}`) });
          setNote('');
          onClose();
        },
      },
    );
  };
  const name = spot?.participantName ?? spot?.participantEmail ?? '';
  return (
    <Modal
      opened={spot !== null}
      onClose={onClose}
      title={t('spot_tests.decide_title', { name })}
      closeButtonProps={{ 'aria-label': t('kits.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('spot_tests.decide_intro')}</Text>
        <Textarea
          label={t('spot_tests.note')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          rows={2}
        />
        {spot && !spot.mayExcuse && (
          <Text size="sm" c="dimmed">
            {t('spot_tests.excuse_used')}
          </Text>
        )}
        {decide.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(decide.error)}
          </Alert>
        )}
        <Group justify="end">
          <Button
            variant="default"
            disabled={!spot?.mayExcuse}
            loading={decide.isPending && decide.variables?.decision === 'excuse'}
            onClick={() => submit('excuse')}
          >
            {t('spot_tests.excuse')}
          </Button>
          <Button
            // Red's darkest shade: white on the default red fails contrast (axe).
            color="red.9"
            loading={decide.isPending && decide.variables?.decision === 'fail'}
            onClick={() => submit('fail')}
          >
            {t('spot_tests.fail')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
