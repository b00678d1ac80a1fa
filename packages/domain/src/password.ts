// The spec's password rule: a minimum length and a matching confirmation.
import { MIN_PASSWORD_LENGTH } from './constants';

/** Counts code points, so an emoji or a character outside the BMP counts once, as users see it. */
export function isStrongEnoughPassword(
  password: string,
  minLength: number = MIN_PASSWORD_LENGTH,
): boolean {
  return [...password].length >= minLength;
}

/** Exact comparison: both values come from the same keyboard, so no normalisation is applied. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
