// Confirmed gifts written straight into the tables, with the same rows and ledger movements the
// money engine writes (a donation, its three ledger entries, the course's kept balances): for a
// test standing in for another process, and for the scale benchmark's thousands of gifts.
// Only drizzle-orm here, so `scripts/` can import it as well as the tests.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../src/db/client';

export type SeededGifts = {
  courseId: string;
  /** How many gifts; each is numbered `g` (1 to count) for the SQL expressions below. */
  count: number;
  /** Each gift's amount and the platform's fee out of it (the participant's share is the rest). */
  amountCents: number;
  feeCents: number;
  /** The ledger movements' kind. */
  kind: string;
  donorName: SQL;
  donorEmail: SQL;
  /** Default: no message. */
  message?: SQL;
  /** Default: not anonymous. */
  anonymous?: SQL;
  /** Default: now. */
  createdAt?: SQL;
};

/** Writes `count` confirmed (available) sandbox gifts in euros, in English, fee not covered. */
export async function seedConfirmedGifts(db: Db, gifts: SeededGifts): Promise<void> {
  const { amountCents: amount, feeCents: fee } = gifts;
  await db.execute(sql`
    with d as (
      insert into donations (course_id, donor_name, donor_email, message, anonymous, language,
        cover_fee, amount_cents, fee_cents, share_cents, charged_cents, currency, status, provider,
        created_at)
      select ${gifts.courseId}::uuid, ${gifts.donorName}, ${gifts.donorEmail},
        ${gifts.message ?? sql`null`}, ${gifts.anonymous ?? sql`false`}, 'en', false,
        ${amount}::bigint, ${fee}::bigint, ${amount - fee}::bigint, ${amount}::bigint, 'EUR',
        'available', 'sandbox', ${gifts.createdAt ?? sql`now()`}
      from generate_series(1, ${gifts.count}::int) g returning id, course_id
    ), l as (
      insert into ledger_entries (movement_id, kind, course_id, donation_id, account, amount_cents)
      select gen_random_uuid(), ${gifts.kind}, d.course_id, d.id, a.account, a.cents
      from d cross join (values ('donors', ${-amount}::bigint),
        ('available_share', ${amount - fee}::bigint), ('available_fee', ${fee}::bigint)) a(account, cents)
      returning course_id, account, amount_cents
    )
    insert into course_balances (course_id, account, cents)
    select course_id, account, sum(amount_cents) from l group by course_id, account
    on conflict (course_id, account) do update set cents = course_balances.cents + excluded.cents`);
}
