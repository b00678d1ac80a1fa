import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  List,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { pageRoutes } from '@quit/contracts/routes';
import type { AdminTest, IdentityState, TestResult } from '@quit/contracts/testkit';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link } from '@/lib/router';
import { COURSE_STATE_COLOR } from '@/components/course-state-color';
import { errorMessage } from '@/lib/error-message';
import { showToast } from '@/lib/toast';
import {
  testPhotoUrl,
  testRecordingUrl,
  useDecideTest,
  useTests,
  type TestQueue,
} from '../api/testkit-api';
import { adminPath } from '../lib/admin-pages';
import { useDateTime } from '../lib/format';
import { clockOffset, presenceSummary, testTimeline, uploadGaps } from '../lib/test-timeline';
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
  'presence_absent',
  'presence_missing',
  'disputed',
  'audit',
] as const;

const IDENTITY_COLOR: Record<IdentityState, string> = {
  none: 'gray',
  pending: 'gray',
  verified: COURSE_STATE_COLOR.passed,
  failed: COURSE_STATE_COLOR.failed,
  cancelled: COURSE_STATE_COLOR.failed,
};

export function ResultBadge({ result }: { result: TestResult | null }) {
  const { t } = useTranslation('admin');
  if (!result) return <Badge variant="light">{t('reviews.none')}</Badge>;
  return (
    <Badge variant="light" color={RESULT_COLOR[result]}>
      {t(`reviews.results.${result}`)}
    </Badge>
  );
}

/**
 * /admin/reviews: tests the reader was unsure of (T3), and automatic passes drawn for an audit
 * of their recording (T8, with the 48-hour deadline); the operator's decision is final.
 */
