// T7: the mail that announces the unannounced spot test at 08:00 local time on its day.
import type { Language } from '@quit/domain/constants';
import { mailTranslator } from './mail-i18n';
import { renderMail } from './mail-layout';
import type { MailContent } from './port';
import { checkedLink, greeting } from './templates';

export const SPOT_TEST_MAIL_KIND = 'spot_test_announced';

/** "Spot test today: take it by 22:00", with a button to the dashboard's test flow. */
export function spotTestAnnounced(params: {
  language: Language;
  firstName: string;
  /** The course day of the spot test. */
  day: number;
  /** The deadline as the participant reads it, e.g. "22:00". */
  dueTime: string;
  link: string;
}): MailContent {
  const { language, day, dueTime } = params;
  const t = mailTranslator(language);
  return renderMail(language, t('spot_test.subject', { dueTime }), [
    { type: 'paragraph', text: greeting(language, params.firstName) },
    { type: 'paragraph', text: t('spot_test.intro', { day, dueTime }) },
    { type: 'paragraph', text: t('spot_test.how') },
    { type: 'button', label: t('spot_test.button'), href: checkedLink(params.link) },
    { type: 'paragraph', text: t('spot_test.missed', { dueTime }) },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}
