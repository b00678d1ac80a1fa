import { z } from 'zod';

/** Stable error codes (decisions X2) with the HTTP status each one answers with. */
export const errorStatus = {
  NOT_SUCCESSFUL: 400,
  PROFILE_INCOMPLETE: 409,
  PROFILE_UPDATE_FAILED: 400,
  TOO_YOUNG: 400,
  BALANCE_TOO_LOW: 409,
  COURSE_START_FAILED: 500,
  INVALID_PHONE: 400,
  DATE_IN_PAST: 400,
  TODO_FAILED: 400,
  INVALID_AMOUNT: 400,
  FEEDBACK_FAILED: 400,
  VIDEO_NOT_SELECTED: 400,
  PASSWORDS_DO_NOT_MATCH: 400,
  SIGNUP_FAILED: 400,
  EMAIL_IN_USE: 409,
  INVALID_PASSWORD: 400,
  INVALID_RESULT: 400,
  TESTKIT_USED: 409,
  TESTKIT_NOT_FOUND: 404,
  TESTKIT_NOT_ASSIGNABLE: 409,
  TEST_NOT_OPEN: 409,
  TEST_WAIT_RUNNING: 409,
  INVALID_IMAGE: 400,
  INVALID_DATA: 400,
  MONEY_PENDING: 409,
  NO_PAYOUT_METHOD: 409,
  NOT_REGISTERED_AS_PARTICIPANT: 403,
  NOT_REGISTERED_AS_SUPPORTER: 403,
  NO_ROLE: 403,
  SIGNIN_FAILED: 400,
  WRONG_PASSWORD: 400,
  INVALID_RESET_LINK: 400,
  INVALID_VERIFICATION_LINK: 400,
  DONATIONS_CLOSED: 409,
  INVALID_REDIRECT_URL: 400,
  INVALID_IBAN: 400,
  PAYOUT_NOT_ALLOWED: 409,
  INVALID_SIGNATURE: 400,
  DAY_NOT_REACHED: 403,
  DIARY_CLOSED: 409,
  COURSE_NOT_ACTIVE: 409,
  COURSE_ALREADY_RUNNING: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  BANK_ACCOUNT_REFUSED: 400,
  INVALID_UNSUBSCRIBE_LINK: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof errorStatus;
export const errorCodes = Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]];

export const errorBodySchema = z
  .object({
    code: z.enum(errorCodes),
    message: z.string(),
    /** For INVALID_DATA and field-specific codes: which fields were refused. */
    fields: z.array(z.string()).optional(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBodySchema>;
