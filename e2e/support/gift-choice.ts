// C7 (record 0081): after a cancelled or failed course, a donor takes "refund me now" as their
// mail offers it: the mail's refund link, the donation page's signed choice token, the choice.
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { query } from './database';

export async function refundByDonorChoice(request: APIRequestContext, donorEmail: string) {
  let text = '';
  await expect
    .poll(
      async () => {
        const [mail] = await query<{ text: string }>(
          `select text from mail_outbox where lower("to") = lower($1) and kind = 'gift_choice'`,
          [donorEmail],
        );
        text = mail?.text ?? '';
        return text !== '';
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const link = /https?:\/\/\S+\/donation\/(\S+?)\?token=(\S+?)&choice=refund/.exec(text);
  if (!link) throw new Error('no refund link in the choice mail');
  const [, donationId, token] = link as unknown as [string, string, string];
  const trail = await request.get(`/api/donation/${donationId}/trail?token=${token}`);
  expect(trail.status(), await trail.text()).toBe(200);
  const refundToken = ((await trail.json()) as { giftChoice: { refundToken: string } }).giftChoice
    .refundToken;
  const chosen = await request.post(`/api/donation/${donationId}/choice`, {
    data: { choice: 'refund', token: refundToken },
  });
  expect(chosen.status(), await chosen.text()).toBe(200);
}
