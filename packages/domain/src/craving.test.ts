import { describe, expect, it } from 'vitest';
import {
  BREATH_SECONDS,
  breathPhaseAt,
  cravingsByHour,
  cravingsOnDay,
  dependenceHelpReason,
  isCravingHelp,
  isValidCravingPlace,
  isValidCravingStrength,
  quitlineCountry,
  rideOutSeconds,
  RIDE_OUT_MAX_SECONDS,
  RIDE_OUT_MIN_SECONDS,
} from './craving';

describe('the ride-out', () => {
  it('lasts 3 minutes for a mild craving and 5 for the strongest, in whole breaths', () => {
    expect(rideOutSeconds(0)).toBe(180);
    expect(rideOutSeconds(4)).toBe(300);
    for (const strength of [0, 1, 2, 3, 4, -3, 99]) {
      const seconds = rideOutSeconds(strength);
      expect(seconds).toBeGreaterThanOrEqual(RIDE_OUT_MIN_SECONDS);
      expect(seconds).toBeLessThanOrEqual(RIDE_OUT_MAX_SECONDS);
      expect(seconds % BREATH_SECONDS).toBe(0);
    }
    expect(rideOutSeconds(1)).toBeLessThan(rideOutSeconds(3));
  });

  it('paces in 4 s, holds 2 s, out 6 s, and repeats', () => {
    expect([0, 3, 4, 5, 6, 11, 12, 16].map(breathPhaseAt)).toEqual([
      'in',
      'in',
      'hold',
      'hold',
      'out',
      'out',
      'in',
      'hold',
    ]);
  });
});

describe('validation', () => {
  it('takes strengths 0–4 as whole numbers', () => {
    expect([0, 4].every(isValidCravingStrength)).toBe(true);
    expect([-1, 5, 2.5, Number.NaN].some(isValidCravingStrength)).toBe(false);
  });

  it('takes places up to 80 characters (emoji count once) and the known helps', () => {
    expect(isValidCravingPlace('🏢'.repeat(80))).toBe(true);
    expect(isValidCravingPlace('x'.repeat(81))).toBe(false);
    expect(isCravingHelp('breathing')).toBe(true);
    expect(isCravingHelp('cigarette')).toBe(false);
  });
});

describe('aggregation', () => {
  const times = [
    new Date('2026-11-22T14:10:00Z'), // 15:10 in Berlin
    new Date('2026-11-22T14:50:00Z'), // 15:50
    new Date('2026-11-22T22:30:00Z'), // 23:30
    new Date('2026-11-22T23:30:00Z'), // 00:30 on the 23rd
  ];

  it('counts by hour of day in the time zone', () => {
    const hours = cravingsByHour(times, 'Europe/Berlin');
    expect(hours).toHaveLength(24);
    expect(hours[15]).toBe(2);
    expect(hours[23]).toBe(1);
    expect(hours[0]).toBe(1);
    expect(hours.reduce((a, b) => a + b, 0)).toBe(4);
    expect(cravingsByHour(times, 'Europe/London')[14]).toBe(2);
  });

  it('counts a calendar day in the time zone, not in UTC', () => {
    expect(cravingsOnDay(times, '2026-11-22', 'Europe/Berlin')).toBe(3);
    expect(cravingsOnDay(times, '2026-11-23', 'Europe/Berlin')).toBe(1);
    expect(cravingsOnDay(times, '2026-11-22', 'UTC')).toBe(4);
  });
});

describe('help matched to dependence (P8)', () => {
  it('shows from a Fagerström score of 6, or from 10 cravings in a day', () => {
    expect(dependenceHelpReason(6, 0)).toBe('fagerstrom');
    expect(dependenceHelpReason(5, 9)).toBeNull();
    expect(dependenceHelpReason(null, 10)).toBe('cravings');
    expect(dependenceHelpReason(null, 0)).toBeNull();
  });

  it("chooses the UK's quitline for the UK by code or name, Germany's otherwise", () => {
    expect(quitlineCountry('GB')).toBe('GB');
    expect(quitlineCountry('United Kingdom')).toBe('GB');
    expect(quitlineCountry('Deutschland')).toBe('DE');
    expect(quitlineCountry(null)).toBe('DE');
  });
});
