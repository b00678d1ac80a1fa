import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DonationTrail } from '@quit/contracts/money';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { donationTrailFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const waiting: DonationTrail = {
  ...donationTrailFixture,
  status: 'available',
  refundedCents: 0,
  giftChoice: {
    state: 'open',
    choice: null,
    decideBy: '2030-01-09T10:00:00.000Z',
    keepUntil: '2030-04-01T10:00:00.000Z',
    keepToken: '1900000000.keep',
    refundToken: '1900000000.refund',
  },
};

describe('refund or keep for the next attempt (C7)', () => {
  it('opening the mail link changes nothing; the button sends the choice with its token', async () => {
    let trail = waiting;
    const fetchMock = stubFetch(
      on('GET', '/api/donation/d-1/trail', () => json(trail)),
      on('POST', '/api/donation/d-1/choice', () => {
        trail = {
          ...waiting,
          status: 'kept',
          giftChoice: {
            ...waiting.giftChoice!,
            state: 'kept',
            choice: 'keep',
            keepToken: undefined,
          },
        };
        return json({
          state: 'kept',
          choice: 'keep',
          decideBy: waiting.giftChoice!.decideBy,
          keepUntil: waiting.giftChoice!.keepUntil,
        });
      }),
    );
    renderApp('/donation/d-1?token=1900000000.abc&choice=keep');
    expect(await screen.findByTestId('gift-choice-state')).toHaveTextContent('Choose by');
    expect(requestsTo(fetchMock, '/api/donation/d-1/choice')).toEqual([]);
    await userEvent.click(screen.getByTestId('gift-choice-keep'));
    expect(await screen.findByText(/You keep your gift for Grace H\./)).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/donation/d-1/choice');
    expect(await request!.json()).toEqual({ choice: 'keep', token: '1900000000.keep' });
    expect(screen.getByTestId('trail-status')).toHaveTextContent('Kept for the next attempt');
    expect(screen.queryByTestId('gift-choice-keep')).not.toBeInTheDocument();
  });

  it('shows a refusal in German (too late to keep)', async () => {
    stubFetch(
      on('GET', '/api/donation/d-1/trail', () => json(waiting)),
      on('POST', '/api/donation/d-1/choice', () =>
        json({ code: 'GIFT_CHOICE_TOO_LATE', message: 'x' }, 409),
      ),
    );
    await i18n.changeLanguage('de');
    renderApp('/donation/d-1?token=1900000000.abc&choice=refund');
    await userEvent.click(await screen.findByTestId('gift-choice-keep'));
    expect(await screen.findByTestId('gift-choice-error')).toHaveTextContent('Die 7 Tage');
  });
});
