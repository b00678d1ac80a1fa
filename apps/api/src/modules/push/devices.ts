// A person's push devices and the kinds they switched on (P7, record 0079). Every query names
// the caller, so nobody reads or removes another person's device.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { PushDeviceRequest, PushSettings } from '@quit/contracts/push';
import {
  isPushEndpointAllowed,
  PUSH_DEVICE_NAME_MAX,
  PUSH_DEVICES_MAX,
  PUSH_KINDS,
  type PushKind,
} from '@quit/domain/push';
import type { Db } from '../../db/client';
import { pushSettings, pushSubscriptions } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { PushDeps } from './deps';

/** The kinds a person switched on (none when they never chose). */
export async function enabledPushKinds(db: Db, userId: string): Promise<PushKind[]> {
  const [row] = await db
    .select({ kinds: pushSettings.kinds })
    .from(pushSettings)
    .where(eq(pushSettings.userId, userId));
  const kinds = row?.kinds ?? [];
  return PUSH_KINDS.filter((kind) => kinds.includes(kind));
}

export async function pushSettingsOf(db: Db, userId: string): Promise<PushSettings> {
  const devices = await db
    .select({
      id: pushSubscriptions.id,
      name: pushSubscriptions.name,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return {
    kinds: await enabledPushKinds(db, userId),
    devices: devices.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() })),
  };
}

export async function setPushKinds(
  deps: PushDeps,
  userId: string,
  chosen: readonly PushKind[],
): Promise<PushSettings> {
  const kinds = PUSH_KINDS.filter((kind) => chosen.includes(kind));
  const updatedAt = deps.clock.now();
  await deps.db
    .insert(pushSettings)
    .values({ userId, kinds, updatedAt })
    .onConflictDoUpdate({ target: pushSettings.userId, set: { kinds, updatedAt } });
  return pushSettingsOf(deps.db, userId);
}

/** A device name as shown in the list: one line, no control characters, not too long. */
function deviceName(name: string): string {
  const oneLine = name
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...oneLine].slice(0, PUSH_DEVICE_NAME_MAX).join('') || '?';
}

/**
 * Registers this browser's subscription for the caller. One browser is one row: the same
 * endpoint again (keys renewed, or another person now signed in on it) replaces the old row.
 */
export async function addPushDevice(
  deps: PushDeps,
  userId: string,
  device: PushDeviceRequest,
): Promise<PushSettings> {
  if (!isPushEndpointAllowed(device.endpoint, deps.endpointOrigins)) {
    throw new AppError('PUSH_ENDPOINT_NOT_ALLOWED', { fields: ['endpoint'] });
  }
  await deps.db.transaction(async (tx) => {
    const [others] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.endpoint, device.endpoint)),
      );
    if ((others?.n ?? 0) >= PUSH_DEVICES_MAX) {
      throw new AppError('PUSH_DEVICES_FULL', { params: { max: PUSH_DEVICES_MAX } });
    }
    const row = {
      userId,
      p256dh: device.keys.p256dh,
      auth: device.keys.auth,
      name: deviceName(device.name),
      createdAt: deps.clock.now(),
    };
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: device.endpoint, ...row })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
  });
  return pushSettingsOf(deps.db, userId);
}

export async function removePushDevice(
  deps: PushDeps,
  userId: string,
  id: string,
): Promise<PushSettings> {
  const removed = await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw new AppError('PUSH_DEVICE_NOT_FOUND');
  return pushSettingsOf(deps.db, userId);
}

/**
 * Forgets the caller's own device with this endpoint, as the browser signs out (record 0100).
 * Nothing to forget (never registered, already gone, or someone else's) is no error: the answer
 * is the same, so it tells nobody whose a browser was.
 */
export async function forgetPushDevice(
  deps: PushDeps,
  userId: string,
  endpoint: string,
): Promise<void> {
  // No browser registered another address (addPushDevice checks the same rule).
  if (!isPushEndpointAllowed(endpoint, deps.endpointOrigins)) return;
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
