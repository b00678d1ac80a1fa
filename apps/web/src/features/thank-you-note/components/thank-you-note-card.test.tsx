import type { Course } from '@quit/contracts/course';
import type { ThankYouNoteState } from '@quit/contracts/thank-you-note';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch, type Route } from '@/testing/fetch';
import {
  courseDayFixture,
  courseFixture,
  donationTrailFixture,
  profileFixture,
  sessionFixture,
} from '@/testing/fixtures';
import { programmeRoutes } from '@/testing/programme-fixtures';
import { renderApp } from '@/testing/render';

const NOTE_PATH = '/api/course/c-1/thank-you';
const unsent: ThankYouNoteState = { open: true, recipients: 3, note: null };
const sent: ThankYouNoteState = {
  open: true,
  recipients: 3,
  note: { text: 'Thank you all!\nDay 28.', sentAt: '2030-12-01T09:30:00.000Z' },
};

function stubDashboard(course: Partial<Course>, state: ThankYouNoteState, ...routes: Route[]) {
  return stubFetch(
    sessionRoute(sessionFixture({ id: 'u-42' })),
    ...programmeRoutes(),
    ...routes,
    on('GET', NOTE_PATH, () => json(state)),
    on('GET', '/api/course/active', () => json({ ...courseFixture, ...course })),
    on('GET', '/api/course/day', () => json(courseDayFixture)),
    on('GET', '/api/participant', () => json(profileFixture)),
  );
}

const ended: Partial<Course> = { state: 'paid_out', canCancel: false, payoutStatus: 'paid' };

describe('the thank-you note on the dashboard (A8)', () => {
  it('sends the note once to every supporter after the course ended', async () => {
    const fetchMock = stubDashboard(
      ended,
      unsent,
      on('POST', NOTE_PATH, () => json({ ...sent, note: { ...sent.note!, text: 'Thank you!' } })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/dashboard');
    const field = await screen.findByRole('textbox', { name: /Your thank-you note/ });
    expect(screen.getByText(/Write one message to the 3 people/)).toBeVisible();
    expect(screen.getByText(/Nobody sees anyone's email address/)).toBeVisible();
    await user.type(field, '  Thank you!  ');
    expect(screen.getByText('10 of 2000 characters, plain text')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send to 3 supporters' }));
    expect(await screen.findByTestId('thank-you-text')).toHaveTextContent('Thank you!');
    // The note's own status (a section of the dashboard below may still say "Loading…").
    const sentLine = screen
      .getAllByRole('status')
      .filter((status) => /^Sent on .+ to 3 supporters:$/.test(status.textContent ?? ''));
    expect(sentLine).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: /Your thank-you note/ })).not.toBeInTheDocument();
    const [request] = requestsTo(fetchMock, NOTE_PATH).filter((r) => r.method === 'POST');
    expect(await request!.json()).toEqual({ text: '  Thank you!  ' });
  });

  it('says in German what is wrong with an empty note and sends nothing', async () => {
    const fetchMock = stubDashboard({ ...ended, state: 'cancelled' }, unsent);
    await i18n.changeLanguage('de');
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/dashboard');
    const field = await screen.findByRole('textbox', { name: /Dein Dankesgruß/ });
    await user.type(field, '   ');
    await user.click(screen.getByRole('button', { name: 'An 3 Unterstützer senden' }));
    expect(
      await screen.findByText('Bitte schreib deinen Dankesgruß, bevor du ihn sendest.'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, NOTE_PATH).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the note as it was sent, with nothing more to send', async () => {
    stubDashboard(ended, sent);
    renderApp('/participant/dashboard');
    expect(await screen.findByTestId('thank-you-text')).toHaveTextContent('Thank you all! Day 28.');
    expect(screen.queryByRole('button', { name: /^Send to/ })).not.toBeInTheDocument();
  });

  it('is not on the dashboard while the course raises money', async () => {
    const fetchMock = stubDashboard({ state: 'funding' }, unsent);
    renderApp('/participant/dashboard');
    await screen.findByTestId('course-state');
    expect(screen.queryByTestId('thank-you-note')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, NOTE_PATH)).toHaveLength(0);
  });
});

describe("the thank-you note on the donor's donation page", () => {
  it('shows the note with its lines; a page without one shows none', async () => {
    stubFetch(
      on('GET', '/api/donation/d-1/trail', () =>
        json({
          ...donationTrailFixture,
          thankYouNote: { text: 'Danke!\nIhr wart großartig.', sentAt: '2030-12-01T09:30:00.000Z' },
        }),
      ),
      on('GET', '/api/donation/d-2/trail', () => json({ ...donationTrailFixture, id: 'd-2' })),
    );
    await i18n.changeLanguage('de');
    renderApp('/donation/d-1?token=1900000000.abc');
    expect(
      await screen.findByRole('heading', { name: 'Ein Dankeschön von Grace H.' }),
    ).toBeVisible();
    expect(screen.getByTestId('trail-thank-you').textContent).toBe('Danke!\nIhr wart großartig.');
  });

  it('shows no note where none was sent', async () => {
    stubFetch(on('GET', '/api/donation/d-1/trail', () => json(donationTrailFixture)));
    renderApp('/donation/d-1?token=1900000000.abc');
    await screen.findByTestId('trail-summary');
    expect(screen.queryByTestId('trail-thank-you')).not.toBeInTheDocument();
  });
});
