// C9: the figures of the slip help (smoke-free days so far, the partial minimum, days to the
// test), computed by the server from the domain's rule. In lib, not a feature, because the diary
// and the craving SOS both show the same help (features do not import each other).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlipHelp } from '@quit/contracts/slip';
import { apiRequest } from './api-client';
import { lazySchema } from './lazy-schema';
import { programmeKeys } from './query-keys';

const slipHelpSchema = lazySchema(() =>
  import('@quit/contracts/slip').then((m) => m.slipHelpSchema),
);

export async function getSlipHelp({ signal }: { signal?: AbortSignal } = {}): Promise<SlipHelp> {
  // The help shows what it can without the figures; it says nothing about a failure itself.
  return apiRequest('/feedback/slip', { schema: slipHelpSchema, signal, notify: false });
}

export const slipHelpQuery = () =>
  queryOptions({
    queryKey: programmeKeys.slip(),
    queryFn: ({ signal }) => getSlipHelp({ signal }),
  });

export function useSlipHelp() {
  return useQuery(slipHelpQuery());
}
