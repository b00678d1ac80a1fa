import type { ProfileResponse, ProfileUpdate } from '@quit/contracts/profile';
import { DEFAULT_TIME_ZONE, type Language } from '@quit/domain/constants';
import { ADDRESS_FIELDS, type AddressField, type Gender } from '@quit/domain/profile';

/** The form's values: text fields as strings ('' for nothing), as Mantine's inputs want them. */
export type ProfileValues = {
  firstName: string;
  lastName: string;
  birthDate: string | null;
  phone: string;
  gender: Gender | null;
  language: Language;
  timeZone: string;
  address: Record<AddressField, string>;
};

export function toValues(profile: ProfileResponse): ProfileValues {
  const address = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, profile.address[field] ?? '']),
  ) as Record<AddressField, string>;
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate,
    phone: profile.phone ?? '',
    gender: profile.gender,
    language: profile.language,
    timeZone: profile.timeZone || DEFAULT_TIME_ZONE,
    address,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

export function toUpdate(values: ProfileValues): ProfileUpdate {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: values.birthDate ?? '',
    phone: orNull(values.phone),
    gender: values.gender,
    language: values.language,
    timeZone: values.timeZone,
    address: Object.fromEntries(
      ADDRESS_FIELDS.map((field) => [field, orNull(values.address[field])]),
    ) as ProfileUpdate['address'],
  };
}
