import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkIban, maskIban, normalizeIban } from './iban';

describe('checkIban', () => {
  it.each([
    'DE89370400440532013000',
    'de89 3704 0044 0532 0130 00',
    'AT611904300234573201',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
  ])('accepts %s', (iban) => {
    expect(checkIban(iban)).toMatchObject({ ok: true, iban: normalizeIban(iban) });
  });

  it.each([
    ['DE89370400440532013001', 'checksum'],
    ['DE8937040044053201300', 'length'],
    ['US89370400440532013000', 'country'],
    ['DE89-3704', 'format'],
    ['', 'format'],
  ])('refuses %s (%s)', (iban, reason) => {
    expect(checkIban(iban)).toEqual({ ok: false, reason });
  });

  it('catches every single-digit typo of a valid IBAN', () => {
    const valid = 'DE89370400440532013000';
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: valid.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (at, delta) => {
          const digit = (Number(valid[at]) + delta) % 10;
          const typo = valid.slice(0, at) + String(digit) + valid.slice(at + 1);
          expect(checkIban(typo).ok).toBe(false);
        },
      ),
    );
  });
});

it('masks all but the country and the last four characters', () => {
  expect(maskIban('DE', '3000')).toBe('DE•• •••• •••• 3000');
});
