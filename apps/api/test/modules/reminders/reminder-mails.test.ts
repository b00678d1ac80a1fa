import { describe, expect, it } from 'vitest';
import {
  diaryClosingReminder,
  diaryOpenReminder,
  seminarsReminder,
} from '../../../src/providers/mail/reminder-templates';

const base = {
  firstName: 'Ada',
  link: 'https://quitpot.test/participant/dashboard',
  unsubscribeLink: 'https://quitpot.test/reminders/unsubscribe?token=abc.def',
};

describe('reminder mail templates', () => {
  it('lists seminars escaped in HTML and as written in the text, with the unsubscribe link', () => {
    const mail = diaryOpenReminder({
      ...base,
      language: 'en',
      day: 2,
      seminars: [{ day: 2, slot: 'evening', title: 'Cravings <b>& you</b>' }],
    });
    expect(mail.subject).toBe('Your diary for day 2 is open');
    expect(mail.text).toContain('- Day 2, evening: Cravings <b>& you</b>');
    expect(mail.html).toContain('<li>Day 2, evening: Cravings &lt;b&gt;&amp; you&lt;/b&gt;</li>');
    expect(mail.text).toContain(`Stop reminder emails: ${base.unsubscribeLink}`);
    expect(mail.html).toContain(`href="${base.unsubscribeLink}"`);
  });

  it('has no seminar section when every seminar is watched', () => {
    const mail = diaryOpenReminder({ ...base, language: 'de', day: 5, seminars: [] });
    expect(mail.subject).toBe('Dein Tagebuch für Tag 5 ist offen');
    expect(mail.text).not.toContain('wartet');
    expect(mail.html).not.toContain('<ul');
  });

  it('writes German with "du" and English, one and several seminars', () => {
    const closing = diaryClosingReminder({ ...base, language: 'de', day: 4 });
    expect(closing.text).toContain('Dein Tagebuch für Tag 4 ist noch leer');
    expect(closing.text).toContain('Keine Erinnerungen mehr per E-Mail: https://quitpot.test/');
    const seminar = { day: 1, slot: 'morning' as const, title: 'Quit day' };
    expect(seminarsReminder({ ...base, language: 'en', seminars: [seminar] }).subject).toBe(
      'A seminar is waiting for you',
    );
    expect(
      seminarsReminder({ ...base, language: 'de', seminars: [seminar, seminar] }).subject,
    ).toBe('2 Seminare warten auf dich');
  });

  it('refuses an unsubscribe link that is not an absolute http(s) URL', () => {
    expect(() =>
      diaryClosingReminder({ ...base, language: 'en', day: 1, unsubscribeLink: 'javascript:x' }),
    ).toThrow();
  });
});
