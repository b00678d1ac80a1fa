import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  HEALTH_BENEFITS,
  healthBenefitProgress,
  healthClockMinutes,
  healthMilestones,
} from './health-benefits';

const quit = new Date('2026-03-01T08:00:00Z');
const after = (minutes: number) => new Date(quit.getTime() + minutes * 60_000);

describe('HEALTH_BENEFITS', () => {
  it('follows the standard timeline in order', () => {
    const days = HEALTH_BENEFITS.map((benefit) => benefit.afterMinutes / 1_440);
    expect(days).toEqual([20 / 1_440, 0.5, 2, 14, 30, 365, 5 * 365, 10 * 365, 15 * 365]);
    expect(HEALTH_BENEFITS[3]?.untilMinutes).toBe(90 * 1_440);
    expect(HEALTH_BENEFITS[4]?.untilMinutes).toBe(270 * 1_440);
  });

  it('uses unique snake_case keys', () => {
    const keys = HEALTH_BENEFITS.map((benefit) => benefit.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('ends every range after it begins', () => {
    for (const { afterMinutes, untilMinutes } of HEALTH_BENEFITS) {
      if (untilMinutes !== undefined) expect(untilMinutes).toBeGreaterThan(afterMinutes);
    }
  });
});

describe('healthBenefitProgress', () => {
  it('has reached nothing at the moment of quitting', () => {
    const result = healthBenefitProgress(quit, quit);
    expect(result.every((benefit) => !benefit.reached && benefit.progress === 0)).toBe(true);
  });

  it('reaches the first milestone after 20 minutes, not 19', () => {
    expect(healthBenefitProgress(quit, after(19))[0]).toMatchObject({
      reached: false,
      progress: 0.95,
    });
    expect(healthBenefitProgress(quit, after(20))[0]).toMatchObject({ reached: true, progress: 1 });
  });

  it('marks a range as reached at its start and complete at its end', () => {
    const circulation = (minutes: number) =>
      healthBenefitProgress(quit, after(minutes)).find((b) => b.key === 'circulation_improves');
    expect(circulation(14 * 1_440 - 1)?.reached).toBe(false);
    expect(circulation(14 * 1_440)).toMatchObject({ reached: true });
    expect(circulation(45 * 1_440)?.progress).toBeCloseTo(0.5);
    expect(circulation(90 * 1_440)?.progress).toBe(1);
  });

  it('treats a quit instant in the future as no progress', () => {
    const result = healthBenefitProgress(quit, after(-60));
    expect(result.every((benefit) => !benefit.reached && benefit.progress === 0)).toBe(true);
  });

  it('never loses progress as time passes and stays within 0..1', () => {
    fc.assert(
      fc.property(fc.nat({ max: 20 * 365 * 1_440 }), fc.nat({ max: 365 * 1_440 }), (a, extra) => {
        const earlier = healthBenefitProgress(quit, after(a));
        const later = healthBenefitProgress(quit, after(a + extra));
        earlier.forEach((benefit, i) => {
          const next = later[i];
          expect(benefit.progress).toBeGreaterThanOrEqual(0);
          expect(benefit.progress).toBeLessThanOrEqual(1);
          expect(next?.progress).toBeGreaterThanOrEqual(benefit.progress);
          if (benefit.reached) expect(next?.reached).toBe(true);
        });
      }),
    );
  });
});

describe('the one health clock (issue 30)', () => {
  const reached = (days: number) =>
    healthMilestones(days)
      .filter((step) => step.reached)
      .map((step) => step.key);

  it('counts whole smoke-free diary days', () => {
    expect(healthClockMinutes(0)).toBe(0);
    expect(healthClockMinutes(3)).toBe(3 * 1_440);
    expect(reached(0)).toEqual([]);
    expect(reached(1)).toEqual(['heart_rate_drops', 'carbon_monoxide_normal']);
    // Day 3 of a course with two smoke-free diary days has a milestone of its own.
    expect(reached(2)).toEqual([
      'heart_rate_drops',
      'carbon_monoxide_normal',
      'taste_and_smell_improve',
    ]);
    expect(reached(14)).toContain('circulation_improves');
  });

  it('refuses days that are not whole and not negative', () => {
    expect(() => healthClockMinutes(-1)).toThrow(RangeError);
    expect(() => healthClockMinutes(1.5)).toThrow(RangeError);
  });
});
