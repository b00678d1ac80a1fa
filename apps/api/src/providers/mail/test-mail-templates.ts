// Row 48: the participant's mails about the nicotine test (record 0070), each with the
// dashboard link: the kit was posted (with the operator's tracking text), the test opens, the
// deadline is near, an operator decided a disputed or reviewed result, the course failed.
import type { Language } from '@quit/domain/constants';
import { mailTranslator } from './mail-i18n';
import { renderMail } from './mail-layout';
import type { MailContent } from './port';
import { checkedLink, greeting } from './templates';

export const TEST_MAIL_KIND = {
  kitPosted: 'test_kit_posted',
  opens: 'test_opens',
  deadline: 'test_deadline_near',
  decided: 'test_decided',
  failed: 'course_failed',
} as const;

type Common = { language: Language; firstName: string; link: string };

function mail(params: Common, subject: string, paragraphs: string[]): MailContent {
  const t = mailTranslator(params.language);
  return renderMail(params.language, subject, [
    { type: 'paragraph', text: greeting(params.language, params.firstName) },
    ...paragraphs.map((text) => ({ type: 'paragraph' as const, text })),
    { type: 'button', label: t('test_mail.button'), href: checkedLink(params.link) },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

/**
 * The kit is in the post; the tracking text is the operator's, shown as written. A follow-up
 * test's kit (C8) names that test and its window (dates written in the reader's format).
 */
export function kitPostedMail(
  params: Common & {
    trackingText: string | null;
    followUp?: { months: number; opensOn: string; closesOn: string };
  },
): MailContent {
  const t = mailTranslator(params.language);
  const tracking = params.trackingText?.trim();
  const { followUp } = params;
  return mail(params, t('test_mail.kit_posted.subject'), [
    followUp
      ? t('test_mail.kit_posted.follow_up_intro', { ...followUp })
      : t('test_mail.kit_posted.intro'),
    ...(tracking ? [t('test_mail.kit_posted.tracking', { tracking })] : []),
    t('test_mail.kit_posted.keep'),
  ]);
}

/** Day 28, 08:00: the test may be taken, until the last day (written in the reader's format). */
export function testOpensMail(params: Common & { lastDay: string }): MailContent {
  const t = mailTranslator(params.language);
  return mail(params, t('test_mail.opens.subject'), [
    t('test_mail.opens.intro', { lastDay: params.lastDay }),
    t('test_mail.opens.how'),
  ]);
}

/** 7 days and 1 day left (counting today): the last day, and what happens without a test. */
export function deadlineNearMail(
  params: Common & { daysLeft: number; lastDay: string },
): MailContent {
  const t = mailTranslator(params.language);
  const values = { count: params.daysLeft, lastDay: params.lastDay };
  return mail(params, t('test_mail.deadline.subject', values), [
    t('test_mail.deadline.intro', values),
    t('test_mail.deadline.otherwise'),
  ]);
}

export type DecidedResult = 'passed' | 'failed' | 'partial' | 'invalid';

/** An operator decided the participant's disputed or reviewed test. */
export function testDecidedMail(
  params: Common & { result: DecidedResult; disputed: boolean },
): MailContent {
  const t = mailTranslator(params.language);
  return mail(params, t('test_mail.decided.subject'), [
    t(params.disputed ? 'test_mail.decided.disputed' : 'test_mail.decided.reviewed'),
    t(`test_mail.decided.result_${params.result}`),
    t('test_mail.decided.next'),
  ]);
}

/** The course failed by its test: the result, the refunds, and that a new course may start. */
export function courseFailedMail(params: Common, reason?: 'no_test'): MailContent {
  const t = mailTranslator(params.language);
  return mail(params, t('test_mail.failed.subject'), [
    t(reason === 'no_test' ? 'test_mail.failed.intro_no_test' : 'test_mail.failed.intro'),
    t('test_mail.failed.refunds'),
    t('test_mail.failed.again'),
  ]);
}
