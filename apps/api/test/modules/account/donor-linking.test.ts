// Decisions A5/A7: a gift is linked to an account only when that account is a supporter's
// (and its address verified).
// Someone who holds the donor's address but only as a participant must not receive the gift.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { donations } from '../../../src/db/schema';
import { signUp, verifyEmail } from '../../support/accounts';
import { donate, newParticipant, PUBLIC_URL } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

describe('linking a gift to the donor’s account', () => {
  it('skips an account with that email that is not a supporter', async () => {
    const recipient = await newParticipant(t.app);
    const holder = await signUp(t.app, { role: 'participant' });
    await verifyEmail(t.app, holder.email); // a verified address, so only the role decides
    const { donationId } = await donate(t.app, recipient.id, {
      amountCents: 2_500,
      donorEmail: holder.email,
      anonymous: true,
    });

    const [gift] = await t.database.db.select().from(donations).where(eq(donations.id, donationId));
    expect(gift?.supporterId).toBeNull();
    const exported = await t.app.inject({
      url: '/api/account/export',
      headers: { cookie: holder.cookie },
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.json().donationsMade).toEqual([]);
  });

  it('skips it too when that account confirms its address after the gift', async () => {
    const recipient = await newParticipant(t.app);
    const holder = await signUp(t.app, { role: 'participant' });
    const { donationId } = await donate(t.app, recipient.id, {
      amountCents: 2_500,
      donorEmail: holder.email,
    });
    await verifyEmail(t.app, holder.email); // earlier gifts of a verified supporter would link now

    const [gift] = await t.database.db.select().from(donations).where(eq(donations.id, donationId));
    expect(gift?.supporterId).toBeNull();
  });
});
