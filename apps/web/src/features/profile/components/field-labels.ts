import type { ProfileField } from '@quit/domain/profile';

/** The translation key of each profile field's label, shared by the form and the checklist. */
export const FIELD_LABEL_KEY = {
  firstName: 'fields.first_name',
  lastName: 'fields.last_name',
  birthDate: 'fields.birth_date',
  phone: 'fields.phone',
  gender: 'fields.gender',
  language: 'fields.language',
  timeZone: 'fields.time_zone',
  street: 'fields.street',
  houseNumber: 'fields.house_number',
  country: 'fields.country',
  state: 'fields.state',
  city: 'fields.city',
  postalCode: 'fields.postal_code',
} as const satisfies Record<ProfileField, string>;

export function isProfileField(value: string): value is ProfileField {
  return Object.hasOwn(FIELD_LABEL_KEY, value);
}
