// Consent to processing health data (Art. 9 GDPR), asked once before the first diary entry or
// questionnaire answer. The diary and the questionnaires call `ensureHealthConsent()` before
// they send; it opens the consent dialog (components/health-consent-dialog) when needed.
import type { HealthConsent } from '@quit/contracts/consent';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { i18n } from './i18n';
import { lazySchema } from './lazy-schema';

const healthConsentSchema = lazySchema(() =>
  import('@quit/contracts/consent').then((m) => m.healthConsentSchema),
);

const url = '/participant/health-consent';

export async function getHealthConsent(signal?: AbortSignal): Promise<HealthConsent> {
  return apiRequest(url, { schema: healthConsentSchema, signal });
}

export async function giveHealthConsent(version: number): Promise<HealthConsent> {
  const consent = await apiRequest(url, {
    method: 'PUT',
    body: { version },
    schema: healthConsentSchema,
  });
  given = consent.given;
  return consent;
}

export async function withdrawHealthConsent(): Promise<HealthConsent> {
  const consent = await apiRequest(url, { method: 'DELETE', schema: healthConsentSchema });
  given = consent.given;
  return consent;
}

/** Known to be given in this page's life; asked from the server otherwise. */
let given = false;

type Ask = (consent: HealthConsent) => Promise<boolean>;
let ask: Ask | undefined;

/** The dialog host registers how to ask; returns the unregistration. */
export function registerConsentDialog(fn: Ask): () => void {
  ask = fn;
  return () => {
    if (ask === fn) ask = undefined;
  };
}

/**
 * Resolves once consent is given (asking in the dialog if it is not); rejects with the
 * server's HEALTH_CONSENT_REQUIRED error in the UI language when the participant declines.
 */
export async function ensureHealthConsent(): Promise<void> {
  if (given) return;
  const consent = await getHealthConsent();
  if (consent.given) {
    given = true;
    return;
  }
  if (ask && (await ask(consent))) return;
  throw new ApiError(
    {
      code: 'HEALTH_CONSENT_REQUIRED',
      message: i18n.t('errors:HEALTH_CONSENT_REQUIRED'),
    },
    409,
  );
}

/** Tests start each case without remembered consent. */
export function forgetHealthConsent(): void {
  given = false;
}
