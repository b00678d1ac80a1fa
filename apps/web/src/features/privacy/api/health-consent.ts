// The consent to processing health data in the profile settings. The calls themselves are in
// lib/health-consent: the diary and the questionnaires ask for the consent too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthConsent } from '@quit/contracts/consent';
import { HEALTH_CONSENT_VERSION } from '@quit/domain/constants';
import { getHealthConsent, giveHealthConsent, withdrawHealthConsent } from '@/lib/health-consent';
import { healthConsentKeys } from '@/lib/query-keys';

export const healthConsentQuery = () =>
  queryOptions({
    queryKey: healthConsentKeys.consent(),
    queryFn: ({ signal }) => getHealthConsent(signal),
  });

export function useHealthConsent() {
  return useQuery(healthConsentQuery());
}

/**
 * Gives the consent (in the version asked for now) or withdraws it. `onChanged` runs with the
 * mutation itself, after the cached consent is updated.
 */
export function useSetHealthConsent({
  currentVersion,
  onChanged,
}: {
  currentVersion: number | undefined;
  onChanged?: (consent: HealthConsent, given: boolean) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (give: boolean) =>
      give ? giveHealthConsent(currentVersion ?? HEALTH_CONSENT_VERSION) : withdrawHealthConsent(),
    onSuccess: (consent, give) => {
      queryClient.setQueryData(healthConsentKeys.consent(), consent);
      onChanged?.(consent, give);
    },
  });
}
