import { ApiError } from '@/lib/api-error';
import { currentLanguage, i18n } from '@/lib/i18n';

/**
 * The user-facing message for a failure, in the UI language, from the shared error catalogue.
 * Catalogue entries with placeholders (`{{minAge}}`, `{{minBalance}}`) need the deployment's
 * values; the server filled them in its message, which is already in the UI language because
 * every request carries X-Language.
 */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('errors:INTERNAL');
  const template = i18n.getResource(currentLanguage(), 'errors', error.code) as unknown;
  if (typeof template === 'string' && template.includes('{{') && error.message !== '') {
    return error.message;
  }
  return i18n.t(`errors:${error.code}`);
}
