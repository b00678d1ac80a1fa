// The product's mails in German and English, each rendered to subject, plain text and HTML.
import { COURSE_LENGTH_DAYS, type Language } from '@quit/domain/constants';
import type { DonationPot } from '@quit/domain/follow-up';
import { mailTranslator } from './mail-i18n';
import { renderMail } from './mail-layout';
import type { MailContent } from './port';

/** The `kind` each template's mail is sent (and found in the outbox) with. */
export const MAIL_KIND = {
  passwordReset: 'password_reset',
  accountDeleted: 'account_deleted',
  welcome: 'welcome',
  emailVerification: 'email_verification',
} as const;

export type WelcomeRole = 'participant' | 'supporter' | 'admin';

export function greeting(language: Language, firstName: string): string {
  const t = mailTranslator(language);
  const name = firstName.trim();
  return name === ''
    ? t('common.greeting_without_name')
    : t('common.greeting', { firstName: name });
}

/** Links in mails are ours and absolute; anything else (javascript:, relative) is a bug. */
export function checkedLink(link: string): string {
  const url = URL.canParse(link) ? new URL(link) : undefined;
  if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
    throw new Error('A mail link must be an absolute http(s) URL');
  }
  return link;
}

export function passwordReset(params: {
  language: Language;
  firstName: string;
  link: string;
  validMinutes: number;
}): MailContent {
  const { language, firstName, validMinutes } = params;
  const t = mailTranslator(language);
  const link = checkedLink(params.link);
  return renderMail(language, t('password_reset.subject'), [
    { type: 'paragraph', text: greeting(language, firstName) },
    { type: 'paragraph', text: t('password_reset.intro') },
    { type: 'button', label: t('password_reset.button'), href: link },
    { type: 'link_fallback', hint: t('password_reset.link_hint'), href: link },
    { type: 'paragraph', text: t('password_reset.expiry', { count: validMinutes }) },
    { type: 'note', text: t('password_reset.ignore') },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

/** The link proving an address: at sign-up, or for a new address before it counts (A7). */
export function emailVerification(params: {
  language: Language;
  firstName: string;
  email: string;
  /** True when the address is to replace the account's current one. */
  change: boolean;
  link: string;
  validHours: number;
}): MailContent {
  const { language, firstName, email } = params;
  const t = mailTranslator(language);
  const link = checkedLink(params.link);
  return renderMail(language, t('email_verification.subject'), [
    { type: 'paragraph', text: greeting(language, firstName) },
    {
      type: 'paragraph',
      text: t(params.change ? 'email_verification.intro_change' : 'email_verification.intro', {
        email,
      }),
    },
    { type: 'paragraph', text: t('email_verification.why') },
    { type: 'button', label: t('email_verification.button'), href: link },
    { type: 'link_fallback', hint: t('email_verification.link_hint'), href: link },
    { type: 'paragraph', text: t('email_verification.expiry', { count: params.validHours }) },
    { type: 'note', text: t('email_verification.ignore') },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

export function accountDeleted(params: { language: Language; firstName: string }): MailContent {
  const { language, firstName } = params;
  const t = mailTranslator(language);
  return renderMail(language, t('account_deleted.subject'), [
    { type: 'paragraph', text: greeting(language, firstName) },
    { type: 'paragraph', text: t('account_deleted.intro') },
    { type: 'paragraph', text: t('account_deleted.courses') },
    { type: 'paragraph', text: t('account_deleted.records') },
    { type: 'paragraph', text: t('account_deleted.farewell') },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

export function welcome(params: {
  language: Language;
  firstName: string;
  role: WelcomeRole;
  /** Where the button leads, usually the role's dashboard; no button without it. */
  link?: string;
}): MailContent {
  const { language, firstName, role } = params;
  const t = mailTranslator(language);
  const link = params.link === undefined ? undefined : checkedLink(params.link);
  return renderMail(language, t('welcome.subject'), [
    { type: 'paragraph', text: greeting(language, firstName) },
    { type: 'paragraph', text: t(`welcome.${role}`, { days: COURSE_LENGTH_DAYS }) },
    ...(link === undefined
      ? []
      : [{ type: 'button' as const, label: t('welcome.button'), href: link }]),
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

export const MONEY_MAIL_KIND = {
  donationReceipt: 'donation_receipt',
  newDonation: 'new_donation',
  supportInvite: 'support_invite',
  refundStarted: 'refund_started',
  refundDone: 'refund_done',
  payoutSent: 'payout_sent',
  payoutFailed: 'payout_failed',
} as const;

/** Why a donor's money goes back (issue 16), each said in its own words. */
export const REFUND_REASONS = ['cancelled', 'failed', 'account_deleted', 'partial'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** To the donor once their money is confirmed; amounts come formatted in their language. */
export function donationReceipt(params: {
  language: Language;
  donorName: string;
  participant: string;
  amount: string;
  charged: string;
  share: string;
  fee: string;
  anonymous: boolean;
  link: string;
  /** The signed "where my money went" page of this donation. */
  trailLink: string;
  /** C8 (record 0083): a gift to the stay-quit bonus pot of the 3-month follow-up test. */
  bonus?: boolean;
}): MailContent {
  const { language, participant } = params;
  const t = mailTranslator(language);
  const link = checkedLink(params.link);
  const trail = checkedLink(params.trailLink);
  return renderMail(language, t('donation_receipt.subject', { participant }), [
    { type: 'paragraph', text: greeting(language, params.donorName) },
    {
      type: 'paragraph',
      text: t('donation_receipt.intro', { amount: params.amount, participant }),
    },
    {
      type: 'paragraph',
      text: t('donation_receipt.charged', {
        charged: params.charged,
        share: params.share,
        fee: params.fee,
        participant,
      }),
    },
    {
      type: 'paragraph',
      text: t(params.anonymous ? 'donation_receipt.anonymous' : 'donation_receipt.named', {
        participant,
      }),
    },
    {
      type: 'paragraph',
      text: t(params.bonus ? 'donation_receipt.promise_bonus' : 'donation_receipt.promise', {
        participant,
      }),
    },
    { type: 'button', label: t('donation_receipt.button'), href: link },
    { type: 'paragraph', text: t('donation_receipt.trail') },
    { type: 'button', label: t('trail.button'), href: trail },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

/** To the donor: their money is on its way back (started) or has arrived (done), and why. */
export function refundMail(params: {
  language: Language;
  stage: 'started' | 'done';
  donorName: string;
  participant: string;
  /** What goes back, formatted in the donor's language. */
  amount: string;
  reason: RefundReason;
  trailLink: string;
}): MailContent {
  const { language, participant, stage } = params;
  const t = mailTranslator(language);
  const trail = checkedLink(params.trailLink);
  return renderMail(language, t(`refund_${stage}.subject`, { participant }), [
    { type: 'paragraph', text: greeting(language, params.donorName) },
    { type: 'paragraph', text: t(`refund_reason.${params.reason}`, { participant }) },
    { type: 'paragraph', text: t(`refund_${stage}.text`, { amount: params.amount }) },
    { type: 'button', label: t('trail.button'), href: trail },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

/** To the participant: their payout was sent to the bank, or failed and what to do. */
export function payoutMail(params: {
  language: Language;
  outcome: 'sent' | 'failed';
  /** Record 0101: the stay-quit bonus pot's payout is named as such, and tried again by itself. */
  pot: DonationPot;
  firstName: string;
  amount: string;
  link: string;
}): MailContent {
  const { language, outcome } = params;
  const t = mailTranslator(language);
  const link = checkedLink(params.link);
  const key = `${params.pot === 'stay_quit' ? 'bonus_' : ''}payout_${outcome}`;
  return renderMail(language, t(`${key}.subject`), [
    { type: 'paragraph', text: greeting(language, params.firstName) },
    { type: 'paragraph', text: t(`${key}.text`, { amount: params.amount }) },
    { type: 'button', label: t(`payout_${outcome}.button`), href: link },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

/** To the participant: who gave (or "someone anonymous") and their share; never an email. */
export function newDonation(params: {
  language: Language;
  firstName: string;
  /** Null for an anonymous donation. */
  donorName: string | null;
  share: string;
  link: string;
}): MailContent {
  const { language } = params;
  const t = mailTranslator(language);
  const link = checkedLink(params.link);
  const donor = params.donorName ?? t('new_donation.anonymous_donor');
  return renderMail(language, t('new_donation.subject'), [
    { type: 'paragraph', text: greeting(language, params.firstName) },
    { type: 'paragraph', text: t('new_donation.intro', { donor, share: params.share }) },
    { type: 'paragraph', text: t('new_donation.motivation') },
    { type: 'button', label: t('new_donation.button'), href: link },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

/** "Support a friend": the participant invites someone to their fundraiser. */
export function supportInvite(params: {
  language: Language;
  participant: string;
  link: string;
}): MailContent {
  const { language, participant } = params;
  const t = mailTranslator(language);
  const link = checkedLink(params.link);
  return renderMail(language, t('support_invite.subject', { participant }), [
    { type: 'paragraph', text: t('common.greeting_without_name') },
    { type: 'paragraph', text: t('support_invite.intro', { participant }) },
    { type: 'paragraph', text: t('support_invite.how', { participant }) },
    { type: 'button', label: t('support_invite.button', { participant }), href: link },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}
