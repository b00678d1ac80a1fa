import { describe, expect, it } from 'vitest';
import { chosenAmountCents, CUSTOM_AMOUNT, parseAmountCents } from './donation-amount';

describe('parseAmountCents (issue 16: amounts in the user’s locale)', () => {
  it.each([
    ['de', '1.000,50', 100_050],
    ['de', '1.000', 100_000],
    ['de', '1000,5', 100_050],
    ['de', '12,50', 1_250],
    ['de', '12.5', 1_250],
    ['de', '50', 5_000],
    ['de', '10.000.000', 1_000_000_000],
    ['de', ' 25 € ', 2_500],
    ['en', '1,000.50', 100_050],
    ['en', '1,000', 100_000],
    ['en', '12.50', 1_250],
    ['en', '12,5', 1_250],
    ['en', '0.99', 99],
  ] as const)('%s reads %s as %i cents', (language, text, cents) => {
    expect(parseAmountCents(text, language)).toBe(cents);
  });

  it.each([
    ['de', '-5'],
    ['en', '-5'],
    ['de', '1e3'],
    ['en', '1e3'],
    ['en', '+5'],
    ['de', '1.00.0'],
    ['de', '1,000.50'],
    ['en', '1.000,50'],
    ['en', '12.505'],
    ['de', '12,505'],
    ['de', ''],
    ['en', 'abc'],
    ['en', '5😀'],
    ['en', '1,00,000'],
    ['de', ',50'],
  ] as const)('%s refuses %j (no amount, never another one)', (language, text) => {
    expect(parseAmountCents(text, language)).toBeNull();
  });

  it('leaves the presets unchanged', () => {
    expect(chosenAmountCents('2500', '', 'de')).toBe(2_500);
    expect(chosenAmountCents('10000', '-5', 'en')).toBe(10_000);
    expect(chosenAmountCents(CUSTOM_AMOUNT, '1.000', 'de')).toBe(100_000);
  });
});
