import { errorStatus, type ErrorCode } from '@quit/contracts/errors';

/**
 * The one error type services throw. The code is stable and decides the HTTP status; the
 * user-facing message is looked up per request language by the error handler, and `detail`
 * is for logs only.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: string[] | undefined;
  readonly params: Record<string, string | number> | undefined;

  constructor(
    code: ErrorCode,
    options: {
      detail?: string;
      fields?: string[];
      params?: Record<string, string | number>;
      cause?: unknown;
    } = {},
  ) {
    super(options.detail ?? code, { cause: options.cause });
    this.code = code;
    this.status = errorStatus[code];
    this.fields = options.fields;
    this.params = options.params;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

export { StartupError } from '../db/startup-error';
