// Issue 30, item 7: one spelling per signed token. A token with a leading zero in its expiry or
// another spelling of its MAC's last character (base64url's unused bits) is refused (record 0066).
import { describe, expect, it } from 'vitest';
import { trailToken, verifyTrailToken } from '../../src/modules/money/trail-token';
import {
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '../../src/modules/reminders/unsubscribe-token';
import { signedLinkToken, verifySignedLinkToken } from '../../src/platform/signed-link';

const SECRET = 'a-secret-for-the-spelling-test';
const NOW = new Date('2026-11-26T12:00:00Z');
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The same bytes spelled otherwise: the last character with an unused bit set. */
function otherLastCharacter(token: string): string {
  const last = token.at(-1)!;
  const respelled = ALPHABET[ALPHABET.indexOf(last) ^ 1]!;
  const variant = token.slice(0, -1) + respelled;
  const mac = (t: string) => Buffer.from(t.split('.').at(-1)!, 'base64url');
  expect(mac(variant).equals(mac(token))).toBe(true);
  return variant;
}

const leadingZero = (token: string) => `0${token}`;

describe('one spelling per signed token', () => {
  it('signed links (export files, recordings)', () => {
    const token = signedLinkToken(
      SECRET,
      'export-photo',
      'abc',
      new Date(NOW.getTime() + 3_600_000),
    );
    const verify = (t: string) => verifySignedLinkToken(SECRET, 'export-photo', 'abc', t, NOW);
    expect(verify(token)).toBe(true);
    expect(verify(otherLastCharacter(token))).toBe(false);
    expect(verify(leadingZero(token))).toBe(false);
  });

  it('donation trail links', () => {
    const token = trailToken(SECRET, 'donation-1', NOW);
    const verify = (t: string) => verifyTrailToken(SECRET, 'donation-1', t, NOW);
    expect(verify(token)).toBe(true);
    expect(verify(otherLastCharacter(token))).toBe(false);
    expect(verify(leadingZero(token))).toBe(false);
  });

  it('unsubscribe links', () => {
    const token = unsubscribeToken(SECRET, 'user-1');
    expect(verifyUnsubscribeToken(SECRET, token)).toBe('user-1');
    expect(verifyUnsubscribeToken(SECRET, otherLastCharacter(token))).toBeNull();
  });
});
