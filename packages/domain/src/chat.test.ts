import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, chatTextProblem } from './chat';

describe('chatTextProblem', () => {
  it('accepts ordinary text with line breaks and tabs', () => {
    expect(chatTextProblem('Hallo!\r\n\tWie geht es?', CHAT_MESSAGE_MAX)).toBeNull();
  });
  it('refuses empty and blank text', () => {
    expect(chatTextProblem('', 10)).toBe('CHAT_MESSAGE_EMPTY');
    expect(chatTextProblem(' \n ', 10)).toBe('CHAT_MESSAGE_EMPTY');
  });
  it('refuses control characters and lone surrogates', () => {
    expect(chatTextProblem('a\u0000b', 10)).toBe('CHAT_CONTROL_CHARACTERS');
    expect(chatTextProblem('a\u001bb', 10)).toBe('CHAT_CONTROL_CHARACTERS');
    expect(chatTextProblem('a\u009bb', 10)).toBe('CHAT_CONTROL_CHARACTERS');
    expect(chatTextProblem('a\ud800b', 10)).toBe('CHAT_CONTROL_CHARACTERS');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(chatTextProblem('😀'.repeat(10), 10)).toBeNull();
    expect(chatTextProblem('😀'.repeat(11), 10)).toBe('CHAT_MESSAGE_TOO_LONG');
  });
});
