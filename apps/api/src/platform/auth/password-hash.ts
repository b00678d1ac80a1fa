// Passwords are stored as scrypt hashes (node:crypto, on libuv's thread pool). The standard
// cost is better-auth's own (N = 2^14, r = 16, p = 1, 64 bytes), stored in better-auth's format
// `salt:key`, so every hash written before this module verifies unchanged. A hash made at another
// cost names it (`scrypt$N$salt:key`), so a lower cost for tests (PASSWORD_HASH_N: hashing is
// most of what a sign-up costs a test suite) or a higher one later never makes an existing
// password unreadable. Record 0089.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** better-auth's cost: the production default. */
export const STANDARD_SCRYPT_N = 16_384;
/** The lowest cost the configuration accepts (for tests only). */
export const LOWEST_SCRYPT_N = 1_024;
/** The highest the configuration accepts (128 · N · r bytes: 256 MiB of memory per hash). */
export const HIGHEST_SCRYPT_N = 2 ** 17;
const R = 16;
const P = 1;
const KEY_BYTES = 64;

/** A cost this module hashes and verifies at: a power of two within the bounds above. */
export function isScryptCost(n: number): boolean {
  return (
    Number.isSafeInteger(n) && n >= LOWEST_SCRYPT_N && n <= HIGHEST_SCRYPT_N && (n & (n - 1)) === 0
  );
}

function derive(password: string, salt: string, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { N: n, r: R, p: P, maxmem: 128 * n * R * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Reads `salt:key` (standard cost) or `scrypt$N$salt:key`; null when it is neither. */
function parse(stored: string): { n: number; salt: string; key: string } | null {
  const named = /^scrypt\$(\d+)\$([^:$]+):([0-9a-f]+)$/.exec(stored);
  if (named) {
    const n = Number(named[1]);
    return isScryptCost(n) ? { n, salt: named[2]!, key: named[3]! } : null;
  }
  const plain = /^([^:$]+):([0-9a-f]+)$/.exec(stored);
  return plain ? { n: STANDARD_SCRYPT_N, salt: plain[1]!, key: plain[2]! } : null;
}

/** better-auth's `emailAndPassword.password` at cost `n` (a power of two). */
export function passwordHasher(n: number = STANDARD_SCRYPT_N) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      const key = (await derive(password, salt, n)).toString('hex');
      return n === STANDARD_SCRYPT_N ? `${salt}:${key}` : `scrypt$${n}$${salt}:${key}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const stored = parse(hash);
      if (!stored) return false;
      const expected = Buffer.from(stored.key, 'hex');
      const actual = await derive(password, stored.salt, stored.n);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
