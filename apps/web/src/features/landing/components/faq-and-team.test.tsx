import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEE_TIERS } from '@quit/domain/fees';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { feeTierLines } from '@/lib/fee-tier-lines';
import { renderWithProviders } from '@/testing/render';
import { Faq } from './faq';
import { TeamSection } from './team-section';

const facts = (language: 'en' | 'de') => ({
  minBalance: language === 'en' ? '€140.00' : '140,00 €',
  courseLengthDays: 28,
  testMinDay: 28,
  testWaitMinutes: 5,
  feeTierLines: feeTierLines(i18n.getFixedT(language), language),
});

describe('landing FAQ', () => {
  it('lists every fee tier of the domain and says the minimum is the participant share', async () => {
    renderWithProviders(<Faq facts={facts('en')} />);
    const fees = screen.getByRole('heading', { level: 3, name: 'What fees do you charge?' });
    expect(fees.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(fees);
    // A native disclosure: open with the click, no code of the app's involved.
    expect(fees.closest('details')).toHaveAttribute('open');
    const items = screen.getByTestId('faq-fee-tiers').querySelectorAll('li');
    expect(items).toHaveLength(FEE_TIERS.length);
    expect(items[0]).toHaveTextContent('€0.25 to €0.49: 30 % fee');
    expect(items[FEE_TIERS.length - 1]).toHaveTextContent('€100.00 and more: 8 % fee');
    await userEvent.click(screen.getByText('How much do I need to raise before I can start?'));
    expect(
      screen.getByRole('region', { name: 'How much do I need to raise before I can start?' }),
    ).toHaveTextContent(/At least €140.00 of your own share/);
    expect(screen.getByText(/not the amount your supporters give/)).toBeInTheDocument();
  });

  it('speaks German with German money', () => {
    // Intl separates amount and € with a no-break space.
    const lines = facts('de').feeTierLines.map((line) => line.replaceAll('\u00a0', ' '));
    expect(lines[2]).toBe('1,00 € bis 2,49 €: 25 % Gebühr');
    expect(lines.at(-1)).toBe('ab 100,00 €: 8 % Gebühr');
  });
});

describe('team section', () => {
  it('is hidden without a configured team and lists the configured people', () => {
    const { unmount } = renderWithProviders(<TeamSection team={[]} />);
    expect(screen.queryByRole('heading', { name: 'The team' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TeamSection team={[{ name: 'Jana Beispiel', role: 'Coach' }]} />);
    expect(screen.getByRole('heading', { name: 'The team' })).toBeInTheDocument();
    expect(screen.getByText('Jana Beispiel')).toBeInTheDocument();
    expect(screen.getByText('Coach')).toBeInTheDocument();
  });
});
