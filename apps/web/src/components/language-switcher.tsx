import { SegmentedControl } from '@mantine/core';
import { LANGUAGES, type Language } from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';
import { chooseLanguage, currentLanguage, isLanguage } from '@/lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  return (
    <SegmentedControl
      size="xs"
      // Before the app's code has arrived, src/wake.ts answers a tap on it (issue 31).
      data-language-switch
      aria-label={t('language.label')}
      value={value}
      onChange={(language) => {
        if (isLanguage(language)) void chooseLanguage(language);
      }}
      data={LANGUAGES.map((language: Language) => ({
        value: language,
        // Each name in its own language, marked up so screen readers pronounce it right.
        label: <span lang={language}>{t(`language.${language}`)}</span>,
      }))}
    />
  );
}
