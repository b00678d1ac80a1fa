import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDateSchema,
  hasControlCharacters,
  idSchema,
  isoDateSchema,
  optionalTextSchema,
  textSchema,
  tokenSchema,
} from './text';

describe('textSchema', () => {
  const line = textSchema({ min: 1, max: 20 });
  const lines = textSchema({ max: 200, multiline: true });

  it('trims and accepts ordinary text in any script', () => {
    expect(line.parse('  Zoë Ødegård ')).toBe('Zoë Ødegård');
    expect(line.parse('王小明')).toBe('王小明');
    expect(line.parse('محمد')).toBe('محمد');
    expect(lines.parse('Hallo,\r\n\tzweite Zeile')).toBe('Hallo,\r\n\tzweite Zeile');
  });

  it('refuses NUL, other C0 and C1 controls, DEL and lone surrogates', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0007b',
      'a\u001b[31m',
      'a\u007fb',
      'a\u0085b',
      'a\u009bb',
      'a\ud800b',
      'a\udfffb',
    ]) {
      expect(line.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      expect(lines.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('allows line breaks and tabs only in multi-line text', () => {
    for (const text of ['a\nb', 'a\r\nb', 'a\tb']) {
      expect(line.safeParse(text).success).toBe(false);
      expect(lines.safeParse(text).success).toBe(true);
    }
  });

  it('never lets a control character through, whatever surrounds it', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.integer({ min: 0, max: 0x9f }).filter((c) => c < 0x20 || c >= 0x7f),
        fc.string({ maxLength: 10 }),
        (before, code, after) => {
          const text = `x${before}${String.fromCharCode(code)}${after}x`;
          expect(line.safeParse(text).success).toBe(false);
          const multiline =
            [0x09, 0x0a, 0x0d].includes(code) && !hasControlCharacters(before + after);
          expect(lines.safeParse(text).success).toBe(multiline);
        },
      ),
    );
  });

  it('keeps its length limits and makes an empty optional field null', () => {
    expect(line.safeParse('').success).toBe(false);
    expect(line.safeParse('x'.repeat(21)).success).toBe(false);
    const optional = optionalTextSchema({ max: 5 });
    expect(optional.parse('  ')).toBeNull();
    expect(optional.parse(null)).toBeNull();
    expect(optional.safeParse('a\u0000').success).toBe(false);
  });
});

describe('dates', () => {
  it('take calendar dates from 1900 to 2100', () => {
    for (const ok of ['1900-01-01', '2026-02-28', '2100-12-31', '2024-02-29']) {
      expect(isoDateSchema.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of [
      '0000-01-01',
      '1899-12-31',
      '2101-01-01',
      '9999-12-31',
      '2026-02-30',
      '2026-1-1',
      '',
    ]) {
      expect(isoDateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('take birth dates up to today, not later', () => {
    const today = new Date().toISOString().slice(0, 10);
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(birthDateSchema.safeParse(today).success).toBe(true);
    expect(birthDateSchema.safeParse('1900-01-01').success).toBe(true);
    expect(birthDateSchema.safeParse(inTwoDays).success).toBe(false);
    expect(birthDateSchema.safeParse('1899-12-31').success).toBe(false);
  });
});

describe('ids and tokens', () => {
  it('take ids of letters, digits, _ and - only', () => {
    expect(idSchema.safeParse('oYQ3ozyDD7VPsqZrFWCgRNraoq10liSn').success).toBe(true);
    expect(idSchema.safeParse('79c19d61-adca-4095-bc29-a627c14544f8').success).toBe(true);
    for (const bad of ['', 'a b', 'a\u0000', '../x', 'x'.repeat(101), "a'--"]) {
      expect(idSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('take header tokens of visible ASCII only', () => {
    const key = tokenSchema({ min: 8, max: 20 });
    expect(key.safeParse('order-1234').success).toBe(true);
    for (const bad of ['short', 'has space1', 'tab\there', 'umlaut-ä-key', 'x'.repeat(21)]) {
      expect(key.safeParse(bad).success, bad).toBe(false);
    }
  });
});
