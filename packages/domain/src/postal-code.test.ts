import { describe, expect, it } from 'vitest';
import { countryCode, isPlainText, isValidPostalCode } from './postal-code';

describe('postal codes by country (issue 16)', () => {
  it.each([
    ['10117', 'DE'],
    ['10117', 'Germany'],
    ['10117', 'Deutschland'],
    ['1010', 'Österreich'],
    ['8001', 'CH'],
    ['1011 AB', 'Netherlands'],
    ['SW1A 1AA', 'United Kingdom'],
    ['00-950', 'Poland'],
    ['12345-6789', 'US'],
    ['110001', 'India'],
    ['AB-12', null],
  ])('accepts %s in %s', (code, country) => {
    expect(isValidPostalCode(code, country)).toBe(true);
  });

  it.each([
    ['1011', 'DE'],
    ['101170', 'Germany'],
    ['ABCDE', 'DE'],
    ['10117', 'Austria'],
    ['😀', 'DE'],
    ['😀', null],
    ['1', null],
    ['12345678901', null],
    ['12__34', 'India'],
  ])('refuses %s in %s', (code, country) => {
    expect(isValidPostalCode(code, country)).toBe(false);
  });

  it('knows codes and names in both languages', () => {
    expect(countryCode('de')).toBe('DE');
    expect(countryCode(' Schweiz ')).toBe('CH');
    expect(countryCode('Atlantis')).toBeNull();
  });

  it('keeps address fields to plain text', () => {
    expect(isPlainText('Unter den Linden')).toBe(true);
    expect(isPlainText('Straße 1a, Hinterhaus – 3. OG')).toBe(true);
    expect(isPlainText('Rue de l’Église')).toBe(true);
    expect(isPlainText('Berlin 😀')).toBe(false);
    expect(isPlainText('★')).toBe(false);
  });
});
