import { isOldEnough } from '@quit/domain/age';
import { DEFAULT_TIME_ZONE } from '@quit/domain/constants';
import { dateInTimeZone } from '@quit/domain/dates';
import { isStrongEnoughPassword, passwordsMatch } from '@quit/domain/password';
import { AppError } from '../../platform/errors';
import type { AccountDeps } from './deps';

/** Checks shared by sign-up and password changes, with the spec's codes. */
export function assertNewPassword(password: string, confirmation: string, field = 'password') {
  if (!isStrongEnoughPassword(password))
    throw new AppError('INVALID_PASSWORD', { fields: [field] });
  if (!passwordsMatch(password, confirmation)) {
    throw new AppError('PASSWORDS_DO_NOT_MATCH', { fields: [`${field}Confirmation`] });
  }
}

export function assertOldEnough(deps: AccountDeps, birthDate: string) {
  const today = dateInTimeZone(deps.clock.now(), DEFAULT_TIME_ZONE);
  if (!isOldEnough(birthDate, today)) throw new AppError('TOO_YOUNG', { fields: ['birthDate'] });
}
