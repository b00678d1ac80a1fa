import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pushKeys } from '@/lib/query-keys';
import { subscribeThisBrowser, type SubscribeProblem } from '../lib/subscribe-browser';
import { addPushDevice, getPushKey } from './push-settings';

/** Subscribes this browser and registers it; answers why not when the browser cannot. */
export async function addThisDevice(): Promise<'added' | SubscribeProblem> {
  const device = await subscribeThisBrowser(await getPushKey());
  if (typeof device === 'string') return device;
  await addPushDevice(device);
  return 'added';
}

export function useAddThisDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addThisDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushKeys.settings() }),
  });
}
