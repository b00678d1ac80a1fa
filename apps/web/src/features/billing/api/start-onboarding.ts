import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { PROVIDER_ACCOUNT_PATH } from './get-provider-account';

const onboardingLinkSchema = lazySchema(() =>
  import('@quit/contracts/money').then((m) => m.onboardingLinkSchema),
);

/** A link to the provider's onboarding of the payout account; the browser goes there. */
export async function startOnboarding() {
  return apiRequest(PROVIDER_ACCOUNT_PATH, { method: 'POST', schema: onboardingLinkSchema });
}

export function useStartOnboarding() {
  return useMutation({ mutationFn: startOnboarding });
}
