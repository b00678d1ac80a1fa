// C8 (record 0082): the participant's follow-up test mails, in their language: the reminder a
// week before the due day and on it, and the outcome (passed, failed, missed), with what it means
// for the stay-quit bonus pot of the 3-month test (record 0083).
import type { Language } from '@quit/domain/constants';
import { mailTranslator } from './mail-i18n';
import { renderMail, type MailBlock } from './mail-layout';
import type { MailContent } from './port';
import { checkedLink, greeting } from './templates';

export const FOLLOW_UP_MAIL_KIND = {
  reminder: 'follow_up_reminder',
  outcome: 'follow_up_outcome',
} as const;

type Common = { language: Language; name: string; months: number; dashboardLink: string };

export function followUpReminderMail(
  params: Common & {
    when: 'soon' | 'due';
    /** Dates formatted in the participant's language. */
    opensOn: string;
    closesOn: string;
    /** The bonus pot's confirmed share, formatted; null when none. */
    bonus: string | null;
  },
): MailContent {
  const t = mailTranslator(params.language);
  const values = { months: params.months, opensOn: params.opensOn, closesOn: params.closesOn };
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: greeting(params.language, params.name) },
    { type: 'paragraph', text: t(`follow_up.reminder_${params.when}_text`, values) },
  ];
  if (params.bonus) {
    blocks.push({ type: 'paragraph', text: t('follow_up.bonus', { amount: params.bonus }) });
  }
  blocks.push(
    { type: 'button', label: t('follow_up.button'), href: checkedLink(params.dashboardLink) },
    { type: 'paragraph', text: t('common.sign_off') },
  );
  return renderMail(
    params.language,
    t(`follow_up.reminder_${params.when}_subject`, values),
    blocks,
  );
}

export function followUpOutcomeMail(
  params: Common & {
    outcome: 'passed' | 'failed' | 'missed';
    closesOn: string;
    /** The 3-month test held a bonus pot with money in it. */
    bonus: boolean;
  },
): MailContent {
  const t = mailTranslator(params.language);
  const values = { months: params.months, closesOn: params.closesOn };
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: greeting(params.language, params.name) },
    { type: 'paragraph', text: t(`follow_up.${params.outcome}_text`, values) },
  ];
  if (params.bonus) {
    const line = params.outcome === 'passed' ? 'follow_up.passed_bonus' : 'follow_up.refund_bonus';
    blocks.push({ type: 'paragraph', text: t(line) });
  }
  if (params.outcome === 'passed' && params.months === 6) {
    blocks.push({ type: 'paragraph', text: t('follow_up.passed_six') });
  }
  blocks.push(
    { type: 'button', label: t('follow_up.button'), href: checkedLink(params.dashboardLink) },
    { type: 'paragraph', text: t('common.sign_off') },
  );
  return renderMail(params.language, t(`follow_up.${params.outcome}_subject`, values), blocks);
}
