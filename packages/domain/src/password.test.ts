import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { MIN_PASSWORD_LENGTH } from './constants';
import { isStrongEnoughPassword, passwordsMatch } from './password';

describe('isStrongEnoughPassword', () => {
  it('needs at least 6 characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(isStrongEnoughPassword('')).toBe(false);
    expect(isStrongEnoughPassword('abcde')).toBe(false);
    expect(isStrongEnoughPassword('abcdef')).toBe(true);
    expect(isStrongEnoughPassword('äöüßÄÖ')).toBe(true);
  });

  it('counts code points, not UTF-16 units', () => {
    expect('😀😀😀'.length).toBe(6);
    expect(isStrongEnoughPassword('😀😀😀')).toBe(false);
    expect(isStrongEnoughPassword('😀😀😀😀😀😀')).toBe(true);
  });

  it('accepts another minimum', () => {
    expect(isStrongEnoughPassword('abcdefgh', 10)).toBe(false);
    expect(isStrongEnoughPassword('abcdefghij', 10)).toBe(true);
  });

  it('agrees with the code-point length for any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (password) => {
        expect(isStrongEnoughPassword(password)).toBe(Array.from(password).length >= 6);
      }),
    );
  });
});

describe('passwordsMatch', () => {
  it('compares exactly', () => {
    expect(passwordsMatch('secret1', 'secret1')).toBe(true);
    expect(passwordsMatch('secret1', 'Secret1')).toBe(false);
    expect(passwordsMatch('secret1', 'secret1 ')).toBe(false);
    expect(passwordsMatch('', '')).toBe(true);
  });
});
