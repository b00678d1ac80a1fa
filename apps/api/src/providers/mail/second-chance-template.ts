// C7 (record 0081): the donor's keep-or-refund mail after a course failed or was cancelled, with
// two signed one-click links, and the mail that tells a donor who kept their gift that the next
// attempt has started with it. Both in the language the donor gave in.
import type { Language } from '@quit/domain/constants';
import { mailTranslator } from './mail-i18n';
import { renderMail } from './mail-layout';
import type { MailContent } from './port';
import { checkedLink, greeting } from './templates';

export const SECOND_CHANCE_MAIL_KIND = {
  choice: 'gift_choice',
  nextAttempt: 'next_attempt_started',
} as const;

export function giftChoiceMail(params: {
  language: Language;
  donorName: string;
  participant: string;
  reason: 'failed' | 'cancelled';
  amount: string;
  /** Dates formatted in the donor's language. */
  decideBy: string;
  keepUntil: string;
  keepLink: string;
  refundLink: string;
  trailLink: string;
}): MailContent {
  const { language, participant } = params;
  const t = mailTranslator(language);
  return renderMail(language, t('second_chance.subject', { participant }), [
    { type: 'paragraph', text: greeting(language, params.donorName) },
    { type: 'paragraph', text: t(`second_chance.reason_${params.reason}`, { participant }) },
    { type: 'paragraph', text: t('second_chance.choice', { amount: params.amount, participant }) },
    {
      type: 'paragraph',
      text: t('second_chance.keep_rule', { participant, keepUntil: params.keepUntil }),
    },
    { type: 'button', label: t('second_chance.keep_button'), href: checkedLink(params.keepLink) },
    {
      type: 'button',
      label: t('second_chance.refund_button'),
      href: checkedLink(params.refundLink),
    },
    { type: 'paragraph', text: t('second_chance.default', { decideBy: params.decideBy }) },
    { type: 'button', label: t('trail.button'), href: checkedLink(params.trailLink) },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

export function nextAttemptMail(params: {
  language: Language;
  donorName: string;
  participant: string;
  amount: string;
  trailLink: string;
}): MailContent {
  const { language, participant } = params;
  const t = mailTranslator(language);
  return renderMail(language, t('second_chance.next_subject', { participant }), [
    { type: 'paragraph', text: greeting(language, params.donorName) },
    {
      type: 'paragraph',
      text: t('second_chance.next_text', { participant, amount: params.amount }),
    },
    {
      type: 'button',
      label: t('second_chance.next_button'),
      href: checkedLink(params.trailLink),
    },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}
