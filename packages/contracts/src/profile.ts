import { z } from 'zod';
import { LANGUAGES } from '@quit/domain/constants';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { GENDERS } from '@quit/domain/profile';
import { isValidTimeZone } from '@quit/domain/dates';
import { isPlainText, isValidPostalCode } from '@quit/domain/postal-code';
import { birthDateSchema, optionalTextSchema, textSchema } from './text';

const optionalText = (max: number) => optionalTextSchema({ max });

/** True for a phone number libphonenumber accepts as valid (international or German). */
export function isValidPhone(value: string): boolean {
  const parsed = parsePhoneNumberFromString(value, 'DE');
  return parsed?.isValid() === true;
}

/**
 * Address as sent: trimmed, an empty field becomes null. Every field is plain text (no emoji or
 * symbols), and the postal code fits the country's pattern (issue 16).
 */
export const addressInputSchema = z
  .object({
    street: optionalText(200),
    houseNumber: optionalText(20),
    country: optionalText(100),
    state: optionalText(100),
    city: optionalText(100),
    postalCode: optionalText(20),
  })
  .superRefine((address, ctx) => {
    for (const [field, value] of Object.entries(address)) {
      if (typeof value === 'string' && !isPlainText(value)) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'plain text only' });
      }
    }
    if (address.postalCode && !isValidPostalCode(address.postalCode, address.country)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: "the country's postal code" });
    }
  });

/** Address as answered (no transforms: response schemas must serialise both ways). */
export const addressSchema = z.object({
  street: z.string().nullable(),
  houseNumber: z.string().nullable(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
});

/** PUT /api/participant and /api/user/profile; the email is read-only here. */
export const profileUpdateSchema = z
  .object({
    firstName: textSchema({ min: 1, max: 100 }),
    lastName: textSchema({ min: 1, max: 100 }),
    birthDate: birthDateSchema,
    /** Checked by the API so a bad number answers INVALID_PHONE. */
    phone: optionalText(40),
    gender: z.enum(GENDERS).nullable(),
    language: z.enum(LANGUAGES),
    timeZone: z.string().max(100).refine(isValidTimeZone, { message: 'an IANA time zone' }),
    address: addressInputSchema.strict(),
  })
  .strict()
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileResponseSchema = z
  .object({
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthDate: z.string().nullable(),
    phone: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    language: z.enum(LANGUAGES),
    timeZone: z.string(),
    address: addressSchema,
    /** Reminder mails of the daily programme; changed through PUT /api/participant/reminders. */
    reminders: z.boolean(),
    completeness: z.object({ complete: z.boolean(), missing: z.array(z.string()) }),
  })
  .meta({ id: 'Profile' });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
