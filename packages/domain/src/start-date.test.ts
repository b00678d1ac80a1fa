import { describe, it, expect } from 'vitest';
import { MIN_BALANCE_CENTS, START_DATE_MAX_DAYS_AHEAD } from './constants';
import { checkStartDate } from './start-date';

const base = {
  startDate: '2026-05-01',
  today: '2026-05-01',
  availableCents: MIN_BALANCE_CENTS,
  profileComplete: true,
};

describe('checkStartDate', () => {
  it('accepts today and later dates', () => {
    expect(checkStartDate(base)).toEqual({ ok: true });
    expect(checkStartDate({ ...base, startDate: '2026-05-02' })).toEqual({ ok: true });
    expect(checkStartDate({ ...base, startDate: '2026-06-26' })).toEqual({ ok: true });
  });

  it('refuses a start date more than 8 weeks ahead (issue 16), or beyond a configured limit', () => {
    expect(START_DATE_MAX_DAYS_AHEAD).toBe(56);
    expect(checkStartDate({ ...base, startDate: '2026-06-27' })).toEqual({
      ok: false,
      code: 'START_DATE_TOO_FAR',
    });
    expect(checkStartDate({ ...base, startDate: '2099-12-31' })).toEqual({
      ok: false,
      code: 'START_DATE_TOO_FAR',
    });
    expect(checkStartDate({ ...base, startDate: '2026-05-11', maxDaysAhead: 10 })).toEqual({
      ok: true,
    });
    expect(checkStartDate({ ...base, startDate: '2026-05-12', maxDaysAhead: 10 })).toEqual({
      ok: false,
      code: 'START_DATE_TOO_FAR',
    });
  });

  it('refuses yesterday', () => {
    expect(checkStartDate({ ...base, startDate: '2026-04-30' })).toEqual({
      ok: false,
      code: 'DATE_IN_PAST',
    });
  });

  it('needs the minimum balance of 140.00 €, inclusive', () => {
    expect(MIN_BALANCE_CENTS).toBe(14_000);
    expect(checkStartDate({ ...base, availableCents: 13_999 })).toEqual({
      ok: false,
      code: 'BALANCE_TOO_LOW',
    });
    expect(checkStartDate({ ...base, availableCents: 14_000 })).toEqual({ ok: true });
  });

  it('uses a configured minimum balance', () => {
    expect(checkStartDate({ ...base, availableCents: 14_000, minBalanceCents: 20_000 })).toEqual({
      ok: false,
      code: 'BALANCE_TOO_LOW',
    });
    expect(checkStartDate({ ...base, availableCents: 0, minBalanceCents: 0 })).toEqual({
      ok: true,
    });
  });

  it('needs a complete profile', () => {
    expect(checkStartDate({ ...base, profileComplete: false })).toEqual({
      ok: false,
      code: 'PROFILE_INCOMPLETE',
    });
  });

  it('reports the profile first, then the balance, then the date', () => {
    const everythingWrong = {
      ...base,
      startDate: '2026-04-01',
      availableCents: 0,
      profileComplete: false,
    };
    expect(checkStartDate(everythingWrong)).toEqual({ ok: false, code: 'PROFILE_INCOMPLETE' });
    expect(checkStartDate({ ...everythingWrong, profileComplete: true })).toEqual({
      ok: false,
      code: 'BALANCE_TOO_LOW',
    });
    expect(
      checkStartDate({ ...everythingWrong, profileComplete: true, availableCents: 20_000 }),
    ).toEqual({ ok: false, code: 'DATE_IN_PAST' });
  });

  it('throws for a malformed date, which request validation should have caught', () => {
    expect(() => checkStartDate({ ...base, startDate: '2026-02-30' })).toThrow(RangeError);
  });
});
