import type { Role, SessionResponse } from '@quit/contracts/account';
import type { Course, CourseDay } from '@quit/contracts/course';
import type { WebappConfig } from '@quit/contracts/global';
import type {
  Balance,
  DonationTrail,
  PublicParticipant,
  SandboxCheckout,
  SupporterDonations,
} from '@quit/contracts/money';
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
  offlineCacheBytes: 40 * 1024 * 1024,
  recordingChunkSeconds: 3,
  sandbox: { payments: false, identity: false, mail: false },
  operator: {
    example: false,
    name: 'Rauchfrei Test GmbH',
    addressLines: ['Teststraße 5', '12345 Teststadt'],
    representative: 'Tessa Test',
    email: 'ops@example.org',
    phone: '+49 30 999',
    register: 'HRB 1',
    vatId: 'DE123',
    contentResponsible: 'Tessa Test',
  },
  processors: {
    payments: 'stripe',
    mail: null,
    hosting: null,
    clickUp: false,
    objectStorage: false,
  },
  team: [],
  betaFeedbackUrl: null,
  healthConsentVersion: 1,
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
      emailVerified: true,
      pendingEmail: null,
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
  reminders: true,
  completeness: {
    complete: false,
    missing: ['phone', 'gender', 'houseNumber', 'state', 'postalCode'],
  },
};

export const publicParticipantFixture: PublicParticipant = {
  id: 'p-123',
  displayName: 'Grace H.',
  courseState: 'funding',
  courseDay: null,
  donationsOpen: true,
  raisedCents: 5_200,
  givenCents: 5_500,
  refundedCents: 0,
  pendingCents: 1_000,
  minBalanceCents: 14_000,
  currency: 'EUR',
  supporterCount: 2,
  story: null,
  photoUrl: null,
  gifts: [
    {
      name: 'Ada L.',
      amountCents: 2_500,
      message: 'You can do it!',
      createdAt: '2030-01-02T10:00:00.000Z',
    },
    { name: null, amountCents: 3_000, message: null, createdAt: '2030-01-01T10:00:00.000Z' },
  ],
  nextCursor: null,
  progress: { seminarsWatched: 0, diaryDaysKept: 0, badgesEarned: 0 },
};

export const balanceFixture: Balance = {
  courseId: 'c-1',
  courseState: 'funding',
  currency: 'EUR',
  availableCents: 5_200,
  pendingCents: 1_000,
  payingOutCents: 0,
  paidOutCents: 0,
  refundingCents: 0,
  refundedCents: 0,
  minBalanceCents: 14_000,
  partialPayoutCents: null,
  split: {
    pending: { givenCents: 1_000, feeCents: 150, shareCents: 850 },
    available: { givenCents: 6_100, feeCents: 900, shareCents: 5_200 },
    paid_out: { givenCents: 0, feeCents: 0, shareCents: 0 },
    refunding: { givenCents: 0, feeCents: 0, shareCents: 0 },
    refunded: { givenCents: 0, feeCents: 0, shareCents: 0 },
    total: { givenCents: 7_100, feeCents: 1_050, shareCents: 6_050 },
  },
  donations: [
    {
      id: 'd-1',
      name: 'Charles B.',
      anonymous: false,
      amountCents: 2_500,
      shareCents: 2_125,
      chargedCents: 2_500,
      message: 'Go for it',
      status: 'available',
      paidOutShareCents: 0,
      returnedShareCents: 0,
      createdAt: '2030-01-02T10:00:00.000Z',
    },
    {
      id: 'd-2',
      name: null,
      anonymous: true,
      amountCents: 1_000,
      shareCents: 850,
      chargedCents: 1_000,
      message: null,
      status: 'pending',
      paidOutShareCents: 0,
      returnedShareCents: 0,
      createdAt: '2030-01-03T10:00:00.000Z',
    },
  ],
};

export const supporterDonationsFixture: SupporterDonations = {
  currency: 'EUR',
  donations: [
    {
      id: 'd-1',
      participantId: 'p-123',
      participantName: 'Grace H.',
      amountCents: 2_500,
      chargedCents: 2_875,
      refundedCents: 0,
      anonymous: false,
      status: 'available',
      createdAt: '2030-01-02T10:00:00.000Z',
      trailToken: '1900000000.sig-d-1',
    },
    {
      id: 'd-2',
      participantId: 'p-123',
      participantName: 'Grace H.',
      amountCents: 1_000,
      chargedCents: 1_000,
      refundedCents: 1_000,
      anonymous: true,
      status: 'refunded',
      createdAt: '2030-01-01T10:00:00.000Z',
      trailToken: '1900000000.sig-d-2',
    },
  ],
  participants: [
    {
      id: 'p-123',
      displayName: 'Grace H.',
      courseState: 'active',
      courseDay: 5,
      raisedCents: 15_000,
      minBalanceCents: 14_000,
      progress: { seminarsWatched: 7, diaryDaysKept: 4, badgesEarned: 2 },
      spotTestsPassed: 0,
    },
  ],
};

export const sandboxCheckoutFixture: SandboxCheckout = {
  id: 'cs_sandbox_0123456789abcdef01234567',
  status: 'open',
  amountCents: 2_875,
  currency: 'EUR',
  description: 'Donation to Grace H. (QuitPot)',
  cancelUrl: 'http://localhost/supporter/support/p-123?donation=cancelled',
};

/** A course still raising money: profile complete, €52.00 of €140.00. */
export const courseFixture: Course = {
  id: 'c-1',
  state: 'funding',
  startDate: null,
  day: null,
  lengthDays: 28,
  daysUntilStart: null,
  endDate: null,
  testDeadline: null,
  today: '2030-11-20',
  latestStartDate: '2031-01-15',
  timeZone: 'Europe/Berlin',
  balanceCents: 5_200,
  minBalanceCents: 14_000,
  profileComplete: true,
  startDateChoice: { allowed: false, reason: 'BALANCE_TOO_LOW' },
  smokeFreeDays: null,
  canCancel: true,
  pendingTestResult: null,
  payoutStatus: null,
};

export const courseDayFixture: CourseDay = {
  state: 'active',
  day: 5,
  lengthDays: 28,
  daysUntilStart: null,
  today: '2030-11-24',
  due: { morningVideo: true, eveningVideo: true, diary: false, nicotineTest: false },
};

/** "Where my money went" of a refunded gift (issue 16). */
export const donationTrailFixture: DonationTrail = {
  id: 'd-1',
  participantName: 'Grace H.',
  courseState: 'cancelled',
  status: 'refunded',
  currency: 'EUR',
  anonymous: false,
  createdAt: '2030-01-02T10:00:00.000Z',
  givenCents: 2_000,
  feeCents: 300,
  shareCents: 1_700,
  refundedCents: 2_000,
  refundingCents: 0,
  paidOutCents: 0,
  thankYouNote: null,
};
