// The data export's push notifications (P7, record 0079): the kinds switched on and the devices,
// each by its name and date; an endpoint and its keys are secrets that let anyone push to it.
import { asc, eq } from 'drizzle-orm';
import type { DataExport } from '@quit/contracts/account';
import type { Db } from '../../db/client';
import { pushSettings, pushSubscriptions } from '../../db/schema';

export async function exportedPushNotifications(
  db: Db,
  userId: string,
): Promise<DataExport['pushNotifications']> {
  const [settings] = await db
    .select({ kinds: pushSettings.kinds })
    .from(pushSettings)
    .where(eq(pushSettings.userId, userId));
  const devices = await db
    .select({ name: pushSubscriptions.name, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
  return {
    kinds: settings?.kinds ?? [],
    devices: devices.map((d) => ({ name: d.name, createdAt: d.createdAt.toISOString() })),
  };
}
