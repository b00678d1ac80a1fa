import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './dates';
import {
  acceptsBonusGifts,
  addMonths,
  bonusPotSettlement,
  bonusPotState,
  followUpResultEffect,
  followUpState,
  followUpWindow,
  isFollowUpMissed,
  isFollowUpOpenAt,
  missedCheckAt,
} from './follow-up';

const HOUR = 60 * 60 * 1000;

describe('follow-up windows (C8, record 0082)', () => {
  it('adds calendar months, ending on the month’s last day when it has no such day', () => {
    expect(addMonths('2026-11-22', 3)).toBe('2027-02-22');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-12-15', 6)).toBe('2027-06-15');
  });

  it('opens 3 and 6 months after the pass, for 28 days, from local midnight', () => {
    const three = followUpWindow('2026-11-22', 'three_months', 'Europe/Berlin');
    expect([three.opensOn, three.closesOn]).toEqual(['2027-02-22', '2027-03-21']);
    expect(three.opensAt.toISOString()).toBe('2027-02-21T23:00:00.000Z');
    expect(three.closesAt.toISOString()).toBe('2027-03-21T23:00:00.000Z');
    const six = followUpWindow('2026-11-22', 'six_months', 'Europe/Berlin');
    expect([six.opensOn, six.closesOn]).toEqual(['2027-05-22', '2027-06-18']);
  });

  it('always lasts 28 days and comes after the pass', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3650 }),
        fc.constantFrom('three_months' as const, 'six_months' as const),
        (offset, stage) => {
          const passedOn = addDays('2025-01-01', offset);
          const window = followUpWindow(passedOn, stage, 'Europe/Berlin');
          expect(daysBetween(window.opensOn, window.closesOn)).toBe(27);
          expect(daysBetween(passedOn, window.opensOn)).toBeGreaterThanOrEqual(
            stage === 'three_months' ? 89 : 181,
          );
          expect(window.opensAt.getTime()).toBeLessThan(window.closesAt.getTime());
        },
      ),
    );
  });
});

describe('follow-up states', () => {
  const window = followUpWindow('2026-11-22', 'three_months', 'Europe/Berlin');
  const at = (ms: number) => new Date(ms);
  const before = at(window.opensAt.getTime() - HOUR);
  const inside = at(window.opensAt.getTime() + HOUR);
  const after = at(window.closesAt.getTime() + HOUR);

  it('is due while the window is open and not final, never after', () => {
    const f = { state: 'kit_sent' as const, ...window };
    expect(followUpState(f, before)).toBe('kit_sent');
    expect(followUpState(f, inside)).toBe('due');
    expect(followUpState(f, after)).toBe('kit_sent');
    expect(followUpState({ ...f, state: 'passed' }, inside)).toBe('passed');
    expect(isFollowUpOpenAt(f, before)).toBe(false);
    expect(isFollowUpOpenAt(f, inside)).toBe(true);
    expect(isFollowUpOpenAt({ ...f, state: 'failed' }, inside)).toBe(false);
  });

  it('lets a photo come after the end when the wait started inside the window', () => {
    const f = { state: 'kit_sent' as const, ...window };
    const started = at(window.closesAt.getTime() - 60 * 1000);
    expect(isFollowUpOpenAt(f, at(window.closesAt.getTime() + 10 * 60 * 1000), started)).toBe(true);
    expect(isFollowUpOpenAt(f, at(window.closesAt.getTime() + 2 * HOUR), started)).toBe(false);
  });

  it('is missed only after the window and grace, not final, with no test waiting', () => {
    const f = { state: 'enrolled' as const, ...window };
    expect(isFollowUpMissed(f, false, inside)).toBe(false);
    expect(isFollowUpMissed(f, false, window.closesAt)).toBe(false);
    expect(isFollowUpMissed(f, false, missedCheckAt(window.closesAt))).toBe(true);
    expect(isFollowUpMissed(f, true, after)).toBe(false);
    expect(isFollowUpMissed({ ...f, state: 'passed' }, false, after)).toBe(false);
  });

  it('passes on a negative test only; a faint line fails; invalid says nothing', () => {
    expect(followUpResultEffect('passed')).toBe('passed');
    expect(followUpResultEffect('failed')).toBe('failed');
    expect(followUpResultEffect('partial')).toBe('failed');
    expect(followUpResultEffect('invalid')).toBe('none');
  });
});

describe('the stay-quit bonus pot (record 0083)', () => {
  const window = followUpWindow('2026-11-22', 'three_months', 'Europe/Berlin');
  const f = { state: 'kit_sent' as const, closesAt: window.closesAt };
  const inside = new Date(window.opensAt.getTime() + HOUR);

  it('takes gifts until a test is taken or the window closes', () => {
    expect(acceptsBonusGifts(f, false, new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(acceptsBonusGifts(f, false, inside)).toBe(true);
    expect(bonusPotState(f, true, inside)).toBe('closed');
    expect(bonusPotState(f, false, window.closesAt)).toBe('closed');
  });

  it('is paid out on a pass and refunded on a fail, a miss or a closed follow-up', () => {
    expect(bonusPotState({ ...f, state: 'passed' }, true, inside)).toBe('paid_out');
    for (const state of ['failed', 'missed', 'closed'] as const) {
      expect(bonusPotState({ ...f, state }, true, inside)).toBe('refunded');
    }
    expect(bonusPotSettlement('passed')).toBe('pay_out');
    expect(bonusPotSettlement('failed')).toBe('refund');
    expect(bonusPotSettlement('missed')).toBe('refund');
    expect(bonusPotSettlement('closed')).toBe('refund');
    expect(bonusPotSettlement('kit_sent')).toBe('none');
  });
});
