import { describe, expect, it } from 'vitest';
import { localToday, parseLocalDate } from './dates';

describe('parseLocalDate', () => {
  it('reads German dates day first and English dates month first', () => {
    expect(parseLocalDate('31.01.2000', 'de')).toBe('2000-01-31');
    expect(parseLocalDate('01.31.2000', 'en')).toBe('2000-01-31');
    expect(parseLocalDate('1.2.2000', 'de')).toBe('2000-02-01');
  });

  it('accepts ISO dates in both languages', () => {
    expect(parseLocalDate('2000-01-31', 'de')).toBe('2000-01-31');
    expect(parseLocalDate('2000-01-31', 'en')).toBe('2000-01-31');
  });

  it('refuses days that do not exist and partial input', () => {
    expect(parseLocalDate('31.02.2000', 'de')).toBeNull();
    expect(parseLocalDate('31.01.2000', 'en')).toBeNull();
    expect(parseLocalDate('31.01.20', 'de')).toBeNull();
    expect(parseLocalDate('', 'de')).toBeNull();
  });
});

describe('localToday', () => {
  it("is the device's calendar date", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
