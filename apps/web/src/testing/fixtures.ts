import type { Role, SessionResponse } from '@quit/contracts/account';
import type { WebappConfig } from '@quit/contracts/global';
import type { ProfileResponse } from '@quit/contracts/profile';

export const webappConfig: WebappConfig = {
  currency: 'EUR',
  languages: ['de', 'en'],
  defaultLanguage: 'en',
  courseLengthDays: 28,
  minBalanceCents: 14_000,
  feeTiers: [{ minCents: 10_000, maxCents: null, percent: 8 }],
  donation: { minCents: 100, maxCents: 1_000_000, presetsCents: [1_000, 2_500, 5_000, 10_000] },
  minAgeYears: 13,
  minPasswordLength: 6,
  diaryDueHour: 18,
  testMinDay: 28,
  partialPayoutMinDays: 7,
  testWaitMinutes: 5,
  refundWindowDays: 28,
  defaultTimeZone: 'Europe/Berlin',
  sandbox: { payments: false, identity: false, mail: false },
};

/** A signed-in session; by default a participant who signed in as one. */
export function sessionFixture({
  roles = ['participant'],
  role = roles[0] ?? null,
  ...user
}: Partial<SessionResponse['user']> & { role?: Role | null } = {}): SessionResponse {
  return {
    user: {
      id: 'u-1',
      email: 'ada@example.org',
      firstName: 'Ada',
      lastName: 'Lovelace',
      roles,
      language: 'en',
      needsIdentify: false,
      profileComplete: false,
      ...user,
    },
    session: { persistent: false, expiresAt: '2030-01-01T00:00:00.000Z' },
    role,
  };
}

export const profileFixture: ProfileResponse = {
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  birthDate: '1990-12-10',
  phone: null,
  gender: null,
  language: 'en',
  timeZone: 'Europe/Berlin',
  address: {
    street: 'Hauptstraße',
    houseNumber: null,
    country: 'Germany',
    state: null,
    city: 'Berlin',
    postalCode: null,
  },
  completeness: {
    complete: false,
    missing: ['phone', 'gender', 'houseNumber', 'state', 'postalCode'],
  },
};
