// A link anyone holding it may open until it expires: a subject id, an expiry and an
// HMAC-SHA256 of both and the link's purpose under a secret only the server knows (app_secrets).
// It cannot be turned to another subject or purpose, or extended.
import { createHmac, timingSafeEqual } from 'node:crypto';

function mac(secret: string, purpose: string, subject: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${purpose}:${subject}:${expires}`).digest();
}

/** True when the text is the one base64url spelling of its bytes. */
export function isCanonicalBase64url(text: string): boolean {
  return Buffer.from(text, 'base64url').toString('base64url') === text;
}

/** A token for `subject` valid until `expiresAt` (to the second). */
export function signedLinkToken(
  secret: string,
  purpose: string,
  subject: string,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${expires}.${mac(secret, purpose, subject, expires).toString('base64url')}`;
}

/** True for a token made for this purpose and subject that has not expired at `now`. */
export function verifySignedLinkToken(
  secret: string,
  purpose: string,
  subject: string,
  token: string,
  now: Date,
): boolean {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  // One spelling per token: no leading zeros, and the MAC in its one base64url form (the last
  // character's unused bits are zero), so a link cannot be varied into "another" valid link.
  const expires = Number(match[1]);
  if (String(expires) !== match[1] || !isCanonicalBase64url(match[2]!)) return false;
  if (expires * 1000 < now.getTime()) return false;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = mac(secret, purpose, subject, expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
