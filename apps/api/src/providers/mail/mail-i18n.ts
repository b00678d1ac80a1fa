// The mail texts' own i18next instance, so mails never depend on the API's error catalogue.
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@quit/domain/constants';
import deMail from './locales/de/mail.json' with { type: 'json' };
import enMail from './locales/en/mail.json' with { type: 'json' };

const instance = i18next.createInstance();
await instance.init({
  resources: { de: { mail: deMail }, en: { mail: enMail } },
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['mail'],
  defaultNS: 'mail',
  // Texts are plain here; the HTML renderer escapes every paragraph, names included.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function mailTranslator(language: Language): TFunction {
  return instance.getFixedT(language, 'mail');
}