export function ReviewsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<TestQueue>('review');
  const tests = useTests(status);
  return (
    <AdminPage title={t('reviews.title')}>
      <Text>{t(status === 'audit' ? 'reviews.audit_intro' : 'reviews.intro')}</Text>
      <SegmentedControl
        aria-label={t('reviews.show')}
        value={status}
        onChange={(v) => setStatus(v as TestQueue)}
        data={[
          { value: 'review', label: t('reviews.queue') },
          { value: 'audit', label: t('reviews.audits') },
          { value: 'final', label: t('reviews.decided') },
        ]}
      />
      <QueryState query={tests}>
        {() =>
          tests.data!.tests.length === 0 ? (
            <Text c="dimmed">
              {t(status === 'audit' ? 'reviews.audit_empty' : 'reviews.empty')}
            </Text>
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
  if (test.status === 'audit') return 'audit';
  if (test.dispute !== null || reading['disputed'] === true) return 'disputed';
  if (reading['wrongKit'] === true) return 'wrong_code';
  // T6: a clear reading sent to review because the kit or a face was out of view.
  const presence = (reading['presenceCheck'] as { reason?: unknown } | undefined)?.reason;
  const reason = reading['reason'] === 'ok' && presence ? presence : reading['reason'];
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
      <Stack gap="md">
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" id={`test-${test.id}`} ff="monospace">
              {test.testkitCode}
            </Title>
            <Badge variant="light" color="gray">
              {t(`reviews.kinds.${test.kind}`)}
            </Badge>
          </Group>
          {test.status === 'audit' && test.auditDueAt && <AuditDeadline dueAt={test.auditDueAt} />}
        </Group>
        {/* The evidence side by side (T5, T6, A6): photo, recording with its timeline. */}
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
          <RecordingPanel test={test} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Stack gap="xs">
            <Text size="sm">
              {when(test.createdAt)} ·{' '}
              <Anchor component={Link} to={adminPath(pageRoutes.adminCourse, test.courseId)}>
                {t('reviews.course')}
              </Anchor>
            </Text>
            <Group gap="xs">
              <Text size="sm">{t('reviews.identity')}</Text>
              <Badge variant="light" color={IDENTITY_COLOR[test.identity]} data-testid="identity">
                {t(`reviews.identity_states.${test.identity}`)}
              </Badge>
            </Group>
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
            <Presence test={test} />
          </Stack>
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
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/**
 * T8: when the reader's pass stands on its own if no operator decided (on the product's
 * calendar, which the sandbox may move: the deadline is shown, the server's job keeps it).
 */
function AuditDeadline({ dueAt }: { dueAt: string }) {
  const { t } = useTranslation('admin');
  const when = useDateTime();
  return (
    <Badge variant="light" color="blue" data-testid="audit-due" style={{ textTransform: 'none' }}>
      {t('reviews.audit_due', { date: when(dueAt) })}
    </Badge>
  );
}

/**
 * T5: the witnessed recording, streamed from the operators' audited route, and its timeline
 * (scan, collection, wait, photo) with the gaps in its upload.
 */
function RecordingPanel({ test }: { test: AdminTest }) {
  const { t } = useTranslation('admin');
  const when = useDateTime();
  const recording = test.recording;
  const steps = testTimeline(test);
  const gaps = recording ? uploadGaps(recording.arrivals) : [];
  const duration = (ms: number | null) =>
    ms === null ? t('reviews.timeline.unknown') : clockOffset(ms);
  return (
    <Stack gap="xs" data-testid="recording-panel">
      <Title order={3} size="h5">
        {t('reviews.recording.title')}
      </Title>
      {recording === null ? (
        <Text c="dimmed">{t('reviews.recording.none')}</Text>
      ) : recording.state === 'deleted' ? (
        <Text c="dimmed">{t('reviews.recording.deleted')}</Text>
      ) : (
        <>
          <video
            controls
            preload="metadata"
            src={testRecordingUrl(test.id)}
            aria-label={t('reviews.recording.label', { code: test.testkitCode })}
            style={{ width: '100%', maxHeight: 420, background: 'black', borderRadius: 4 }}
          >
            <track kind="captions" />
          </video>
          {recording.state === 'recording' && (
            <Text size="sm">{t('reviews.recording.still_uploading')}</Text>
          )}
        </>
      )}
      <Title order={3} size="h5">
        {t('reviews.timeline.title')}
      </Title>
      <List size="sm" spacing={2} type="ordered" data-testid="timeline">
        {steps.map((step) => (
          <List.Item key={step.key}>
            {step.offsetMs !== null && (
              <Text span ff="monospace">
                {clockOffset(step.offsetMs)}{' '}
              </Text>
            )}
            {t(`reviews.timeline.${step.key}`, { duration: duration(step.durationMs) })}
            {' · '}
            {step.at === null ? t('reviews.timeline.unknown') : when(step.at)}
          </List.Item>
        ))}
      </List>
      {recording !== null && (
        <Text size="sm">
          {gaps.length === 0
            ? t('reviews.timeline.no_gaps')
            : gaps
                .map((gap) =>
                  t('reviews.timeline.gap', {
                    from: clockOffset(gap.fromMs),
                    to: clockOffset(gap.toMs),
                  }),
                )
                .join('; ')}
        </Text>
      )}
    </Stack>
  );
}

/** T6: whether the kit's QR code and a face were in view while the saliva was collected. */
function Presence({ test }: { test: AdminTest }) {
  const { t, i18n } = useTranslation('admin');
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent' });
  const flags = test.presence;
  if (!flags) {
    return (
      <Text size="sm" data-testid="presence">
        {t('reviews.presence.title')}: {t('reviews.presence.none')}
      </Text>
    );
  }
  const qr = presenceSummary(flags.qr);
  const face = presenceSummary(flags.face);
  return (
    <Stack gap={2} data-testid="presence">
      <Text size="sm">{t('reviews.presence.title')}</Text>
      <Text size="sm">
        {t('reviews.presence.qr', {
          share: percent.format(qr.share),
          seconds: qr.seconds,
          longest: qr.longestAbsence,
        })}
      </Text>
      <Text size="sm">
        {t('reviews.presence.face', {
          share: percent.format(face.share),
          seconds: face.seconds,
          longest: face.longestAbsence,
        })}
      </Text>
    </Stack>
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
