// Client-side checks before a form is sent. The rules are the domain package's (the API runs
// the same ones); the messages are the spec's, from the shared error catalogue where it has one.
import { isOldEnough } from '@quit/domain/age';
import { MIN_AGE_YEARS, MIN_PASSWORD_LENGTH } from '@quit/domain/constants';
import { isIsoDate } from '@quit/domain/dates';
import { isStrongEnoughPassword, passwordsMatch } from '@quit/domain/password';
import { localToday } from '@/lib/dates';
import { i18n } from '@/lib/i18n';

type Check = string | null;

// Deliberately loose: the server has the final word and answers INVALID_DATA for the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function requiredError(value: string): Check {
  return value.trim() === '' ? i18n.t('validation.required') : null;
}

export function emailError(value: string): Check {
  return EMAIL.test(value.trim()) ? null : i18n.t('validation.email_invalid');
}

export function birthDateError(value: string | null, today = localToday()): Check {
  if (value === null || !isIsoDate(value)) return i18n.t('validation.birth_date_required');
  return isOldEnough(value, today) ? null : i18n.t('errors:TOO_YOUNG', { minAge: MIN_AGE_YEARS });
}

export function passwordError(value: string): Check {
  return isStrongEnoughPassword(value)
    ? null
    : i18n.t('errors:INVALID_PASSWORD', { minLength: MIN_PASSWORD_LENGTH });
}

export function confirmationError(password: string, confirmation: string): Check {
  return passwordsMatch(password, confirmation) ? null : i18n.t('errors:PASSWORDS_DO_NOT_MATCH');
}
