import type { ErrorBody, ErrorCode } from '@quit/contracts/errors';
import errorCatalogue from '@quit/contracts/locales/en/errors.json';

/** A failed API call, built from the error body `{ code, message, fields? }` (decisions X2). */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: readonly string[];

  constructor(
    body: Pick<ErrorBody, 'code' | 'message' | 'fields'>,
    status: number,
    options?: { cause?: unknown },
  ) {
    super(body.message, options);
    this.name = 'ApiError';
    this.code = body.code;
    this.status = status;
    this.fields = body.fields ?? [];
  }
}

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/**
 * Reads an error body by hand rather than with the contracts' zod schema: the API client is on
 * every page's critical path, and zod is a quarter of the app's JavaScript.
 */
export function parseErrorBody(body: unknown): ErrorBody | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { code, message, fields } = body as Record<string, unknown>;
  if (!isErrorCode(code) || typeof message !== 'string') return undefined;
  return {
    code,
    message,
    fields: Array.isArray(fields)
      ? fields.filter((field): field is string => typeof field === 'string')
      : undefined,
  };
}

/** The code to assume when the server sent no usable error body (proxy page, network). */
export function fallbackErrorCode(status: number): ErrorCode {
  const byStatus: Partial<Record<number, ErrorCode>> = {
    400: 'INVALID_DATA',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    408: 'REQUEST_TIMEOUT',
    // A proxy in front of the API may refuse a large body with its own page.
    413: 'PAYLOAD_TOO_LARGE',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
    431: 'HEADERS_TOO_LARGE',
  };
  return byStatus[status] ?? 'INTERNAL';
}
