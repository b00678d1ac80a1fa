import type { AdminFollowUp, AdminFollowUpKits } from '@quit/contracts/follow-up';
import type { AdminTestkit } from '@quit/contracts/testkit';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { renderApp, renderWithProviders } from '@/testing/render';
import { FollowUpKitsSection } from './follow-up-kits-section';
import { FollowUpTestsSection } from './follow-up-tests-section';

const FOLLOW_UP = '6d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';
const toPost: AdminFollowUpKits = {
  kits: [
    {
      followUpId: FOLLOW_UP,
      stage: 'three_months',
      courseId: COURSE,
      participantId: 'u-1',
      address: {
        name: 'Ada Lovelace',
        street: 'Unter den Linden 1',
        postalCode: '10117',
        city: 'Berlin',
        country: 'DE',
      },
      opensOn: '2027-04-20',
      closesOn: '2027-05-17',
    },
  ],
};
const kit = (id: string, code: string, courseId: string | null): AdminTestkit => ({
  id,
  code,
  state: 'unused',
  courseId,
  participantName: null,
  participantEmail: null,
  assignedAt: null,
  trackingText: null,
  usedAt: null,
  missingAt: null,
  createdAt: '2027-01-02T10:00:00.000Z',
});
const inStock = kit('1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d', 'QP-STOCK-1', null);
const posted = kit('2b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d', 'QP-POSTED-2', COURSE);
const followUp: AdminFollowUp = {
  id: FOLLOW_UP,
  stage: 'three_months',
  state: 'passed',
  courseId: COURSE,
  participantId: 'u-1',
  participantName: 'Ada Lovelace',
  opensOn: '2027-04-20',
  closesOn: '2027-05-17',
  kitCode: 'QP-STOCK-1',
  kitSentAt: '2027-04-10T09:00:00.000Z',
  trackingText: null,
  testId: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
  testStatus: 'final',
  result: 'passed',
  settledAt: '2027-04-21T10:00:00.000Z',
  bonus: { state: 'paid_out', heldCents: 4_250, gifts: 2 },
};

afterEach(() => i18n.changeLanguage('en'));

describe('follow-up tests for operators (C8)', () => {
  it('posts a kit from stock for a follow-up test, with its tracking text', async () => {
    const fetchMock = stubFetch(
      on('GET', '/api/admin/follow-ups/kits', () => json(toPost)),
      on('GET', '/api/admin/testkits', () => json({ testkits: [inStock, posted] })),
      on('POST', `/api/admin/follow-ups/${FOLLOW_UP}/kit`, () =>
        json({ ...followUp, state: 'kit_sent', result: null, settledAt: null, bonus: null }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FollowUpKitsSection />);
    const section = await screen.findByRole('region', { name: 'Follow-up kits to post' });
    const row = (await within(section).findByText('Ada Lovelace')).closest('tr')!;
    expect(row).toHaveTextContent('Unter den Linden 1, 10117 Berlin, DE');
    expect(row).toHaveTextContent('3 months');
    expect(row).toHaveTextContent('04.20.2027 – 05.17.2027');
    await user.click(within(row).getByRole('button', { name: 'Mark sent' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Post a kit for the 3 months follow-up test',
    });
    const select = within(dialog).getByRole('combobox', { name: /Kit from stock/ });
    // Only kits posted to nobody are offered.
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: 'QP-STOCK-1' })).toBeInTheDocument(),
    );
    expect(within(select).queryByRole('option', { name: 'QP-POSTED-2' })).not.toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Mark sent' });
    expect(send).toBeDisabled();
    await user.selectOptions(select, 'QP-STOCK-1');
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking/ }), 'DHL 0034');
    await user.click(send);
    await screen.findByText('Kit QP-STOCK-1 is marked as posted.');
    const [sent] = requestsTo(fetchMock, `/api/admin/follow-ups/${FOLLOW_UP}/kit`);
    expect(await sent!.json()).toEqual({ testkitId: inStock.id, trackingText: 'DHL 0034' });
  });

  it('shows the API refusal in the dialog, in German', async () => {
    await i18n.changeLanguage('de');
    stubFetch(
      on('GET', '/api/admin/follow-ups/kits', () => json(toPost)),
      on('GET', '/api/admin/testkits', () => json({ testkits: [inStock] })),
      on('POST', `/api/admin/follow-ups/${FOLLOW_UP}/kit`, () =>
        json({ code: 'FOLLOW_UP_CLOSED', message: 'closed' }, 409),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FollowUpKitsSection />);
    await user.click(await screen.findByRole('button', { name: 'Als versendet markieren' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Kit für den Nachtest nach 3 Monaten versenden',
    });
    const select = within(dialog).getByRole('combobox', { name: /Kit aus dem Lager/ });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(select, 'QP-STOCK-1');
    await user.click(within(dialog).getByRole('button', { name: 'Als versendet markieren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Dieser Nachtest ist bereits abgeschlossen, hier lässt sich nichts mehr ändern.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('lists the tests with state, kit, result and the bonus pot, in German', async () => {
    await i18n.changeLanguage('de');
    const fetchMock = stubFetch(
      on('GET', '/api/admin/follow-ups', () => json({ followUps: [followUp] })),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FollowUpTestsSection />);
    const section = await screen.findByRole('region', { name: 'Nachtests' });
    const row = (await within(section).findByRole('link', { name: 'Ada Lovelace' })).closest('tr')!;
    expect(row).toHaveTextContent('3 Monaten');
    expect(row).toHaveTextContent('bestanden');
    expect(row).toHaveTextContent('20.04.2027 – 17.05.2027');
    expect(row).toHaveTextContent('QP-STOCK-1, versendet am');
    expect(row).toHaveTextContent('ausgezahlt: 42,50 € aus 2 Spenden');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'missed');
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, '/api/admin/follow-ups').some(
          (r) => new URL(r.url).searchParams.get('state') === 'missed',
        ),
      ).toBe(true),
    );
  });
});

describe('money totals with the stay-quit bonus pots (C8)', () => {
  it('shows the bonus pots beside held and kept, from the ledger totals', async () => {
    stubFetch(
      sessionRoute(sessionFixture({ roles: ['admin'], role: 'admin' })),
      on('GET', '/api/admin/overview', () =>
        json({ sandbox: true, outbox: true, currency: 'EUR' }),
      ),
      on('GET', '/api/admin/money/totals', () =>
        json({
          currency: 'EUR',
          heldCents: 9_000,
          pendingCents: 0,
          paidOutCents: 0,
          refundedCents: 0,
          feesEarnedCents: 0,
          keptCents: 1_000,
          bonusCents: 4_250,
          accounts: {},
        }),
      ),
      on('GET', '/api/admin/money/needs-attention', () =>
        json({ refunds: [], payouts: [], jobs: [] }),
      ),
      on('GET', '/api/admin/money/held-gifts', () =>
        json({ gifts: [], openCents: 0, keptCents: 1_000 }),
      ),
    );
    renderApp('/admin/money');
    expect(await screen.findByTestId('total-bonus')).toHaveTextContent('€42.50');
    expect(screen.getByText('Stay-quit bonus pots')).toBeInTheDocument();
    expect(screen.getByTestId('total-held')).toHaveTextContent('€90.00');
  });
});
