import type { ParticipantQuestionnaire, QuestionnaireView } from '@quit/contracts/questionnaires';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { QuestionnaireSlides } from './questionnaire-slides';

const definition: QuestionnaireView = {
  name: 'testquestionnaire',
  title: 'Welcome questionnaire',
  questions: [
    {
      id: 'first_cigarette',
      kind: 'choice',
      title: 'Mornings',
      prompt: 'How soon after you wake up do you smoke your first cigarette?',
      learnMore: 'Part of the Fagerström test.',
      options: [
        { value: 'within_5', label: 'Within 5 minutes' },
        { value: 'after_60', label: 'After more than 60 minutes' },
      ],
    },
    {
      id: 'cigarettes_per_day',
      kind: 'number',
      title: 'How much you smoke',
      prompt: 'How many cigarettes do you smoke on an ordinary day?',
      learnMore: 'Counts for the savings.',
      min: 1,
      max: 100,
    },
    {
      id: 'nicotine_products',
      kind: 'multi',
      title: 'Other nicotine products',
      prompt: 'Do you use any of these products?',
      learnMore: 'They make the test positive.',
      exclusive: 'none',
      options: [
        { value: 'none', label: 'None of these' },
        { value: 'snus', label: 'Snus' },
      ],
    },
  ],
};

/** A server that keeps the answers it is sent (or refuses them all with `refuse`). */
function server(initial: Record<string, unknown> = {}, refuse = false) {
  const answers: Record<string, unknown> = { ...initial };
  const view = (): ParticipantQuestionnaire => {
    const answered = Object.keys(answers).length;
    return {
      name: 'testquestionnaire',
      title: 'Welcome questionnaire',
      answered,
      total: 3,
      completed: answered === 3,
      due: answered < 3,
      answers: answers as ParticipantQuestionnaire['answers'],
      fagerstrom: null,
      nicotineProducts: [],
    };
  };
  return stubFetch(
    on('GET', '/api/questionnaire/testquestionnaire', () => json(definition)),
    on('GET', '/api/participantquestionnaire/testquestionnaire', () => json(view())),
    on('POST', '/api/participantquestionnaire/answer', async (request) => {
      if (refuse) {
        return json(
          { code: 'INVALID_DATA', message: 'The Data you provided is invalid.', fields: ['value'] },
          400,
        );
      }
      const body = (await request.json()) as { questionId: string; value: unknown };
      answers[body.questionId] = body.value;
      return json(view());
    }),
  );
}

function renderSlides() {
  const onFinish = vi.fn();
  const onSkip = vi.fn();
  renderWithProviders(
    <QuestionnaireSlides
      name="testquestionnaire"
      currency="EUR"
      onFinish={onFinish}
      onSkip={onSkip}
    />,
  );
  return { onFinish, onSkip };
}

const next = () => screen.getByRole('button', { name: 'Save and continue' });

describe('questionnaire slides', () => {
  it('shows the slide index, title, progress and learn-more text', async () => {
    server();
    renderSlides();
    expect(await screen.findByRole('heading', { level: 2, name: 'Mornings' })).toBeVisible();
    expect(screen.getByTestId('slide-index')).toHaveTextContent('Question 1 of 3');
    expect(screen.getByRole('progressbar', { name: '0 of 3 questions answered' })).toBeVisible();
    expect(screen.getByText('Learn more')).toBeVisible();
    expect(screen.getByText('Part of the Fagerström test.')).toBeInTheDocument();
  });

  it('asks for an answer before saving, then saves one answer per step', async () => {
    const user = userEvent.setup();
    const fetchMock = server();
    renderSlides();
    await screen.findByRole('heading', { name: 'Mornings' });
    await user.click(next());
    expect(await screen.findByText('Please choose or enter an answer.')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/participantquestionnaire/answer')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'Within 5 minutes' }));
    await user.click(next());
    expect(await screen.findByRole('heading', { name: 'How much you smoke' })).toHaveFocus();
    const [sent] = requestsTo(fetchMock, '/api/participantquestionnaire/answer');
    expect(await sent?.json()).toEqual({
      questionnaire: 'testquestionnaire',
      questionId: 'first_cigarette',
      value: 'within_5',
    });

    // Back shows the saved answer.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('radio', { name: 'Within 5 minutes' })).toBeChecked();
  });

  it('resumes at the first unanswered question and is usable by keyboard alone', async () => {
    const user = userEvent.setup();
    const fetchMock = server({ first_cigarette: 'after_60' });
    const { onFinish } = renderSlides();
    const count = await screen.findByRole('textbox', { name: /How many cigarettes/ });
    expect(screen.getByTestId('slide-index')).toHaveTextContent('Question 2 of 3');
    await user.click(count);
    await user.keyboard('20{Enter}');
    expect(await screen.findByRole('heading', { name: 'Other nicotine products' })).toHaveFocus();
    const bodies = await Promise.all(
      requestsTo(fetchMock, '/api/participantquestionnaire/answer').map((r) => r.json()),
    );
    expect(bodies).toEqual([
      { questionnaire: 'testquestionnaire', questionId: 'cigarettes_per_day', value: 20 },
    ]);

    // From the focused heading, Tab reaches the first checkbox; the space bar ticks.
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'None of these' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.keyboard(' ');
    // "None" stands alone: choosing Snus clears it.
    expect(screen.getByRole('checkbox', { name: 'None of these' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Snus' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      /nicotine test on day 28 will be positive/,
    );
    await user.click(screen.getByRole('button', { name: 'Save and finish' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledOnce());
  });

  it('can be left for later', async () => {
    const user = userEvent.setup();
    server();
    const { onSkip } = renderSlides();
    await user.click(await screen.findByRole('button', { name: 'Finish later' }));
    expect(onSkip).toHaveBeenCalledOnce();
  });

  it('shows a refusal beside the question and stays on it', async () => {
    const user = userEvent.setup();
    server({}, true);
    renderSlides();
    await user.click(await screen.findByRole('radio', { name: 'Within 5 minutes' }));
    await user.click(next());
    const group = screen.getByRole('radiogroup', { name: /How soon after you wake up/ });
    const error = await screen.findByText('The Data you provided is invalid.');
    expect(group).toHaveAttribute('aria-describedby', error.id);
    expect(screen.getByTestId('slide-index')).toHaveTextContent('Question 1 of 3');
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    server();
    renderSlides();
    expect(await screen.findByTestId('slide-index')).toHaveTextContent('Frage 1 von 3');
    expect(screen.getByRole('button', { name: 'Speichern und weiter' })).toBeVisible();
    expect(screen.getByText('Mehr erfahren')).toBeVisible();
  });
});
