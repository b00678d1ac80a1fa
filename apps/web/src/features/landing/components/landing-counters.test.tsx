import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { LandingCounters } from './landing-counters';

const counters = {
  participants: 1234,
  paidOutCents: 1_840_000,
  moneySavedCents: 270_050,
  lifeMinutesSaved: 14_400,
};

describe('landing counters', () => {
  it('shows the totals in the UI language and currency', async () => {
    stubFetch(on('GET', '/api/global/counters', () => json(counters)));
    renderWithProviders(<LandingCounters currency="EUR" />);
    expect(await screen.findByText('1,234')).toBeVisible();
    expect(screen.getByTestId('counter-paid_out')).toHaveTextContent('€18,400.00');
    expect(screen.getByTestId('counter-money_saved')).toHaveTextContent('€2,700.50');
    expect(screen.getByTestId('counter-life_saved')).toHaveTextContent('10days of life gained');
  });

  it('holds their place while loading, and speaks German', async () => {
    await i18n.changeLanguage('de');
    stubFetch(on('GET', '/api/global/counters', () => json(counters)));
    renderWithProviders(<LandingCounters currency="EUR" />);
    expect(screen.getByTestId('counter-participants')).toHaveTextContent('–Teilnehmende');
    expect(await screen.findByText('1.234')).toBeVisible();
    expect(screen.getByTestId('counter-paid_out')).toHaveTextContent('18.400,00 €');
  });

  it('is absent while there is nothing to count (never a row of zeros)', async () => {
    let asked = false;
    stubFetch(
      on('GET', '/api/global/counters', () => {
        asked = true;
        return json({ participants: 0, paidOutCents: 0, moneySavedCents: 0, lifeMinutesSaved: 0 });
      }),
    );
    renderWithProviders(<LandingCounters currency="EUR" />);
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() =>
      expect(screen.queryByTestId('counter-participants')).not.toBeInTheDocument(),
    );
  });
});
