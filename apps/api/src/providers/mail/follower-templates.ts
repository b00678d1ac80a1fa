// A8: the mails a follower of a fundraiser receives (record 0080), each addressed to that one
// follower in their language: the confirm link of "follow without giving", a milestone of the
// course, and the participant's update. Milestone and update mails end with the follower's own
// signed one-click unsubscribe link.
import type { Language } from '@quit/domain/constants';
import type { FollowerMilestone } from '@quit/domain/followers';
import { mailTranslator } from './mail-i18n';
import { renderMail, type MailBlock } from './mail-layout';
import type { MailContent } from './port';
import { checkedLink } from './templates';

export const FOLLOWER_MAIL_KIND = {
  confirm: 'follow_confirm',
  milestone: 'follower_milestone',
  update: 'follower_update',
} as const;

type FollowerMailParams = {
  language: Language;
  /** The participant as supporters see them (A4: first name and last initial). */
  participant: string;
  /** The public fundraiser page. */
  fundraiserLink: string;
  /** The page that unsubscribes this follower (one click, no sign-in). */
  unsubscribeLink: string;
};

function tail(params: FollowerMailParams): MailBlock[] {
  const t = mailTranslator(params.language);
  const { participant } = params;
  return [
    {
      type: 'button',
      label: t('followers.button'),
      href: checkedLink(params.fundraiserLink),
    },
    { type: 'paragraph', text: t('common.sign_off') },
    {
      type: 'footer_link',
      text: t('followers.footer', { participant }),
      label: t('followers.unsubscribe'),
      href: checkedLink(params.unsubscribeLink),
    },
  ];
}

export function followConfirmMail(params: {
  language: Language;
  participant: string;
  confirmLink: string;
}): MailContent {
  const t = mailTranslator(params.language);
  const { participant } = params;
  return renderMail(params.language, t('followers.confirm.subject', { participant }), [
    { type: 'paragraph', text: t('followers.confirm.intro', { participant }) },
    {
      type: 'button',
      label: t('followers.confirm.button'),
      href: checkedLink(params.confirmLink),
    },
    { type: 'paragraph', text: t('followers.confirm.ignore') },
    { type: 'paragraph', text: t('common.sign_off') },
  ]);
}

export function milestoneMail(
  params: FollowerMailParams & { milestone: FollowerMilestone },
): MailContent {
  const t = mailTranslator(params.language);
  const { participant, milestone } = params;
  return renderMail(
    params.language,
    t(`followers.milestone.${milestone}.subject`, { participant }),
    [
      { type: 'paragraph', text: t(`followers.milestone.${milestone}.text`, { participant }) },
      ...tail(params),
    ],
  );
}

export function updateMail(
  params: FollowerMailParams & { text: string; hasPhoto: boolean },
): MailContent {
  const t = mailTranslator(params.language);
  const { participant } = params;
  return renderMail(params.language, t('followers.update.subject', { participant }), [
    { type: 'paragraph', text: t('followers.update.intro', { participant }) },
    { type: 'paragraph', text: params.text },
    ...(params.hasPhoto ? [{ type: 'paragraph' as const, text: t('followers.update.photo') }] : []),
    ...tail(params),
  ]);
}
