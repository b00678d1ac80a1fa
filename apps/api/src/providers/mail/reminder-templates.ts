// The daily programme's reminder mails (issue 9), each with a link that stops them.
import type { Language } from '@quit/domain/constants';
import { mailTranslator } from './mail-i18n';
import { renderMail, type MailBlock } from './mail-layout';
import type { MailContent } from './port';
import { checkedLink, greeting } from './templates';

export const REMINDER_MAIL_KIND = {
  diaryOpen: 'reminder_diary_open',
  diaryClosing: 'reminder_diary_closing',
  seminars: 'reminder_seminars',
} as const;

export type SeminarLine = { day: number; slot: 'morning' | 'evening'; title: string };

type ReminderParams = {
  language: Language;
  firstName: string;
  /** Where the button leads (dashboard or resources). */
  link: string;
  /** The page that turns reminders off (after a click). */
  unsubscribeLink: string;
};

function footer(language: Language, unsubscribeLink: string): MailBlock {
  const t = mailTranslator(language);
  return {
    type: 'footer_link',
    text: t('reminders.footer'),
    label: t('reminders.unsubscribe'),
    href: checkedLink(unsubscribeLink),
  };
}

function seminarBlocks(language: Language, seminars: SeminarLine[]): MailBlock[] {
  if (seminars.length === 0) return [];
  const t = mailTranslator(language);
  return [
    { type: 'paragraph', text: t('reminders.seminars_intro', { count: seminars.length }) },
    {
      type: 'list',
      items: seminars.map((s) =>
        t('reminders.seminar_line', {
          day: s.day,
          slot: t(`reminders.slot_${s.slot}`),
          title: s.title,
        }),
      ),
    },
  ];
}

/** 18:00 on day n: the diary is open; seminars still to watch are listed when there are some. */
export function diaryOpenReminder(
  params: ReminderParams & { day: number; seminars: SeminarLine[] },
): MailContent {
  const { language, day } = params;
  const t = mailTranslator(language);
  return renderMail(language, t('reminders.diary_open.subject', { day }), [
    { type: 'paragraph', text: greeting(language, params.firstName) },
    { type: 'paragraph', text: t('reminders.diary_open.intro', { day }) },
    { type: 'button', label: t('reminders.diary_open.button'), href: checkedLink(params.link) },
    ...seminarBlocks(language, params.seminars),
    { type: 'paragraph', text: t('common.sign_off') },
    footer(language, params.unsubscribeLink),
  ]);
}

/** The evening of day n + 1: day n's diary is still missing and closes at midnight. */
export function diaryClosingReminder(params: ReminderParams & { day: number }): MailContent {
  const { language, day } = params;
  const t = mailTranslator(language);
  return renderMail(language, t('reminders.diary_closing.subject'), [
    { type: 'paragraph', text: greeting(language, params.firstName) },
    { type: 'paragraph', text: t('reminders.diary_closing.intro', { day }) },
    { type: 'button', label: t('reminders.diary_closing.button'), href: checkedLink(params.link) },
    { type: 'paragraph', text: t('common.sign_off') },
    footer(language, params.unsubscribeLink),
  ]);
}

/** Seminars left unwatched, when the diary needs no reminder (it is written already). */
export function seminarsReminder(
  params: ReminderParams & { seminars: SeminarLine[] },
): MailContent {
  const { language } = params;
  const t = mailTranslator(language);
  return renderMail(language, t('reminders.seminars.subject', { count: params.seminars.length }), [
    { type: 'paragraph', text: greeting(language, params.firstName) },
    ...seminarBlocks(language, params.seminars),
    { type: 'button', label: t('reminders.seminars.button'), href: checkedLink(params.link) },
    { type: 'paragraph', text: t('common.sign_off') },
    footer(language, params.unsubscribeLink),
  ]);
}
