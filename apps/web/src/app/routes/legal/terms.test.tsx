import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, stubFetch } from '@/testing/fetch';
import { webappConfig } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

afterEach(() => i18n.changeLanguage('en'));

describe('terms: said up front (T5, T7, T8)', () => {
  it.each([
    [
      'en',
      [
        /^Every nicotine test is filmed, from scanning the kit to the photo of the result/,
        /^Besides the test from day 28, one test comes unannounced: on a day between day 8 and day 21/,
        /^A share of the tests passed automatically is audited: our team watches the recording within 48 hours/,
        /^The participant agrees to these rules before choosing a start date\./,
      ],
    ],
    [
      'de',
      [
        /^Jeder Nikotintest wird gefilmt, vom Scannen des Kits bis zum Foto des Ergebnisses/,
        /^Neben dem Test ab Tag 28 kommt ein Test unangekündigt: An einem Tag zwischen Tag 8 und Tag 21/,
        /^Ein Teil der automatisch bestandenen Tests wird geprüft: Unser Team sieht sich innerhalb von 48 Stunden die Aufnahme an/,
        /^Die teilnehmende Person stimmt diesen Regeln zu, bevor sie ein Startdatum wählt\./,
      ],
    ],
  ] as const)(
    'say that tests are filmed, one is unannounced and passes are audited (%s)',
    async (language, points) => {
      stubFetch(on('GET', '/api/global/webapp', () => json(webappConfig)));
      await i18n.changeLanguage(language);
      renderApp('/terms');
      for (const point of points) {
        expect(await screen.findByText(point)).toBeVisible();
      }
    },
  );
});
