import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { PROVIDER_ACCOUNT_PATH } from './get-provider-account';

/** A link to the provider's onboarding of the payout account; the browser goes there. */
export async function startOnboarding() {
  const { onboardingLinkSchema } = await import('@quit/contracts/money');
  return apiRequest(PROVIDER_ACCOUNT_PATH, { method: 'POST', schema: onboardingLinkSchema });
}

export function useStartOnboarding() {
  return useMutation({ mutationFn: startOnboarding });
}
