import type { DiaryEntry, FeedbackCurrentDay } from '@quit/contracts/programme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch, type Route } from '@/testing/fetch';
import { feedbackFixture, programmeRoutes } from '@/testing/programme-fixtures';
import { renderWithProviders } from '@/testing/render';
import { DiaryPanel } from './diary-panel';

const OPEN: Partial<FeedbackCurrentDay> = { open: true, openDays: [3] };

function renderDiary(feedback: Partial<FeedbackCurrentDay> = OPEN, ...routes: Route[]) {
  const fetchMock = stubFetch(
    ...routes,
    ...programmeRoutes({ feedback: feedbackFixture(feedback) }),
  );
  renderWithProviders(<DiaryPanel timeZone="Europe/Berlin" />);
  return fetchMock;
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const choose = async (user: UserEvent, group: string, option: string) =>
  user.click(
    within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name: option }),
  );

async function fillValid(user: UserEvent) {
  await choose(user, 'How strong was your desire to smoke?', 'moderately');
  await choose(user, 'How determined are you to stay smoke-free?', 'extremely');
  await user.type(field(/How many cravings/), '12');
  await user.type(field(/Minutes of sport/), '30');
  await user.type(field(/Hours of sleep/), '7.5');
  await user.type(field(/Steps made/), '8000');
  await choose(user, 'Did you smoke since your last entry?', 'No');
  await user.type(field('Notes'), 'A hard evening, but I made it.');
}

const save = (user: UserEvent, name = 'Save diary') =>
  user.click(screen.getByRole('button', { name }));

describe('diary state', () => {
  it('says when the diary opens, by the product’s time (not the device’s), in the participant’s time zone', async () => {
    renderDiary({});
    expect(await screen.findByTestId('diary-state')).toHaveTextContent('Opens today at 6:00 PM');
    expect(screen.queryByTestId('diary-form')).not.toBeInTheDocument();
  });

  it('says so in German', async () => {
    await i18n.changeLanguage('de');
    renderDiary({});
    expect(await screen.findByTestId('diary-state')).toHaveTextContent('Öffnet heute um 18:00 Uhr');
  });

  it('shows the form while open, with until when', async () => {
    renderDiary();
    expect(await screen.findByTestId('diary-state')).toHaveTextContent(
      'Open now, until 11:59 PM on 11.21.2030',
    );
    // The form's code loads on its own (record 0086): it follows the state.
    expect(await screen.findByRole('form', { name: 'Your diary for day 3' })).toBeInTheDocument();
  });
});

