import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import type { TestReading } from '@quit/contracts/testkit';
import { TEST_WAIT_MINUTES } from '@quit/domain/constants';
import { useCallback, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/error-message';
import { useCourseKit } from '../api/course-kit';
import { useStartWait } from '../api/test-actions';
import { rememberCode, rememberedCode } from '../lib/kit-code';
import { TestCameraProvider } from '../lib/test-camera';
import { useShownReading } from '../lib/use-shown-reading';
import { CaptureStep } from './capture-step';
import { ContinueOnPhone } from './continue-on-phone';
import { PhoneWithoutCamera } from './phone-without-camera';
import { SalivaStep } from './saliva-step';
import { ScanStep } from './scan-step';
import { TestIntro } from './test-intro';
import { TestResultView } from './test-result';
import { WaitStep } from './wait-step';

/**
 * The dashboard's "Nicotine test" panel from day 28: warning and identity check, scan, saliva,
 * the server-held wait, the photo of the result window, and the result (spec §2, issue 11).
 * With `followUpId` it runs a follow-up test of the passed course (C8): the same witnessed flow
 * on the kit posted for that test.
 */
export function NicotineTestPanel({
  courseId,
  followUpId,
  title,
  onPhone = false,
  recordingChunkSeconds,
}: {
  courseId: string;
  /** C8: the follow-up test to take (its own kit), instead of the course's test. */
  followUpId?: string | undefined;
  /** The panel's heading, when it is not "Nicotine test" (a follow-up names its stage). */
  title?: string | undefined;
  /** Opened by a hand-off link (T4): no further hand-off, and no course pages to go back to. */
  onPhone?: boolean;
  /** T5: seconds between two chunks of the film (the web app's configuration). */
  recordingChunkSeconds?: number | undefined;
}) {
  const { t } = useTranslation('nicotine_test');
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="nicotine-test-title">
      <Stack gap="md">
        <Title order={2} id="nicotine-test-title">
          {title ?? t('title')}
        </Title>
        <TestFlow
          courseId={courseId}
          followUpId={followUpId}
          onPhone={onPhone}
          recordingChunkSeconds={recordingChunkSeconds}
        />
      </Stack>
    </Paper>
  );
}

function TestFlow({
  courseId,
  followUpId,
  onPhone,
  recordingChunkSeconds,
}: {
  courseId: string;
  followUpId: string | undefined;
  onPhone: boolean;
  recordingChunkSeconds: number | undefined;
}) {
  const { t } = useTranslation('nicotine_test');
  const { data, error, isPending, dataUpdatedAt } = useCourseKit(courseId, followUpId);
  const [began, setBegan] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);
  const [waitOver, setWaitOver] = useState(false);
  const { reading, onRead, onContinue } = useShownReading(courseId, onPhone, followUpId);
  const start = useStartWait(courseId, followUpId);
  const onWaitDone = useCallback(() => setWaitOver(true), []);

  if (isPending) return <PageLoader />;
  if (error) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(error)}
      </Alert>
    );
  }
  const kit = data.testkit;
  if (reading) {
    // The server's view wins once fetched again (after a dispute: "under review").
    const shown = kit?.test?.testId === reading.testId ? kit.test : reading;
    return (
      <TestResultView
        courseId={courseId}
        followUpId={followUpId}
        test={shown}
        onContinue={onContinue}
      />
    );
  }
  if (!kit) return <Text data-testid="test-no-kit">{t('no_kit')}</Text>;
  // The result as the server holds it: its next steps (dispute, support) are on it; a "Continue"
  // here would lead nowhere (issue 30: it changed nothing).
  if (kit.test) {
    return <TestResultView courseId={courseId} followUpId={followUpId} test={kit.test} />;
  }

  const code = scanned ?? rememberedCode(kit.id);

  if (kit.readyAt === null && !began) {
    return (
      <TestIntro
        testkitId={kit.id}
        identity={kit.identity}
        minutes={TEST_WAIT_MINUTES}
        onStart={() => setBegan(true)}
      />
    );
  }
  // From the scan to the photo, one camera films the whole test (T4, T5); the film is the kit's
  // once its code is known.
  return (
    <TestCameraProvider
      kitCode={code}
      chunkSeconds={recordingChunkSeconds}
      unavailable={
        onPhone ? (
          <PhoneWithoutCamera />
        ) : (
          <ContinueOnPhone courseId={courseId} followUpId={followUpId} />
        )
      }
    >
      <TestSteps
        kitId={kit.id}
        readyAt={kit.readyAt}
        code={code}
        scanned={scanned}
        waitOver={waitOver}
        serverNow={data.now}
        fetchedAt={dataUpdatedAt}
        starting={start.isPending}
        startError={start.error}
        onScanned={(c) => remember(kit.id, c, setScanned)}
        onStart={(c) => start.mutate(c)}
        onWaitDone={onWaitDone}
        onRead={onRead}
      />
    </TestCameraProvider>
  );
}

/** The filmed steps: scan, saliva, the server-held wait, the photo. */
function TestSteps(props: {
  kitId: string;
  readyAt: string | null;
  code: string | null;
  scanned: string | null;
  waitOver: boolean;
  serverNow: string;
  fetchedAt: number;
  starting: boolean;
  startError: unknown;
  onScanned: (code: string) => void;
  onStart: (code: string) => void;
  onWaitDone: () => void;
  onRead: (reading: TestReading) => void;
}) {
  const { readyAt, code, scanned } = props;
  if (readyAt !== null) {
    // The wait runs on the server; after a reload the code comes from this browser or a rescan.
    if (!code) return <ScanStep rescan onScanned={props.onScanned} />;
    if (!props.waitOver) {
      return (
        <WaitStep
          readyAt={readyAt}
          serverNow={props.serverNow}
          fetchedAt={props.fetchedAt}
          minutes={TEST_WAIT_MINUTES}
          onDone={props.onWaitDone}
        />
      );
    }
    return <CaptureStep code={code} onRead={props.onRead} />;
  }
  if (!scanned) return <ScanStep rescan={false} onScanned={props.onScanned} />;
  return (
    <SalivaStep
      code={scanned}
      minutes={TEST_WAIT_MINUTES}
      starting={props.starting}
      error={props.startError}
      onStart={() => props.onStart(scanned)}
    />
  );
}

function remember(kitId: string, code: string, set: (code: string) => void) {
  rememberCode(kitId, code);
  set(code);
}
