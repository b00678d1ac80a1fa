// The operators' copy of a contact request, in the language the sender wrote in.
import type { Language } from '@quit/domain/constants';
import { mailTranslator } from './mail-i18n';
import { renderMail } from './mail-layout';
import type { MailContent } from './port';

export const CONTACT_MAIL_KIND = 'contact_request';

export function contactRequestMail(params: {
  language: Language;
  name: string;
  email: string;
  message: string;
}): MailContent {
  const { language, name, email, message } = params;
  const t = mailTranslator(language);
  return renderMail(language, t('contact_request.subject', { name }), [
    { type: 'paragraph', text: t('contact_request.intro') },
    {
      type: 'list',
      items: [
        t('contact_request.name', { name }),
        t('contact_request.email', { email }),
        t('contact_request.language', { language }),
      ],
    },
    { type: 'paragraph', text: t('contact_request.message') },
    ...message.split(/\n{2,}/).map((text) => ({ type: 'paragraph' as const, text })),
  ]);
}
