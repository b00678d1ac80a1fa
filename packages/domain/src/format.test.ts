import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  formatDate,
  formatMoney,
  languageFromLocale,
  parseAcceptLanguage,
  pickLanguage,
} from './format';

describe('formatMoney', () => {
  it('writes German amounts with a comma and a no-break space before €', () => {
    expect(formatMoney(14_000, 'de')).toBe('140,00\u00a0€');
    expect(formatMoney(123_456_789, 'de')).toBe('1.234.567,89\u00a0€');
    expect(formatMoney(5, 'de')).toBe('0,05\u00a0€');
  });

  it('writes English amounts as €140.00', () => {
    expect(formatMoney(14_000, 'en')).toBe('€140.00');
    expect(formatMoney(123_456_789, 'en')).toBe('€1,234,567.89');
    expect(formatMoney(0, 'en')).toBe('€0.00');
  });

  it('uses the configured currency and its minor unit', () => {
    expect(formatMoney(14_000, 'en', 'USD')).toBe('US$140.00');
    expect(formatMoney(14_000, 'de', 'CHF')).toBe('140,00\u00a0CHF');
    expect(formatMoney(140, 'en', 'JPY')).toBe('JP¥140');
  });

  it('shows every whole-cent amount exactly', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), (cents) => {
        const expected = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
        expect(formatMoney(cents, 'de').replaceAll('.', '')).toBe(`${expected}\u00a0€`);
      }),
    );
  });
});

describe('formatDate', () => {
  it('writes dd.MM.yyyy in German and MM.dd.yyyy in English', () => {
    expect(formatDate('2026-03-05', 'de')).toBe('05.03.2026');
    expect(formatDate('2026-03-05', 'en')).toBe('03.05.2026');
    expect(formatDate('2026-12-31', 'de')).toBe('31.12.2026');
    expect(formatDate('2026-12-31', 'en')).toBe('12.31.2026');
  });

  it('throws for an invalid date', () => {
    expect(() => formatDate('2026-02-30', 'de')).toThrow(RangeError);
  });
});

describe('languageFromLocale', () => {
  it.each(['de', 'DE', 'de-DE', 'de-AT', 'de-CH', 'de_CH', 'DE_de', ' de-LI '])(
    '%j → de',
    (tag) => {
      expect(languageFromLocale(tag)).toBe('de');
    },
  );

  it.each(['en', 'en-US', 'fr', 'dsb', 'deu', '', '*'])('%j → en', (tag) => {
    expect(languageFromLocale(tag)).toBe('en');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders by q-value, then by position', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de-CH, en;q=0.9, it')).toEqual([
      'de-CH',
      'it',
      'en',
      'fr',
    ]);
  });

  it('drops wildcards, q=0 and malformed q-values', () => {
    expect(parseAcceptLanguage('*, de;q=0, en;q=abc, fr;Q=0.2, ,')).toEqual(['fr']);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});

describe('pickLanguage', () => {
  it('prefers the user setting, then X-Language, then Accept-Language', () => {
    expect(pickLanguage({ userSetting: 'de', xLanguage: 'en', acceptLanguage: 'en' })).toBe('de');
    expect(pickLanguage({ userSetting: null, xLanguage: 'de-AT', acceptLanguage: 'en' })).toBe(
      'de',
    );
    expect(pickLanguage({ xLanguage: 'en', acceptLanguage: 'de' })).toBe('en');
    expect(pickLanguage({ xLanguage: '  ', acceptLanguage: 'de-DE,de;q=0.9' })).toBe('de');
  });

  it('respects q-values in Accept-Language', () => {
    expect(pickLanguage({ acceptLanguage: 'en;q=0.8, de;q=0.9' })).toBe('de');
    expect(pickLanguage({ acceptLanguage: 'en-GB, de;q=0.9' })).toBe('en');
  });

  it('skips languages the product does not speak', () => {
    expect(pickLanguage({ acceptLanguage: 'fr-FR, fr;q=0.9, de;q=0.8, en;q=0.7' })).toBe('de');
    expect(pickLanguage({ acceptLanguage: 'fr, it' })).toBe('en');
  });

  it('falls back to English', () => {
    expect(pickLanguage({})).toBe('en');
    expect(pickLanguage({ acceptLanguage: '' })).toBe('en');
  });
});
