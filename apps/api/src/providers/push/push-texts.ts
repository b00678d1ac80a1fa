// What a push says, in the recipient's language: short, because a lock screen shows two lines.
// The words follow the mails about the same event (providers/mail/locales).
import type { Language } from '@quit/domain/constants';
import type { PushKind } from '@quit/domain/push';

export type PushParams = { day?: number | undefined; dueTime?: string | undefined };
type Text = { title: (p: PushParams) => string; body: (p: PushParams) => string };

const texts: Record<Language, Record<PushKind, Text>> = {
  en: {
    diary_open: {
      title: (p) => `Your diary for day ${p.day ?? ''} is open`,
      body: () => 'Two minutes for how today went: write it down while you remember.',
    },
    seminar_waiting: {
      title: () => 'A seminar is waiting for you',
      body: () => 'Watch it when you have a quiet moment today.',
    },
    chat_reply: {
      title: () => 'You have an answer in the chat',
      body: () => 'Our team replied to your message.',
    },
    test_day: {
      title: () => 'Your nicotine test is open',
      body: () => 'Open the app, scan your kit and follow the steps.',
    },
    spot_test: {
      title: (p) => `Spot test today: take it by ${p.dueTime ?? ''}`,
      body: () => 'Your unannounced spot test is today. Use one of the kits we posted to you.',
    },
  },
  de: {
    diary_open: {
      title: (p) => `Dein Tagebuch für Tag ${p.day ?? ''} ist offen`,
      body: () => 'Zwei Minuten für deinen Tag: schreib ihn auf, solange du dich erinnerst.',
    },
    seminar_waiting: {
      title: () => 'Ein Seminar wartet auf dich',
      body: () => 'Schau es dir heute in einer ruhigen Minute an.',
    },
    chat_reply: {
      title: () => 'Du hast eine Antwort im Chat',
      body: () => 'Unser Team hat auf deine Nachricht geantwortet.',
    },
    test_day: {
      title: () => 'Dein Nikotintest ist offen',
      body: () => 'Öffne die App, scanne dein Kit und folge den Schritten.',
    },
    spot_test: {
      title: (p) => `Stichprobentest heute: bitte bis ${p.dueTime ?? ''} Uhr`,
      body: () =>
        'Heute ist dein unangekündigter Stichprobentest. Nimm eins der Kits, die wir dir geschickt haben.',
    },
  },
};

export function pushText(
  kind: PushKind,
  language: Language,
  params: PushParams,
): { title: string; body: string } {
  const text = texts[language][kind];
  return { title: text.title(params), body: text.body(params) };
}
