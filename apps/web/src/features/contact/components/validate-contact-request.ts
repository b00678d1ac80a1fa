import type { TFunction } from '@/lib/i18n-types';
import { contactRequestSchema, type ContactRequest } from '@quit/contracts/contact';

type ContactErrors = Partial<Record<keyof ContactRequest, string>>;

const requiredMessage = {
  name: 'errors.name_required',
  email: 'errors.email_invalid',
  message: 'errors.message_required',
} as const;

function isField(value: unknown): value is keyof ContactRequest {
  return typeof value === 'string' && Object.hasOwn(requiredMessage, value);
}

/** Validates with the contracts' schema (the one the API uses) and words errors for people. */
export function validateContactRequest(
  values: ContactRequest,
  t: TFunction<'contact'>,
): ContactErrors {
  const result = contactRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (!isField(field) || errors[field] !== undefined) continue;
    errors[field] =
      issue.code === 'too_big'
        ? t('errors.too_long', { count: Number(issue.maximum) })
        : // Control characters (pasted text): not "missing", just not acceptable.
          issue.code === 'custom'
          ? t('errors.field_invalid')
          : t(requiredMessage[field]);
  }
  return errors;
}
