import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import deAdmin from '@/locales/de/admin.json';
import enAdmin from '@/locales/en/admin.json';

const admin = sessionFixture({ roles: ['admin'], role: 'admin' });
const overview = on('GET', '/api/admin/overview', () =>
  json({ sandbox: true, outbox: true, currency: 'EUR' }),
);
const person = {
  id: 'u-2',
  name: 'Grace Hopper',
  email: 'grace@example.org',
  roles: ['participant'],
  createdAt: '2026-01-02T10:00:00.000Z',
};

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('operator console', () => {
  it('has every string in both languages', () => {
    expect(keysOf(deAdmin).sort()).toEqual(keysOf(enAdmin).sort());
  });

  it('searches people and opens a person with the admin-role action', async () => {
    const fetchMock = stubFetch(
      sessionRoute(admin),
      overview,
      on('GET', '/api/admin/people', () => json({ items: [person], nextCursor: null })),
      on('GET', '/api/admin/people/u-2', () =>
        json({
          person: { ...person, emailVerified: true, language: 'en' },
          isSelf: false,
          courses: [],
          donationsReceived: [],
          donationsGiven: [],
          payouts: [],
          refunds: [],
          audit: [],
        }),
      ),
      on('PUT', '/api/admin/people/u-2/admin-role', () =>
        json({ roles: ['admin', 'participant'] }),
      ),
    );
    renderApp('/admin/people');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'People' });
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    await within(nav).findByRole('link', { name: 'Sandbox' });
    for (const label of [
      'People',
      'Money',
      'Courses',
      'Contact inbox',
      'Mail outbox',
      'Sandbox',
      'Jobs',
    ]) {
      expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Search by name or email'), 'grace{Enter}');
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, '/api/admin/people').some(
          (r) => new URL(r.url).searchParams.get('q') === 'grace',
        ),
      ).toBe(true),
    );
    await user.click(await screen.findByRole('link', { name: 'Grace Hopper' }));
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, '/api/admin/people/u-2/admin-role')).toHaveLength(1),
    );
    const [request] = requestsTo(fetchMock, '/api/admin/people/u-2/admin-role');
    expect(await request!.json()).toEqual({ admin: true });
    // The page reloads the person once the role is saved.
    await waitFor(() => expect(requestsTo(fetchMock, '/api/admin/people/u-2')).toHaveLength(2));
  });

  it('books a refused refund as refunded by hand with a note, from the keyboard', async () => {
    const refund = {
      id: '11111111-1111-4111-8111-111111111111',
      donationId: 'd-1',
      courseId: 'c-1',
      amountCents: 2_500,
      status: 'failed',
      attempts: 10,
      lastError: 'refused',
      updatedAt: '2026-01-02T10:00:00.000Z',
      stuck: false,
    };
    const payout = (pot: 'course' | 'stay_quit', amountCents: number) => ({
      id: `payout-${pot}`,
      courseId: 'c-1',
      pot,
      amountCents,
      feeCents: 0,
      status: 'failed',
      attempts: 1,
      lastError: 'returned by the bank',
      updatedAt: '2026-01-02T10:00:00.000Z',
      stuck: false,
    });
    const fetchMock = stubFetch(
      sessionRoute(admin),
      overview,
      on('GET', '/api/admin/money/totals', () =>
        json({
          currency: 'EUR',
          heldCents: 2_500,
          pendingCents: 0,
          paidOutCents: 0,
          refundedCents: 0,
          feesEarnedCents: 0,
          keptCents: 1_000,
          accounts: {},
        }),
      ),
      on('GET', '/api/admin/money/needs-attention', () =>
        json({
          refunds: [refund],
          payouts: [payout('course', 1_700), payout('stay_quit', 4_500)],
          jobs: [],
        }),
      ),
      // C7 (record 0081): gifts kept for a next attempt, with the day they go back.
      on('GET', '/api/admin/money/held-gifts', () =>
        json({
          gifts: [
            {
              donationId: 'd-kept',
              courseId: 'c-1',
              participantId: 'p-1',
              state: 'kept',
              chargedCents: 1_000,
              shareCents: 1_000,
              feeCents: 0,
              donorName: 'Secret Donor',
              anonymous: true,
              chosenAt: '2026-01-02T10:00:00.000Z',
              deadline: '2026-04-01T10:00:00.000Z',
            },
          ],
          openCents: 0,
          keptCents: 1_000,
        }),
      ),
      on('POST', `/api/admin/money/refunds/${refund.id}/mark-refunded`, () => json({ ok: true })),
    );
    renderApp('/admin/money');
    const user = userEvent.setup();
    expect(await screen.findByTestId('total-held')).toHaveTextContent('€25.00');
    expect(await screen.findByTestId('total-kept')).toHaveTextContent('€10.00');
    // Record 0101: a stay-quit bonus pot's payout is marked as such, the course's is not.
    const [bonusBadge] = await screen.findAllByTestId('payout-pot-bonus');
    expect(bonusBadge).toHaveTextContent('Stay-quit bonus');
    expect(bonusBadge!.parentElement).toHaveTextContent('€45.00');
    expect(screen.getAllByTestId('payout-pot-bonus')).toHaveLength(1);
    const heldTable = (
      await screen.findByText('Gifts waiting for a choice or kept for a next attempt')
    ).parentElement!;
    expect(heldTable).toHaveTextContent('Kept');
    expect(heldTable).toHaveTextContent('Anonymous');
    await user.click(await screen.findByRole('button', { name: 'Mark refunded by hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark refunded by hand' });
    const submit = within(dialog).getByRole('button', { name: 'Book as refunded' });
    expect(submit).toBeDisabled();
    await user.keyboard('Paid back by bank transfer');
    await user.click(submit);
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, `/api/admin/money/refunds/${refund.id}/mark-refunded`),
      ).toHaveLength(1),
    );
    const [request] = requestsTo(fetchMock, `/api/admin/money/refunds/${refund.id}/mark-refunded`);
    expect(await request!.json()).toEqual({ note: 'Paid back by bank transfer' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a participant without asking for any console data', async () => {
    const fetchMock = stubFetch(sessionRoute(sessionFixture({ roles: ['participant'] })));
    renderApp('/admin/money');
    await screen.findByRole('heading', { level: 1, name: 'No access' });
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/admin'))).toEqual(
      [],
    );
  });

  it('hides the sandbox with real providers', async () => {
    stubFetch(
      sessionRoute(admin),
      on('GET', '/api/admin/overview', () =>
        json({ sandbox: false, outbox: false, currency: 'EUR' }),
      ),
    );
    renderApp('/admin/sandbox');
    await screen.findByText(enAdmin.sandbox.absent);
    const nav = screen.getByRole('navigation', { name: 'Operator console' });
    expect(within(nav).queryByRole('link', { name: 'Sandbox' })).not.toBeInTheDocument();
  });
});
