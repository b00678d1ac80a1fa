import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';

export type Profile = typeof profiles.$inferSelect;

/** Something that can select: the pool or a transaction. */
type Reader = Pick<Db, 'select'>;

/**
 * The one reader of a person's profile (names, language, time zone, health answers). Null
 * when there is none yet, between a first federated sign-in and /auth/identify.
 */
export async function findProfile(db: Reader, userId: string): Promise<Profile | null> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return profile ?? null;
}
