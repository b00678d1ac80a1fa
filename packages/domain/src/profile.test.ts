import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  PROFILE_FIELDS,
  isProfileComplete,
  profileCompleteness,
  publicName,
  timeZoneOf,
} from './profile';
import type { ProfileInput } from './profile';

const complete: ProfileInput = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  birthDate: '1990-04-12',
  phone: '+49 30 1234567',
  gender: 'female',
  language: 'de',
  timeZone: 'Europe/Berlin',
  address: {
    street: 'Hauptstraße',
    houseNumber: '12a',
    country: 'DE',
    state: 'Berlin',
    city: 'Berlin',
    postalCode: '10115',
  },
};

describe('profileCompleteness', () => {
  it('lists all 13 fields, address included', () => {
    expect(PROFILE_FIELDS).toHaveLength(13);
    expect(PROFILE_FIELDS).toContain('postalCode');
  });

  it('accepts a complete profile', () => {
    expect(profileCompleteness(complete)).toEqual({ complete: true, missing: [] });
    expect(isProfileComplete(complete)).toBe(true);
  });

  it('lists every field of an empty profile', () => {
    expect(profileCompleteness({})).toEqual({ complete: false, missing: [...PROFILE_FIELDS] });
    expect(profileCompleteness({ ...complete, address: null }).missing).toEqual([
      'street',
      'houseNumber',
      'country',
      'state',
      'city',
      'postalCode',
    ]);
  });

  it('treats blank strings and null as missing', () => {
    const result = profileCompleteness({
      ...complete,
      firstName: '   ',
      phone: null,
      address: { ...complete.address, city: '\t' },
    });
    expect(result).toEqual({ complete: false, missing: ['firstName', 'phone', 'city'] });
  });

  it('accepts non-negative numbers and rejects negative ones', () => {
    const withNumber = (houseNumber: number) =>
      profileCompleteness({ ...complete, address: { ...complete.address, houseNumber } });
    expect(withNumber(0).complete).toBe(true);
    expect(withNumber(12).complete).toBe(true);
    expect(withNumber(-1).missing).toEqual(['houseNumber']);
    expect(withNumber(Number.NaN).missing).toEqual(['houseNumber']);
  });

  it('counts "no answer" as a gender', () => {
    expect(profileCompleteness({ ...complete, gender: 'no_answer' }).complete).toBe(true);
  });

  it('counts values outside a closed set as missing', () => {
    const result = profileCompleteness({
      ...complete,
      gender: 'other',
      language: 'fr',
      timeZone: 'Mars/Base',
      birthDate: '1990-02-30',
    });
    expect(result.missing).toEqual(['birthDate', 'gender', 'language', 'timeZone']);
  });

  it('reports exactly the fields that were blanked', () => {
    fc.assert(
      fc.property(fc.subarray([...PROFILE_FIELDS]), (blanked) => {
        const address = { ...complete.address };
        const profile: Record<string, unknown> = { ...complete, address };
        for (const field of blanked) {
          if (field in address) (address as Record<string, unknown>)[field] = '';
          else profile[field] = '';
        }
        expect(profileCompleteness(profile as ProfileInput).missing).toEqual(blanked);
      }),
    );
  });
});

describe('publicName', () => {
  it.each([
    ['Ada', 'Lovelace', 'Ada L.'],
    [' Ada ', ' lovelace', 'Ada L.'],
    ['Ada', '', 'Ada'],
    ['Zoë', 'Østergaard', 'Zoë Ø.'],
  ])('%s %s → %s', (first, last, shown) => {
    expect(publicName(first, last)).toBe(shown);
  });
});

describe('timeZoneOf', () => {
  it('keeps a known zone and falls back to the product default (C1)', () => {
    expect(timeZoneOf('America/New_York')).toBe('America/New_York');
    expect(timeZoneOf(null)).toBe('Europe/Berlin');
    expect(timeZoneOf(undefined)).toBe('Europe/Berlin');
  });
});
