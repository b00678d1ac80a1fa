// C6: deleting an account puts its money right first.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { courses, donations, refunds } from '../../../src/db/schema';
import { courseBalances } from '../../../src/modules/course-row/balances';
import { signUp, verifyEmail } from '../../support/accounts';
import { donate, newParticipant, PUBLIC_URL } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

const remove = (url: string, account: { cookie: string; email: string; password: string }) =>
  t.app.inject({
    method: 'DELETE',
    url,
    headers: { cookie: account.cookie },
    payload: { confirmation: account.email, password: account.password },
  });

it('a deleted participant’s supporters are each refunded once, and the books stay', async () => {
  const p = await newParticipant(t.app);
  await donate(t.app, p.id, { amountCents: 5_000 });
  await donate(t.app, p.id, { amountCents: 2_000, coverFee: true });
  const [course] = await t.database.db
    .select()
    .from(courses)
    .where(eq(courses.participantId, p.id));

  expect((await remove('/api/participant', p)).statusCode).toBe(200);
  await t.app.jobs.runDue();

  const [after] = await t.database.db.select().from(courses).where(eq(courses.id, course!.id));
  expect(after).toMatchObject({ state: 'cancelled', participantId: null });
  const rows = await t.database.db.select().from(refunds).where(eq(refunds.courseId, course!.id));
  expect(rows.map((r) => [r.amountCents, r.status]).sort()).toEqual([
    [2_300, 'succeeded'],
    [5_000, 'succeeded'],
  ]);
  expect(await courseBalances(t.database.db, course!.id)).toMatchObject({
    refunded: 7_300,
    available_share: 0,
    fees: 0,
  });
});

it('a deleted supporter’s gifts stay in the pot without their name or email', async () => {
  const p = await newParticipant(t.app);
  const supporter = await signUp(t.app, { role: 'supporter' });
  // Gifts are the account's through its verified address only (A7).
  await verifyEmail(t.app, supporter.email);
  const { donationId } = await donate(t.app, p.id, {
    donorEmail: supporter.email,
    donorName: 'Soon Gone',
    message: 'Go for it!',
  });
  expect((await remove('/api/user/profile', supporter)).statusCode).toBe(200);
  const [donation] = await t.database.db
    .select()
    .from(donations)
    .where(eq(donations.id, donationId));
  expect(donation).toMatchObject({
    status: 'available',
    donorName: null,
    donorEmail: null,
    message: null,
    anonymous: true,
    supporterId: null,
  });
  const page = await t.app.inject({ url: `/api/participant/${p.id}/public` });
  expect(page.body).not.toContain('Soon Gone');
  expect(page.json().raisedCents).toBe(2_125);
});
