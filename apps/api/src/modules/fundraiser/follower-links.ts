// The signed links of follower mails (record 0080): one purpose each, so a confirm link cannot
// unsubscribe and an unsubscribe link cannot confirm, and neither fits another follower.
import { pageRoutes } from '@quit/contracts/routes';
import { FOLLOW_CONFIRM_DAYS } from '@quit/domain/followers';
import { signedLinkToken, verifySignedLinkToken } from '../../platform/signed-link';

export const FOLLOW_LINK_PURPOSE = {
  confirm: 'follow-confirm:v1',
  unsubscribe: 'follow-unsubscribe:v1',
} as const;
export type FollowLinkPurpose = keyof typeof FOLLOW_LINK_PURPOSE;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Unsubscribe links are read late, from old mails: they last ten years. */
const UNSUBSCRIBE_DAYS = 3653;

export function followLinkToken(
  secret: string,
  purpose: FollowLinkPurpose,
  followerId: string,
  now: Date,
): string {
  const days = purpose === 'confirm' ? FOLLOW_CONFIRM_DAYS : UNSUBSCRIBE_DAYS;
  return signedLinkToken(
    secret,
    FOLLOW_LINK_PURPOSE[purpose],
    followerId,
    new Date(now.getTime() + days * DAY_MS),
  );
}

export function verifyFollowLink(
  secret: string,
  purpose: FollowLinkPurpose,
  link: { follower: string; token: string },
  now: Date,
): boolean {
  return verifySignedLinkToken(
    secret,
    FOLLOW_LINK_PURPOSE[purpose],
    link.follower,
    link.token,
    now,
  );
}

/** The web page that confirms or unsubscribes with one click (no sign-in). */
export function followPageLink(
  publicUrl: string,
  secret: string,
  purpose: FollowLinkPurpose,
  followerId: string,
  now: Date,
): string {
  const page = purpose === 'confirm' ? pageRoutes.followConfirm : pageRoutes.followUnsubscribe;
  const query = new URLSearchParams({
    follower: followerId,
    token: followLinkToken(secret, purpose, followerId, now),
  });
  return `${publicUrl}${page}?${query.toString()}`;
}

/** RFC 8058 one-click: mail clients POST to this address without opening a page. */
export function oneClickUnsubscribeHeaders(
  publicUrl: string,
  secret: string,
  followerId: string,
  now: Date,
): Record<string, string> {
  const query = new URLSearchParams({
    follower: followerId,
    token: followLinkToken(secret, 'unsubscribe', followerId, now),
  });
  return {
    'List-Unsubscribe': `<${publicUrl}/api/follow/unsubscribe?${query.toString()}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export function fundraiserPageLink(publicUrl: string, participantId: string): string {
  return `${publicUrl}${pageRoutes.supporterSupport.replace(':participantId', encodeURIComponent(participantId))}`;
}
