// C8: "where my money went" for a gift to the stay-quit bonus: held, paid out or refunded.
import type { DonationTrail } from '@quit/contracts/money';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, stubFetch } from '@/testing/fetch';
import { donationTrailFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const bonusGift = (over: Partial<DonationTrail>): DonationTrail => ({
  ...donationTrailFixture,
  courseState: 'paid_out',
  pot: 'stay_quit',
  refundedCents: 0,
  ...over,
});

async function openTrail(trail: DonationTrail) {
  stubFetch(on('GET', '/api/donation/d-1/trail', () => json(trail)));
  renderApp('/donation/d-1?token=1900000000.abc');
  await screen.findByTestId('trail-summary');
}

afterEach(() => i18n.changeLanguage('en'));

describe('a stay-quit bonus gift on "where my money went" (C8)', () => {
  it('is held until the 3-month test', async () => {
    await openTrail(bonusGift({ status: 'available', bonusPotState: 'open' }));
    expect(screen.getByTestId('trail-pot')).toHaveTextContent('Stay-quit bonus');
    expect(screen.getByTestId('trail-summary')).toHaveTextContent(
      "Your gift of €20.00 is in Grace H.'s stay-quit bonus. It is paid out if Grace H. passes the 3-month test, and refunded to you if not.",
    );
    expect(screen.getByTestId('trail-bonus-fate')).toHaveTextContent(
      'Held in the bonus until the 3-month test.',
    );
  });

  it('is paid out after a passed 3-month test', async () => {
    await openTrail(
      bonusGift({ status: 'paid_out', bonusPotState: 'paid_out', paidOutCents: 2_000 }),
    );
    expect(screen.getByTestId('trail-summary')).toHaveTextContent(
      'Grace H. passed the 3-month test: your bonus gift of €20.00 was paid out.',
    );
    expect(screen.getByTestId('trail-bonus-fate')).toHaveTextContent(
      'Paid out: the 3-month test was passed.',
    );
    expect(screen.getByTestId('trail-paid_out')).toHaveTextContent('€20.00');
  });

  it('is refunded after a failed or missed test, in German', async () => {
    await i18n.changeLanguage('de');
    await openTrail(
      bonusGift({ status: 'refunded', bonusPotState: 'refunded', refundedCents: 2_000 }),
    );
    expect(screen.getByTestId('trail-pot')).toHaveTextContent('Bonustopf „Rauchfrei bleiben“');
    expect(screen.getByTestId('trail-summary')).toHaveTextContent(
      'Dein Geld wurde dir erstattet: 20,00 €.',
    );
    expect(screen.getByTestId('trail-bonus-fate')).toHaveTextContent(
      'Dir erstattet: Der 3-Monats-Test wurde nicht bestanden oder nicht gemacht.',
    );
  });

  it('says nothing of a bonus for a gift to the course', async () => {
    await openTrail({ ...donationTrailFixture, pot: 'course', bonusPotState: null });
    expect(screen.queryByTestId('trail-pot')).not.toBeInTheDocument();
    expect(screen.queryByTestId('trail-bonus-fate')).not.toBeInTheDocument();
  });
});
