import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDeviceRequest, PushSettings } from '@quit/contracts/push';
import type { PushKind } from '@quit/domain/push';
import { apiRequest } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';
import { pushKeys } from '@/lib/query-keys';

const settingsSchema = lazySchema(() =>
  import('@quit/contracts/push').then((m) => m.pushSettingsSchema),
);
const keySchema = lazySchema(() => import('@quit/contracts/push').then((m) => m.pushKeySchema));

/** GET /api/participant/push: the kinds switched on and the devices that receive them. */
export function getPushSettings({ signal }: { signal?: AbortSignal } = {}): Promise<PushSettings> {
  // A section of the profile page: when it cannot be read, it is simply not shown.
  return apiRequest('/participant/push', { schema: settingsSchema, signal, notify: false });
}

export const pushSettingsQuery = () =>
  queryOptions({ queryKey: pushKeys.settings(), queryFn: getPushSettings });

export function usePushSettings() {
  return useQuery(pushSettingsQuery());
}

/** The cache takes each answer: every call here answers the whole settings. */
function useSettingsMutation<T>(mutationFn: (input: T) => Promise<PushSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (settings) => queryClient.setQueryData(pushKeys.settings(), settings),
  });
}

export function setPushKinds(kinds: PushKind[]): Promise<PushSettings> {
  return apiRequest('/participant/push', {
    method: 'PUT',
    body: { kinds },
    schema: settingsSchema,
  });
}

export const useSetPushKinds = () => useSettingsMutation(setPushKinds);

/** GET /api/push/key: the VAPID public key a browser subscribes with. */
export async function getPushKey(): Promise<string> {
  return (await apiRequest('/push/key', { schema: keySchema })).publicKey;
}

export function addPushDevice(device: PushDeviceRequest): Promise<PushSettings> {
  return apiRequest('/participant/push/devices', {
    method: 'POST',
    body: device,
    schema: settingsSchema,
  });
}

export function removePushDevice(id: string): Promise<PushSettings> {
  return apiRequest(`/participant/push/devices/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: settingsSchema,
  });
}

export const useRemovePushDevice = () => useSettingsMutation(removePushDevice);
