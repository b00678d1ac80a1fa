import '@/components/money-styles';
import { Alert, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { ParticipantQuestionnaire, QuestionnaireView } from '@quit/contracts/questionnaires';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { errorMessage } from '@/lib/error-message';
import { useAnswerQuestion } from '../api/answer-question';
import { useParticipantQuestionnaire } from '../api/get-participant-questionnaire';
import { useQuestionnaire } from '../api/get-questionnaire';
import { QuestionInput, type Draft } from './question-input';

type Props = {
  name: string;
  currency: string;
  /** After the last answer is saved. */
  onFinish: () => void;
  /** "Later": the answers so far are kept; the dashboard asks again. */
  onSkip: () => void;
};

/** A questionnaire as slides: one question per step, resumable, every answer saved at once. */
export function QuestionnaireSlides(props: Props) {
  const { t } = useTranslation('welcome');
  const definition = useQuestionnaire(props.name);
  const answers = useParticipantQuestionnaire(props.name);
  if (definition.isError || answers.isError) {
    return <Alert color="red">{errorMessage(definition.error ?? answers.error)}</Alert>;
  }
  if (!definition.data || !answers.data)
    return <Loader role="status" aria-label={t('slides.loading')} />;
  return <Slides {...props} definition={definition.data} participant={answers.data} />;
}

function firstOpenStep(definition: QuestionnaireView, participant: ParticipantQuestionnaire) {
  const open = definition.questions.findIndex((q) => participant.answers[q.id] === undefined);
  return open === -1 ? 0 : open;
}

type SlidesProps = Props & {
  definition: QuestionnaireView;
  participant: ParticipantQuestionnaire;
};

function Slides(props: SlidesProps) {
  // Resuming: the first question without an answer.
  const [step, setStep] = useState(() => firstOpenStep(props.definition, props.participant));
  const [moved, setMoved] = useState(false);
  const answer = useAnswerQuestion();
  const go = (next: number) => {
    answer.reset();
    setMoved(true);
    setStep(next);
  };
  // Each slide starts afresh from the saved answer.
  return <Slide key={step} {...props} step={step} go={go} answer={answer} focusTitle={moved} />;
}

function Slide({
  definition,
  participant,
  currency,
  onFinish,
  onSkip,
  step,
  go,
  answer,
  focusTitle,
}: SlidesProps & {
  step: number;
  go: (step: number) => void;
  answer: ReturnType<typeof useAnswerQuestion>;
  focusTitle: boolean;
}) {
  const { t } = useTranslation('welcome');
  const question = definition.questions[step];
  const [draft, setDraft] = useState<Draft>(() =>
    question ? (participant.answers[question.id] ?? null) : null,
  );
  const [missing, setMissing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const total = definition.questions.length;

  useEffect(() => {
    // Moving between slides puts the reader at the new slide's heading (not on first render).
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);

  if (!question) return null;
  const empty = draft === null || (Array.isArray(draft) && draft.length === 0);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (empty) return setMissing(true);
    answer.mutate(
      { questionnaire: definition.name, questionId: question.id, value: draft },
      { onSuccess: () => (step + 1 < total ? go(step + 1) : onFinish()) },
    );
  };
  const nicotineWarning =
    question.id === 'nicotine_products' && Array.isArray(draft) && draft.some((v) => v !== 'none');
  const fieldError = missing
    ? t('slides.required')
    : answer.isError
      ? errorMessage(answer.error)
      : null;

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="slide-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed" data-testid="slide-index">
            {t('slides.index', { index: step + 1, total })}
          </Text>
          <Progress
            value={(participant.answered / total) * 100}
            aria-label={t('slides.progress', { answered: participant.answered, total })}
          />
          <Title order={2} id="slide-title" ref={heading} tabIndex={-1}>
            {question.title}
          </Title>
          <QuestionInput
            question={question}
            value={draft}
            onChange={(value) => {
              setMissing(false);
              setDraft(value);
            }}
            currency={currency}
            error={fieldError}
          />
          {nicotineWarning && (
            <Alert color="orange" title={t('slides.nicotine_title')} role="status">
              {t('slides.nicotine_warning')}
            </Alert>
          )}
          <details>
            <summary>{t('slides.learn_more')}</summary>
            <Text size="sm" mt="xs">
              {question.learnMore}
            </Text>
          </details>
          <Group justify="space-between">
            <Group gap="sm">
              <Button variant="default" onClick={() => go(step - 1)} disabled={step === 0}>
                {t('slides.back')}
              </Button>
              <Button type="submit" loading={answer.isPending}>
                {step + 1 < total ? t('slides.next') : t('slides.finish')}
              </Button>
            </Group>
            <Button variant="subtle" onClick={onSkip}>
              {t('slides.skip')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
