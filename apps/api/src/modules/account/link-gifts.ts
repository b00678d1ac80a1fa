import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Executor = Pick<Db, 'execute'>;

/**
 * Decisions A5/A7: a gift belongs to a supporter account when the donor typed that account's
 * email and the account has proven the address. Gifts made with the address before it was
 * verified (or before the account had the supporter role) are linked now; gifts already
 * linked to someone stay theirs. Returns how many were linked.
 */
export async function linkGiftsOfVerifiedAddress(db: Executor, userId: string): Promise<number> {
  const result = await db.execute(sql`
    update donations set supporter_id = u.id
    from users u
    where u.id = ${userId}
      and u.email_verified
      and exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'supporter')
      and donations.supporter_id is null
      and lower(donations.donor_email) = lower(u.email)`);
  return result.rowCount ?? 0;
}
