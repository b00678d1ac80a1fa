// The "where my money went" link of a donation (issue 16): the donation id, an expiry and an
// HMAC-SHA256 of both under a secret only the server knows (app_secrets). Anyone holding the link
// (the donor, from their receipt or refund mail) sees that one donation until it expires; it
// cannot be turned to another donation or extended.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isCanonicalBase64url } from '../../platform/signed-link';

const PURPOSE = 'donation-trail:v1:';
/** How long a link from a mail works: long enough for a course, its test and the refunds. */
export const TRAIL_LINK_DAYS = 180;

function mac(secret: string, donationId: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}${donationId}:${expires}`).digest();
}

export function trailToken(secret: string, donationId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + TRAIL_LINK_DAYS * 24 * 60 * 60;
  return `${expires}.${mac(secret, donationId, expires).toString('base64url')}`;
}

/** True for a token made for this donation that has not expired; false for anything else. */
export function verifyTrailToken(
  secret: string,
  donationId: string,
  token: string,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  // One spelling per token (see verifySignedLinkToken).
  if (String(expires) !== match[1] || !isCanonicalBase64url(match[2]!)) return false;
  if (expires * 1000 < now.getTime()) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, donationId, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function trailLink(publicUrl: string, donationId: string, token: string): string {
  return `${publicUrl}/donation/${encodeURIComponent(donationId)}?token=${encodeURIComponent(token)}`;
}
