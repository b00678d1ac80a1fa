import type { Balance } from '@quit/contracts/money';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, sessionRoute, stubFetch } from '@/testing/fetch';
import { balanceFixture, sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { refundOnDeletion } from './deletion-consequences';

function stubDanger(balance: Partial<Balance> = {}) {
  stubFetch(
    sessionRoute(sessionFixture()),
    on('GET', '/api/participant/balance', () => json({ ...balanceFixture, ...balance })),
  );
}

describe('danger zone: the money', () => {
  it('says how much goes back to the supporters, above the deletion form', async () => {
    stubDanger();
    renderApp('/participant/settings/danger');
    expect(await screen.findByTestId('deletion-refund')).toHaveTextContent(
      '€35.00 goes back to your supporters: 2 donations, each refunded in full.',
    );
    const money = screen.getByRole('region', { name: 'What happens to the money' });
    expect(money).toHaveTextContent(
      'every supporter gets their money back in full before your account is deleted',
    );
    expect(money).toHaveTextContent('no longer carry your name');
    const form = screen.getByRole('region', { name: 'Delete account' });
    // The money comes first.
    expect(money.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts one donation in German', async () => {
    stubDanger({ donations: balanceFixture.donations.slice(0, 1) });
    await i18n.changeLanguage('de');
    renderApp('/participant/settings/danger');
    expect(await screen.findByTestId('deletion-refund')).toHaveTextContent(
      '25,00 € geht an deine Unterstützenden zurück: 1 Spende, vollständig erstattet.',
    );
  });

  it('names no amount when nothing would go back', async () => {
    stubDanger({ courseState: 'cancelled' });
    renderApp('/participant/settings/danger');
    await screen.findByRole('region', { name: 'What happens to the money' });
    await screen.findByRole('button', { name: 'Delete my account' });
    expect(screen.queryByTestId('deletion-refund')).not.toBeInTheDocument();
  });
});

describe('refund on deletion', () => {
  it('counts the confirmed and the pending donations of an open course', () => {
    expect(refundOnDeletion(balanceFixture)).toEqual({ cents: 3_500, count: 2 });
  });

  it('refunds nothing once a payout is under way or done, or after the course ended', () => {
    expect(refundOnDeletion({ ...balanceFixture, payingOutCents: 100 })).toBeNull();
    expect(refundOnDeletion({ ...balanceFixture, paidOutCents: 100 })).toBeNull();
    expect(refundOnDeletion({ ...balanceFixture, courseState: 'refunded' })).toBeNull();
    expect(refundOnDeletion({ ...balanceFixture, donations: [] })).toBeNull();
  });
});
