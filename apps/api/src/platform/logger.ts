import pino, { type DestinationStream, type Logger } from 'pino';

/** Fields that hold personal data or secrets, wherever they appear in a log object. */
const SENSITIVE_KEYS = [
  'password',
  'currentPassword',
  'newPassword',
  'passwordConfirmation',
  'newPasswordConfirmation',
  'token',
  'email',
  'newEmail',
  'donorEmail',
  'firstName',
  'lastName',
  'donorName',
  'accountHolder',
  'iban',
  'phone',
  'birthDate',
];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  ...SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`]),
];

const EMAIL = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[A-Za-z]{2,}/g;

/**
 * An error message fit for a log: drizzle appends the statement's parameters ("params: …",
 * which carry emails and names) and PostgreSQL quotes values in its detail; both go, and any
 * email address left is masked.
 */
export function safeErrorText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]')
    .replace(EMAIL, '[email]');
}

type SerializedError = Record<string, unknown>;

/** Properties of errors (pg's among them) that never carry values from a request. */
const SAFE_ERROR_PROPS = ['code', 'statusCode', 'routine', 'constraint', 'table', 'column'];

/** The `err` serializer: type, cleaned message and stack, harmless codes, and the cause. */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return error;
  const out: SerializedError = {
    type: error.name,
    message: safeErrorText(error.message),
    stack: error.stack === undefined ? undefined : safeErrorText(error.stack),
  };
  const props = error as unknown as Record<string, unknown>;
  for (const key of SAFE_ERROR_PROPS) {
    const value = props[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  if (error.cause !== undefined && depth < 3) out['cause'] = serializeError(error.cause, depth + 1);
  return out;
}

/** JSON logs; credentials, cookies, tokens and people's personal data never reach them. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}
