import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import {
  LOWEST_SCRYPT_N,
  passwordHasher,
  STANDARD_SCRYPT_N,
} from '../../../src/platform/auth/password-hash';
import { loadConfig } from '../../../src/platform/config';

describe('password hashes (record 0089)', () => {
  it('at the standard cost are better-auth’s own, both ways: no stored password is lost', async () => {
    const ours = passwordHasher();
    const mine = await ours.hash('ein gutes Passwort');
    expect(mine).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: mine, password: 'ein gutes Passwort' })).toBe(true);
    const theirs = await hashPassword('ein gutes Passwort');
    expect(await ours.verify({ hash: theirs, password: 'ein gutes Passwort' })).toBe(true);
    expect(await ours.verify({ hash: theirs, password: 'ein gutes passwort' })).toBe(false);
  });

  it('at another cost name it, and verify whatever cost the process now hashes with', async () => {
    const low = passwordHasher(LOWEST_SCRYPT_N);
    const hash = await low.hash('secret-123');
    expect(hash).toMatch(new RegExp(`^scrypt\\$${LOWEST_SCRYPT_N}\\$[0-9a-f]{32}:[0-9a-f]{128}$`));
    expect(await passwordHasher(STANDARD_SCRYPT_N).verify({ hash, password: 'secret-123' })).toBe(
      true,
    );
    expect(await low.verify({ hash, password: 'secret-124' })).toBe(false);
    // The cost is part of what is checked: the same key claimed at another cost fails.
    const claimed = hash.replace(`scrypt$${LOWEST_SCRYPT_N}$`, 'scrypt$2048$');
    expect(await low.verify({ hash: claimed, password: 'secret-123' })).toBe(false);
  });

  it('refuse what is not a hash of theirs instead of throwing', async () => {
    const hasher = passwordHasher(LOWEST_SCRYPT_N);
    for (const hash of [
      '',
      'plain',
      'abc:xyz',
      'scrypt$1000$aa:bb',
      'scrypt$512$aa:bb',
      'scrypt$4194304$aa:bb',
    ]) {
      expect(await hasher.verify({ hash, password: 'secret-123' })).toBe(false);
    }
  });

  it('cost comes from PASSWORD_HASH_N: better-auth’s by default, a power of two from 1024 to 2^17', () => {
    expect(loadConfig({}).passwordHashN).toBe(STANDARD_SCRYPT_N);
    expect(loadConfig({ PASSWORD_HASH_N: '1024' }).passwordHashN).toBe(1024);
    for (const bad of ['1000', '512', '3000', 'x', String(2 ** 18)]) {
      expect(() => loadConfig({ PASSWORD_HASH_N: bad })).toThrow(
        /PASSWORD_HASH_N: PASSWORD_HASH_N must be a power of two from 1024/,
      );
    }
  });
});
