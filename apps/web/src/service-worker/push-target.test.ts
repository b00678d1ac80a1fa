import { describe, expect, it } from 'vitest';
import { pushTarget } from './push-target';

const origin = 'https://quitpot.example';

describe('the page a push opens', () => {
  it('opens a path of this app', () => {
    expect(pushTarget('/participant/chat', origin)).toBe(`${origin}/participant/chat`);
    expect(pushTarget('/participant/dashboard?x=1', origin)).toBe(
      `${origin}/participant/dashboard?x=1`,
    );
  });

  it('opens the start page for anything that could lead elsewhere', () => {
    for (const url of [
      'https://evil.example/',
      '//evil.example/x',
      'javascript:alert(1)',
      42,
      null,
    ]) {
      expect(pushTarget(url, origin)).toBe(`${origin}/`);
    }
    expect(pushTarget('/\\evil.example', origin)).toBe(`${origin}/`);
  });
});
