// The app's VAPID key pair: made once at the first start and kept in app_secrets (like the other
// generated secrets), so every API process signs alike and browsers' subscriptions stay valid.
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';

const NAME = 'vapid_keys';
const keysSchema = z.object({ publicKey: z.string().min(80), privateKey: z.string().min(40) });
export type VapidKeys = z.infer<typeof keysSchema>;

export async function vapidKeys(db: Db): Promise<VapidKeys> {
  // Both halves in one row, so two processes starting at once never pair halves of two keys.
  await db
    .insert(appSecrets)
    .values({ name: NAME, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, NAME));
  if (!row) throw new Error(`${NAME} missing after insert`);
  return keysSchema.parse(JSON.parse(row.value));
}
