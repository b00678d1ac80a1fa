import { DEFAULT_LANGUAGE } from '@quit/domain/constants';
import { timeZoneOf } from '@quit/domain/profile';
import type { profiles } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

/** A stored profile in the shape the domain's completeness rule reads (and the API answers). */
export function profileInput(row: ProfileRow | null) {
  return {
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    birthDate: row?.birthDate ?? null,
    phone: row?.phone ?? null,
    gender: row?.gender ?? null,
    language: row?.language ?? DEFAULT_LANGUAGE,
    timeZone: timeZoneOf(row?.timeZone),
    address: {
      street: row?.street ?? null,
      houseNumber: row?.houseNumber ?? null,
      country: row?.country ?? null,
      state: row?.state ?? null,
      city: row?.city ?? null,
      postalCode: row?.postalCode ?? null,
    },
  };
}
