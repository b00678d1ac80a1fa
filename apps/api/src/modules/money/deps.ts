/** Job kinds of the money module. */
export const MONEY_JOBS = {
  executeRefund: 'money.refund',
  executePayout: 'money.payout',
  donationMails: 'money.donation_mails',
  refundMail: 'money.refund_mail',
  payoutMail: 'money.payout_mail',
  sweep: 'money.sweep',
  giftChoiceMail: 'money.gift_choice_mail',
  giftDeadline: 'money.gift_deadline',
  nextAttemptMail: 'money.next_attempt_mail',
  /** C8 (record 0083): pay out or refund a stay-quit bonus pot once its 3-month test is final. */
  bonusSettle: 'money.bonus_settle',
} as const;