describe('diary form', () => {
  it('names every missing answer and sends nothing', async () => {
    const fetchMock = renderDiary();
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('diary-form');
    await save(user);
    expect(await screen.findAllByText('Please choose one.')).toHaveLength(2);
    expect(screen.getByText('Please enter a whole number from 0 to 200.')).toBeVisible();
    expect(screen.getByText('Please enter a whole number from 0 to 1440.')).toBeVisible();
    expect(screen.getByText('Please enter a whole number from 0 to 100000.')).toBeVisible();
    expect(
      screen.getByText('Please enter hours from 0 to 24 in half hours, for example 7.5.'),
    ).toBeVisible();
    expect(screen.getByText('Please answer yes or no.')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/feedback')).toHaveLength(0);
  });

  it('refuses values out of range with clear messages and sends nothing', async () => {
    const fetchMock = renderDiary();
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('diary-form');
    await fillValid(user);
    await user.clear(field(/How many cravings/));
    await user.type(field(/How many cravings/), '201');
    await user.clear(field(/Hours of sleep/));
    await user.type(field(/Hours of sleep/), '7.25');
    await user.clear(field(/Steps made/));
    await user.type(field(/Steps made/), '100001');
    fireEvent.change(field('Notes'), { target: { value: 'x'.repeat(2001) } });
    await save(user);
    expect(await screen.findByText('Please enter a whole number from 0 to 200.')).toBeVisible();
    expect(field(/How many cravings/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Please enter hours from 0 to 24 in half hours, for example 7.5.'),
    ).toBeVisible();
    expect(screen.getByText('Please enter a whole number from 0 to 100000.')).toBeVisible();
    expect(screen.getByText('Please keep your notes to 2000 characters.')).toBeVisible();
    expect(
      screen.queryByText('Please enter a whole number from 0 to 1440.'),
    ).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/feedback')).toHaveLength(0);
  });

  it('refuses out-of-range values in German', async () => {
    await i18n.changeLanguage('de');
    const fetchMock = renderDiary();
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('diary-form');
    await user.type(field(/Minuten Sport/), '1441');
    await user.type(field(/Stunden Schlaf/), '24,5');
    await save(user, 'Tagebuch speichern');
    expect(await screen.findByText('Bitte gib eine ganze Zahl von 0 bis 1440 ein.')).toBeVisible();
    expect(
      screen.getByText('Bitte gib Stunden von 0 bis 24 in halben Stunden ein, zum Beispiel 7,5.'),
    ).toBeVisible();
    expect(screen.getByText('Bitte antworte mit Ja oder Nein.')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/feedback')).toHaveLength(0);
  });

  it('sends a complete entry and confirms it', async () => {
    const fetchMock = renderDiary(
      OPEN,
      on('POST', '/api/feedback', async (request) =>
        json({
          ...((await request.json()) as object),
          date: '2030-11-20',
          createdAt: '2030-11-20T18:00:00.000Z',
          updatedAt: '2030-11-20T18:00:00.000Z',
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('diary-form');
    await fillValid(user);
    await save(user);
    expect(await screen.findByTestId('diary-saved')).toHaveTextContent('Your diary is saved.');
    const [request] = requestsTo(fetchMock, '/api/feedback');
    expect(await request?.json()).toEqual({
      day: 3,
      smokingDesire: 2,
      determination: 4,
      cravingCount: 12,
      sportMinutes: 30,
      sleepHours: 7.5,
      steps: 8000,
      smokedSinceLastEntry: false,
      triggers: [],
      symptoms: [],
      notes: 'A hard evening, but I made it.',
    });
  });

  it('shows the entry written so far, to edit while open', async () => {
    const entry: DiaryEntry = {
      day: 3,
      date: '2030-11-20',
      smokingDesire: 1,
      determination: 3,
      cravingCount: 4,
      sportMinutes: 45,
      sleepHours: 6.5,
      steps: 12000,
      smokedSinceLastEntry: true,
      triggers: ['coffee'],
      symptoms: ['irritability'],
      notes: 'Had one with coffee.',
      createdAt: '2030-11-20T18:00:00.000Z',
      updatedAt: '2030-11-20T18:00:00.000Z',
    };
    renderDiary({ ...OPEN, entry });
    expect(await screen.findByTestId('diary-state')).toHaveTextContent(
      'Written – you can still change it until 11:59 PM on 11.21.2030',
    );
    expect(field(/How many cravings/)).toHaveValue('4');
    expect(field(/Hours of sleep/)).toHaveValue('6.5');
    const group = (name: string) => within(screen.getByRole('radiogroup', { name }));
    expect(
      group('Did you smoke since your last entry?').getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();
    expect(
      group('How strong was your desire to smoke?').getByRole('radio', { name: 'slightly' }),
    ).toBeChecked();
    expect(
      group('How determined are you to stay smoke-free?').getByRole('radio', { name: 'very' }),
    ).toBeChecked();
    expect(field('Notes')).toHaveValue('Had one with coffee.');
  });

  it.each([
    ['en', 'DIARY_CLOSED', 409, 'The diary for this day is not open.'],
    ['en', 'FEEDBACK_FAILED', 400, 'Feedback submit failed. Please try again later'],
    ['de', 'DIARY_CLOSED', 409, 'Das Tagebuch für diesen Tag ist nicht geöffnet.'],
    ['de', 'FEEDBACK_FAILED', 400, 'Das Tagebuch konnte nicht gespeichert werden.'],
  ] as const)('shows the refusal %s %s with the form', async (language, code, status, text) => {
    await i18n.changeLanguage(language);
    renderDiary(
      OPEN,
      on('POST', '/api/feedback', () => json({ code, message: 'server' }, status)),
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('diary-form');
    if (language === 'en') await fillValid(user);
    else {
      await choose(user, 'Wie stark war dein Verlangen zu rauchen?', 'mäßig');
      await choose(user, 'Wie entschlossen bist du, rauchfrei zu bleiben?', 'stark');
      await user.type(field(/Wie oft hattest du/), '3');
      await user.type(field(/Minuten Sport/), '0');
      await user.type(field(/Stunden Schlaf/), '8');
      await user.type(field(/Schritte/), '500');
      await choose(user, 'Hast du seit deinem letzten Eintrag geraucht?', 'Nein');
    }
    await save(user, language === 'en' ? 'Save diary' : 'Tagebuch speichern');
    expect(await screen.findByTestId('diary-error')).toHaveTextContent(text);
  });

  it('says "Feedback submit failed" when the server fails without an answer', async () => {
    renderDiary(
      OPEN,
      on('POST', '/api/feedback', () => new Response('', { status: 502 })),
    );
    const user = userEvent.setup({ delay: null });
    await screen.findByTestId('diary-form');
    await fillValid(user);
    await save(user);
    await waitFor(() =>
      expect(screen.getByTestId('diary-error')).toHaveTextContent(
        'Feedback submit failed. Please try again later',
      ),
    );
  });
});
