// A8: the participant's thank-you note as each supporter receives it (record 0078): addressed to
// that supporter alone, in the language they gave in, with their own "where my money went" link.
import type { Language } from '@quit/domain/constants';
import { mailTranslator } from './mail-i18n';
import { renderMail } from './mail-layout';
import type { MailContent } from './port';
import { checkedLink, greeting } from './templates';

export const THANK_YOU_NOTE_MAIL_KIND = 'thank_you_note';

export function thankYouNoteMail(params: {
  language: Language;
  /** The donor's own name as they gave it (empty when they gave none). */
  donorName: string;
  /** The participant as supporters see them (A4: first name and last initial). */
  participant: string;
  note: string;
  /** The donor's signed link to their donation's page, where the note is shown too. */
  trailLink: string;
}): MailContent {
  const { language, participant } = params;
  const t = mailTranslator(language);
  return renderMail(language, t('thank_you_note.subject', { participant }), [
    { type: 'paragraph', text: greeting(language, params.donorName) },
    { type: 'paragraph', text: t('thank_you_note.intro', { participant }) },
    { type: 'paragraph', text: params.note },
    { type: 'paragraph', text: t('thank_you_note.why', { participant }) },
    { type: 'button', label: t('thank_you_note.button'), href: checkedLink(params.trailLink) },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}
