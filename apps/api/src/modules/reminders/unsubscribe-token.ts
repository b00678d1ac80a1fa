// The unsubscribe link's token: the user id and an HMAC-SHA256 of it under a secret only the
// server knows (kept in app_secrets), so a link cannot be guessed or turned to another account.
// It never expires (mails are read late) and can only ever turn reminders off.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isCanonicalBase64url } from '../../platform/signed-link';

const PURPOSE = 'reminders-unsubscribe:v1:';

function mac(secret: string, userId: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + userId)
    .digest();
}

export function unsubscribeToken(secret: string, userId: string): string {
  const id = Buffer.from(userId, 'utf8').toString('base64url');
  return `${id}.${mac(secret, userId).toString('base64url')}`;
}

/** The user id a token was made for, or null for anything forged, altered or malformed. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]{1,200})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  if (Buffer.from(userId, 'utf8').toString('base64url') !== match[1]) return null;
  // One spelling per token (see verifySignedLinkToken).
  if (!isCanonicalBase64url(match[2]!)) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
