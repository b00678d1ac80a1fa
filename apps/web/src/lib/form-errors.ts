import type { ErrorCode } from '@quit/contracts/errors';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/error-message';

type FormWithErrors = {
  setFieldError(path: string, error: string): void;
};

/**
 * Puts a failed request's message next to the field it concerns: by code (EMAIL_IN_USE → the
 * email field) or by the fields the server named. Returns the message when no field fits, for
 * the caller to show with the form.
 */
export function showServerError(
  form: FormWithErrors,
  error: unknown,
  fieldByCode: Partial<Record<ErrorCode, string>>,
  knownFields: readonly string[] = [],
): string | null {
  const message = errorMessage(error);
  if (!(error instanceof ApiError)) return message;
  const field = fieldByCode[error.code];
  if (field !== undefined) {
    form.setFieldError(field, message);
    return null;
  }
  const named = error.fields.filter((name) => knownFields.includes(name));
  for (const name of named) form.setFieldError(name, message);
  return named.length > 0 ? null : message;
}
