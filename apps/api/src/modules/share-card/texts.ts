import type { Language } from '@quit/domain/constants';

/** What a shared fundraiser link says in a messenger's preview, in both languages. */
export const shareTexts: Record<
  Language,
  {
    title: (name: string) => string;
    progress: (raised: string, minimum: string) => string;
    supporters: (count: number) => string;
    day: (day: number) => string;
    imageAlt: (name: string) => string;
    site: string;
  }
> = {
  en: {
    title: (name) => `Support ${name}'s 28 days without smoking`,
    progress: (raised, minimum) => `${raised} of ${minimum} raised`,
    supporters: (count) => (count === 1 ? '1 supporter' : `${count} supporters`),
    day: (day) => `day ${day} of 28`,
    imageAlt: (name) => `${name}'s fundraiser on QuitPot and how much has been raised`,
    site: 'QuitPot',
  },
  de: {
    title: (name) => `Unterstütze ${name} bei 28 Tagen ohne Rauchen`,
    progress: (raised, minimum) => `${raised} von ${minimum} gesammelt`,
    supporters: (count) => (count === 1 ? '1 Unterstützer*in' : `${count} Unterstützer*innen`),
    day: (day) => `Tag ${day} von 28`,
    imageAlt: (name) => `Die Spendenseite von ${name} bei QuitPot und wie viel gesammelt ist`,
    site: 'QuitPot',
  },
};
