// The chat's mail (issue 17): an operator's answer waits unread. It names no content: the
// conversation may be about health, and mail is not the place for it.
import type { Language } from '@quit/domain/constants';
import { mailTranslator } from './mail-i18n';
import { renderMail } from './mail-layout';
import type { MailContent } from './port';
import { checkedLink, greeting } from './templates';

export const CHAT_MAIL_KIND = { answerWaiting: 'chat_answer_waiting' } as const;

export function chatAnswerWaiting(params: {
  language: Language;
  firstName: string;
  link: string;
}): MailContent {
  const { language, firstName } = params;
  const t = mailTranslator(language);
  const link = checkedLink(params.link);
  return renderMail(language, t('chat_answer.subject'), [
    { type: 'paragraph', text: greeting(language, firstName) },
    { type: 'paragraph', text: t('chat_answer.intro') },
    { type: 'button', label: t('chat_answer.button'), href: link },
    { type: 'link_fallback', hint: t('chat_answer.link_hint'), href: link },
    { type: 'note', text: t('chat_answer.note') },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}
