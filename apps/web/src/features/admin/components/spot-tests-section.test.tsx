import type { AdminSpotTest } from '@quit/contracts/spot-test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { SpotTestsSection } from './spot-tests-section';

const missed: AdminSpotTest = {
  id: '3f6c1a2b-4d5e-4f70-8a91-b2c3d4e5f601',
  courseId: '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a',
  courseState: 'active',
  participantId: 'u-1',
  participantName: 'Ada Lovelace',
  participantEmail: 'ada@example.com',
  ordinal: 1,
  day: 12,
  state: 'missed',
  announceAt: '2026-12-21T07:00:00.000Z',
  dueAt: '2026-12-21T21:00:00.000Z',
  mayExcuse: true,
};
const ahead: AdminSpotTest = {
  ...missed,
  id: '3f6c1a2b-4d5e-4f70-8a91-b2c3d4e5f602',
  participantName: 'Grace Hopper',
  state: 'scheduled',
  day: 17,
  mayExcuse: false,
};

afterEach(() => i18n.changeLanguage('en'));

describe('spot tests for operators (T7)', () => {
  it('lists the schedule and excuses a missed spot test with a note', async () => {
    const fetchMock = stubFetch(
      on('GET', '/api/admin/spot-tests', () => json({ spotTests: [missed, ahead] })),
      on('POST', `/api/admin/spot-tests/${missed.id}/decision`, () =>
        json({ ...missed, state: 'excused', mayExcuse: false }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SpotTestsSection />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Scheduled (hidden)')).toBeInTheDocument();
    expect(within(table).getByText('Day 17')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Decide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Missed spot test: Ada Lovelace' });
    await user.type(within(dialog).getByRole('textbox'), 'was ill');
    await user.click(within(dialog).getByRole('button', { name: 'Excuse (new day)' }));
    await screen.findByText('Excused: a new day is drawn.');
    const [sent] = requestsTo(fetchMock, `/api/admin/spot-tests/${missed.id}/decision`);
    expect(await sent!.json()).toEqual({ decision: 'excuse', note: 'was ill' });
  });

  it('offers only failing the course once the excuse is used, in German', async () => {
    await i18n.changeLanguage('de');
    stubFetch(
      on('GET', '/api/admin/spot-tests', () =>
        json({ spotTests: [{ ...missed, mayExcuse: false }] }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SpotTestsSection />);
    await user.click(await screen.findByRole('button', { name: 'Entscheiden' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('button', { name: 'Entschuldigen (neuer Tag)' }),
    ).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Kurs nicht bestanden' })).toBeEnabled();
    expect(dialog).toHaveTextContent(
      'In diesem Kurs wurde bereits ein Stichprobentest entschuldigt.',
    );
  });
});
