import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render';
import { HowItWorks } from './how-it-works';

const facts = {
  minBalance: '€140.00',
  courseLengthDays: 28,
  testMinDay: 28,
  testWaitMinutes: 5,
  feeTierLines: [],
};

afterEach(() => i18n.changeLanguage('en'));

describe('how it works: said up front (T5, T7, T8)', () => {
  it.each([
    [
      'en',
      /the app films it\. One more test comes unannounced, on a day between day 8 and day 21\. A pass the app decides on its own may be audited by our team before the payout\./,
    ],
    [
      'de',
      /die App filmt ihn\. Ein weiterer Test kommt unangekündigt an einem Tag zwischen Tag 8 und Tag 21\. Ein Test, den die App selbst als bestanden wertet, kann vor der Auszahlung von unserem Team geprüft werden\./,
    ],
  ] as const)(
    'says the test is filmed, one is unannounced and passes may be audited (%s)',
    async (language, text) => {
      await i18n.changeLanguage(language);
      renderWithProviders(<HowItWorks facts={facts} />);
      expect(await screen.findByText(text)).toBeVisible();
    },
  );
});
