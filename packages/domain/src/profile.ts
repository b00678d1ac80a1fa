// Spec §5 and C3: a course can only be scheduled once every profile field, address included,
// is filled in.
import { DEFAULT_TIME_ZONE, LANGUAGES } from './constants';
import { isIsoDate, isValidTimeZone } from './dates';

export const GENDERS = ['male', 'female', 'no_answer'] as const;
export type Gender = (typeof GENDERS)[number];

export const ADDRESS_FIELDS = [
  'street',
  'houseNumber',
  'country',
  'state',
  'city',
  'postalCode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'phone',
  'gender',
  'language',
  'timeZone',
  ...ADDRESS_FIELDS,
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

type FieldValue = string | number | null | undefined;

/** A profile as stored or submitted; every field may still be missing. */
export type ProfileInput = Partial<Record<Exclude<ProfileField, AddressField>, FieldValue>> & {
  address?: Partial<Record<AddressField, FieldValue>> | null;
};

export interface ProfileCompleteness {
  complete: boolean;
  /** In PROFILE_FIELDS order. */
  missing: ProfileField[];
}

function isFilled(value: FieldValue): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0;
  return typeof value === 'string' && value.trim() !== '';
}

// A field with a closed set of values counts as filled only with one of them, so that a value
// the product cannot use never unlocks the course.
const validators: Partial<Record<ProfileField, (value: FieldValue) => boolean>> = {
  birthDate: (value) => isIsoDate(value),
  gender: (value) => (GENDERS as readonly FieldValue[]).includes(value),
  language: (value) => (LANGUAGES as readonly FieldValue[]).includes(value),
  timeZone: (value) => isValidTimeZone(value),
};

function fieldValue(profile: ProfileInput, field: ProfileField): FieldValue {
  return (ADDRESS_FIELDS as readonly string[]).includes(field)
    ? profile.address?.[field as AddressField]
    : profile[field as Exclude<ProfileField, AddressField>];
}

export function profileCompleteness(profile: ProfileInput): ProfileCompleteness {
  const missing = PROFILE_FIELDS.filter((field) => {
    const value = fieldValue(profile, field);
    return !isFilled(value) || !(validators[field]?.(value) ?? true);
  });
  return { complete: missing.length === 0, missing };
}

export function isProfileComplete(profile: ProfileInput): boolean {
  return profileCompleteness(profile).complete;
}

/** How a participant is shown to supporters (A4): first name and last initial, "Ada L.". */
export function publicName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial === undefined ? firstName.trim() : `${firstName.trim()} ${initial.toUpperCase()}.`;
}

/** C1: the participant's time zone, or the product's default when none is known. */
export function timeZoneOf(timeZone: string | null | undefined): string {
  return timeZone ?? DEFAULT_TIME_ZONE;
}
