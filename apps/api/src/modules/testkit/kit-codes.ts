import { randomInt } from 'node:crypto';
import { KIT_CODE_ALPHABET } from '@quit/domain/kit-geometry';

/** A new kit code, QP- and 8 random characters (32^8 ≈ 10^12: not guessable in practice). */
export function newKitCode(): string {
  let code = 'QP-';
  for (let i = 0; i < 8; i++) code += KIT_CODE_ALPHABET[randomInt(KIT_CODE_ALPHABET.length)];
  return code;
}
