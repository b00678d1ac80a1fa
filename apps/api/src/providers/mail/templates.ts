// The product's mails in German and English, each rendered to subject, plain text and HTML.
import { COURSE_LENGTH_DAYS, type Language } from '@quit/domain/constants';
import { mailTranslator } from './mail-i18n';
import { renderMail } from './mail-layout';
import type { MailContent } from './port';

/** The `kind` each template's mail is sent (and found in the outbox) with. */
export const MAIL_KIND = {
  passwordReset: 'password_reset',
  accountDeleted: 'account_deleted',
  welcome: 'welcome',
} as const;

export type WelcomeRole = 'participant' | 'supporter' | 'admin';

function greeting(language: Language, firstName: string): string {
  const t = mailTranslator(language);
  const name = firstName.trim();
  return name === ''
    ? t('common.greeting_without_name')
    : t('common.greeting', { firstName: name });
}

/** Links in mails are ours and absolute; anything else (javascript:, relative) is a bug. */
function checkedLink(link: string): string {
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
