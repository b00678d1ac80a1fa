import { useQueryClient } from '@tanstack/react-query';
import { lazyNamed } from '@/lib/lazy-named';
import { Suspense, useEffect, useState } from 'react';
import type { HealthConsent } from '@quit/contracts/consent';
import { giveHealthConsent, registerConsentDialog } from '@/lib/health-consent';
import { healthConsentKeys } from '@/lib/query-keys';

type Pending = { consent: HealthConsent; resolve: (agreed: boolean) => void };

// The dialog's code (Mantine's modal, focus trap, scroll lock) loads when it is first asked for:
// no page's first screen needs it (record 0086).
const HealthConsentModal = lazyNamed(() => import('./health-consent-modal'), 'HealthConsentModal');

/**
 * The consent dialog for health data (Art. 9 (2) (a) GDPR), mounted once with the app and
 * opened by `ensureHealthConsent()` before the first diary entry or questionnaire answer.
 */
export function HealthConsentDialog() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(
    () =>
      registerConsentDialog(
        (consent) =>
          new Promise<boolean>((resolve) => {
            // A second ask replaces the first, which counts as declined (resolving twice is a no-op).
            setPending((previous) => {
              previous?.resolve(false);
              return { consent, resolve };
            });
          }),
      ),
    [],
  );

  const close = (agreed: boolean) => {
    pending?.resolve(agreed);
    setPending(null);
  };
  const agree = async () => {
    if (!pending) return;
    setSaving(true);
    try {
      const consent = await giveHealthConsent(pending.consent.currentVersion);
      queryClient.setQueryData(healthConsentKeys.consent(), consent);
      close(true);
    } catch {
      // The API client has shown the failure; the dialog stays open to try again.
    } finally {
      setSaving(false);
    }
  };

  if (pending === null) return null;
  return (
    <Suspense fallback={null}>
      <HealthConsentModal
        saving={saving}
        onDecline={() => close(false)}
        onAgree={() => void agree()}
      />
    </Suspense>
  );
}
