import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { TestResultView, type ShownTest } from './test-result';

const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';
const audited: ShownTest = {
  testId: '5b1c9e7d-2a4f-4e8b-a6c3-1d7f9b2e4a6c',
  status: 'audit',
  result: null,
  disputed: false,
  disputableUntil: null,
};

afterEach(() => i18n.changeLanguage('en'));

describe('a pass held for an audit (T8)', () => {
  it.each([
    ['en', 'Passed — our team checks the recording within 48 hours; the payout waits until then.'],
    [
      'de',
      'Bestanden – unser Team prüft die Aufnahme innerhalb von 48 Stunden; bis dahin wartet die Auszahlung.',
    ],
  ] as const)(
    'says in %s that it passed and the payout waits, offers no payout and no dispute',
    async (language, text) => {
      stubFetch();
      await i18n.changeLanguage(language);
      renderWithProviders(
        <TestResultView courseId={COURSE} test={audited} onContinue={() => {}} />,
      );
      expect(await screen.findByTestId('test-result-audit')).toHaveTextContent(text);
      // Neither "under review" nor "your pot can now be paid out", and nothing to dispute.
      expect(screen.queryByTestId('test-result-review')).toBeNull();
      expect(screen.queryByTestId('test-result-passed')).toBeNull();
      expect(screen.queryByText(/paid out|ausgezahlt/)).toBeNull();
      expect(screen.queryByRole('button', { name: /Dispute|anfechten/i })).toBeNull();
    },
  );

  it('shows the pass with its payout once the audit let it stand', async () => {
    stubFetch();
    renderWithProviders(
      <TestResultView
        courseId={COURSE}
        test={{ ...audited, status: 'final', result: 'passed' }}
        onContinue={() => {}}
      />,
    );
    expect(await screen.findByTestId('test-result-passed')).toHaveTextContent(
      'Your pot can now be paid out.',
    );
    expect(screen.queryByTestId('test-result-audit')).toBeNull();
  });
});

describe('a failed result', () => {
  it.each([
    ['en', 'Contact support'],
    ['de', 'Support kontaktieren'],
  ] as const)('leads to the participant chat, not the home page (%s)', async (language, name) => {
    stubFetch();
    await i18n.changeLanguage(language);
    renderWithProviders(
      <TestResultView
        courseId={COURSE}
        test={{ ...audited, status: 'final', result: 'failed' }}
        onContinue={() => {}}
      />,
    );
    expect(await screen.findByRole('link', { name })).toHaveAttribute('href', '/participant/chat');
  });
});

describe("the dispute window's end", () => {
  it.each([
    ['en', /until 12\.26\.2026, 2:30\s?PM\./],
    ['de', /Bis 26\.12\.2026, 14:30 kannst du/],
  ] as const)('is written in the one date format of the language (%s)', async (language, text) => {
    stubFetch();
    await i18n.changeLanguage(language);
    // Local time of this device, as the page shows it.
    const until = new Date(2026, 11, 26, 14, 30).toISOString();
    renderWithProviders(
      <TestResultView
        courseId={COURSE}
        test={{ ...audited, status: 'final', result: 'failed', disputableUntil: until }}
        onContinue={() => {}}
      />,
    );
    expect(await screen.findByTestId('test-result-dispute-until')).toHaveTextContent(text);
  });
});
