// The rules of the chat and of supporters' encouragement (issue 17): lengths, control
// characters, rate limits. Both the API and the web app check text with `chatTextProblem`.

/** Longest chat message, in characters (Unicode code points). */
export const CHAT_MESSAGE_MAX = 2000;
/** Longest encouragement: short by design, it is read at a glance on the dashboard. */
export const ENCOURAGEMENT_MAX = 280;
/** Messages one person may send per minute (the same limit for participants and operators). */
export const CHAT_RATE_LIMIT = { limit: 20, windowSeconds: 60 } as const;
/** Encouragements one supporter may send per hour. */
export const ENCOURAGEMENT_RATE_LIMIT = { limit: 5, windowSeconds: 60 * 60 } as const;
/** An operator's answer unread this long sends the participant a mail (once per answer run). */
export const CHAT_UNREAD_MAIL_MINUTES = 15;
/** Messages per history page. */
export const CHAT_PAGE_SIZE = 30;

/** C0/C1 controls and lone surrogates, except line feed, carriage return and tab. */
const CONTROL = /(?![\n\r\t])[\p{Cc}\p{Cs}]/u;

export type ChatTextProblem =
  'CHAT_MESSAGE_EMPTY' | 'CHAT_MESSAGE_TOO_LONG' | 'CHAT_CONTROL_CHARACTERS';

/** What is wrong with a message's text (already trimmed), or null when it may be sent. */
export function chatTextProblem(text: string, max: number): ChatTextProblem | null {
  if (text.trim() === '') return 'CHAT_MESSAGE_EMPTY';
  if (CONTROL.test(text)) return 'CHAT_CONTROL_CHARACTERS';
  if ([...text].length > max) return 'CHAT_MESSAGE_TOO_LONG';
  return null;
}
