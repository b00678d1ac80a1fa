import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import type { AdminTest, TestResult } from '@quit/contracts/testkit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COURSE_STATE_COLOR } from '@/components/course-state-color';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import { testPhotoUrl, useDecideTest, useTests } from '../api/testkit-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime } from '../lib/format';
import { AdminPage, QueryState } from './admin-page';

const RESULTS: TestResult[] = ['passed', 'failed', 'partial', 'invalid'];
/** As the course states' colours: no yellow or orange (their light variants fail AA contrast). */
const RESULT_COLOR: Record<TestResult, string> = {
  passed: COURSE_STATE_COLOR.passed,
  failed: COURSE_STATE_COLOR.failed,
  partial: COURSE_STATE_COLOR.partial,
  invalid: 'gray',
};
const REASONS = [
  'ok',
  'low_confidence',
  'unexpected_line',
  'qr_not_found',
  'window_outside',
  'kit_too_small',
  'glare',
  'blurred',
  'too_dark',
  'overexposed',
  'unreadable_image',
  'wrong_code',
  'disputed',
] as const;

export function ResultBadge({ result }: { result: TestResult | null }) {
  const { t } = useTranslation('admin');
  if (!result) return <Badge variant="light">{t('reviews.none')}</Badge>;
  return (
    <Badge variant="light" color={RESULT_COLOR[result]}>
      {t(`reviews.results.${result}`)}
    </Badge>
  );
}

/** /admin/reviews: tests the reader was unsure of; the operator's decision is final (T3). */
export function ReviewsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<'review' | 'final'>('review');
  const tests = useTests(status);
  return (
    <AdminPage title={t('reviews.title')}>
      <Text>{t('reviews.intro')}</Text>
      <SegmentedControl
        aria-label={t('reviews.show')}
        value={status}
        onChange={(v) => setStatus(v as 'review' | 'final')}
        data={[
          { value: 'review', label: t('reviews.queue') },
          { value: 'final', label: t('reviews.decided') },
        ]}
      />
      <QueryState query={tests}>
        {() =>
          tests.data!.tests.length === 0 ? (
            <Text c="dimmed">{t('reviews.empty')}</Text>
          ) : (
            <Stack>
              {tests.data!.tests.map((test) => (
                <TestCard key={test.id} test={test} />
              ))}
            </Stack>
          )
        }
      </QueryState>
    </AdminPage>
  );
}

/**
 * Why the test is in review: the participant's dispute, the reader's reason, or that the photo
 * shows another kit.
 */
function reasonKey(test: AdminTest): (typeof REASONS)[number] | null {
  const reading = test.reading;
  if (test.dispute !== null || reading['disputed'] === true) return 'disputed';
  if (reading['wrongKit'] === true) return 'wrong_code';
  const reason = reading['reason'];
  return typeof reason === 'string' && (REASONS as readonly string[]).includes(reason)
    ? (reason as (typeof REASONS)[number])
    : null;
}

function lineDepths(reading: Record<string, unknown>) {
  const lines = reading['lines'] as { c?: unknown; t?: unknown; ratio?: unknown } | null;
  if (!lines || typeof lines.c !== 'number' || typeof lines.t !== 'number') return null;
  return { c: lines.c, t: lines.t, ratio: typeof lines.ratio === 'number' ? lines.ratio : null };
}

function TestCard({ test }: { test: AdminTest }) {
  const { t, i18n } = useTranslation('admin');
  const when = useDateTime();
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const reason = reasonKey(test);
  const lines = lineDepths(test.reading);
  return (
    <Card withBorder component="article" aria-labelledby={`test-${test.id}`}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {test.photoAvailable ? (
          <Image
            src={testPhotoUrl(test.id)}
            alt={t('reviews.photo_alt', { code: test.testkitCode })}
            fit="contain"
            mah={420}
            radius="sm"
          />
        ) : (
          <Text c="dimmed">{t('reviews.photo_deleted')}</Text>
        )}
        <Stack gap="xs">
          <Title order={2} size="h4" id={`test-${test.id}`} ff="monospace">
            {test.testkitCode}
          </Title>
          <Text size="sm">
            {when(test.createdAt)} ·{' '}
            <Anchor component={Link} to={adminPath(pageRoutes.adminCourse, test.courseId)}>
              {t('reviews.course')}
            </Anchor>
          </Text>
          <Group gap="xs">
            <Text size="sm">{t('reviews.predicted')}</Text>
            <ResultBadge result={test.predicted} />
            <Text size="sm">
              {t('reviews.confidence', { value: percent.format(test.confidence) })}
            </Text>
          </Group>
          {reason && (
            <Text size="sm">
              {t('reviews.reason')}: {t(`reviews.reasons.${reason}`)}
            </Text>
          )}
          {test.dispute?.note && (
            <Text size="sm">{t('reviews.dispute_note', { note: test.dispute.note })}</Text>
          )}
          {lines && (
            <Text size="sm">
              {t('reviews.lines', {
                c: lines.c.toFixed(2),
                t: lines.t.toFixed(2),
                ratio: lines.ratio === null ? '—' : lines.ratio.toFixed(2),
              })}
            </Text>
          )}
          <Text size="sm">
            {t('reviews.diary', {
              kept: test.diary.daysKept,
              smokeFree: test.diary.smokeFreeDays,
            })}
          </Text>
          {test.status === 'final' ? (
            <Stack gap={4}>
              <Group gap="xs">
                <Text size="sm" fw={700}>
                  {t('reviews.result')}
                </Text>
                <ResultBadge result={test.result} />
              </Group>
              {test.note && <Text size="sm">{t('reviews.note_was', { note: test.note })}</Text>}
            </Stack>
          ) : (
            <DecisionForm test={test} />
          )}
        </Stack>
      </SimpleGrid>
    </Card>
  );
}

function DecisionForm({ test }: { test: AdminTest }) {
  const { t } = useTranslation('admin');
  const decide = useDecideTest((done) =>
    showToast({
      kind: 'success',
      message: t(done.result === 'invalid' ? 'reviews.decided_invalid' : 'reviews.decided_ok', {
        result: t(`reviews.results.${done.result ?? 'invalid'}`),
      }),
    }),
  );
  const [result, setResult] = useState<TestResult | ''>('');
  const [note, setNote] = useState('');
  const ready = result !== '' && note.trim().length >= 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    decide.mutate({ testId: test.id, result, note: note.trim() });
  };
  return (
    <form onSubmit={submit} aria-label={t('reviews.decide_for', { code: test.testkitCode })}>
      <Stack gap="xs">
        <Radio.Group
          label={t('reviews.decision')}
          description={t('reviews.final_hint')}
          value={result}
          onChange={(v) => setResult(v as TestResult)}
          name={`result-${test.id}`}
          required
        >
          <Group mt="xs">
            {RESULTS.map((r) => (
              <Radio key={r} value={r} label={t(`reviews.results.${r}`)} />
            ))}
          </Group>
        </Radio.Group>
        {result !== '' && <Text size="sm">{t(`reviews.effects.${result}`)}</Text>}
        <Textarea
          label={t('reviews.note')}
          description={t('reviews.note_hint')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          required
          minLength={3}
          maxLength={2000}
          rows={2}
        />
        {decide.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(decide.error)}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!ready} loading={decide.isPending}>
            {t('reviews.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
