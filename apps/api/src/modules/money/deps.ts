/** Job kinds of the money module. */
export const MONEY_JOBS = {
  executeRefund: 'money.refund',
  executePayout: 'money.payout',
  donationMails: 'money.donation_mails',
  refundMail: 'money.refund_mail',
  payoutMail: 'money.payout_mail',
  sweep: 'money.sweep',
} as const;
