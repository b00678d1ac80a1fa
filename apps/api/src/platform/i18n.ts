import i18next, { type TFunction } from 'i18next';
import deErrors from '@quit/contracts/locales/de/errors.json' with { type: 'json' };
import enErrors from '@quit/contracts/locales/en/errors.json' with { type: 'json' };
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  MIN_AGE_YEARS,
  MIN_PASSWORD_LENGTH,
  START_DATE_MAX_DAYS_AHEAD,
  type Language,
} from '@quit/domain/constants';
import { formatMoney } from '@quit/domain/format';
import type { ErrorCode } from '@quit/contracts/errors';

const instance = i18next.createInstance();
await instance.init({
  resources: { de: { errors: deErrors }, en: { errors: enErrors } },
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: ['errors'],
  defaultNS: 'errors',
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function translator(language: Language, namespace = 'errors'): TFunction {
  return instance.getFixedT(language, namespace);
}

export type MessageSettings = {
  minBalanceCents: number;
  currency: string;
  /** How far ahead a start date may be (days); the message says it in whole weeks. */
  startDateMaxDays?: number;
};

/** The error catalogue message for a code, with the product's constants filled in. */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  settings: MessageSettings,
  params: Record<string, string | number> = {},
): string {
  return translator(language)(code, {
    minAge: MIN_AGE_YEARS,
    minLength: MIN_PASSWORD_LENGTH,
    minBalance: formatMoney(settings.minBalanceCents, language, settings.currency),
    maxWeeks: Math.floor((settings.startDateMaxDays ?? START_DATE_MAX_DAYS_AHEAD) / 7),
    ...params,
  });
}
