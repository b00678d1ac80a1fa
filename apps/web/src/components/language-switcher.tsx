import { LANGUAGES, type Language } from '@quit/domain/constants';
import { useTranslation } from '@/lib/use-translation';
import { chooseLanguage, currentLanguage, isLanguage } from '@/lib/i18n';
import classes from './language-switcher.module.css';

/** The page's language: two native radios (record 0107), each name in its own language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const value = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();

  return (
    <div
      role="radiogroup"
      className={classes.root}
      // Before the app's code has arrived, src/wake.ts answers a tap on it (issue 31).
      data-language-switch
      aria-label={t('language.label')}
    >
      {LANGUAGES.map((language: Language) => (
        <label key={language} className={classes.option}>
          <input
            className={classes.input}
            type="radio"
            name="page-language"
            value={language}
            checked={value === language}
            onChange={() => void chooseLanguage(language)}
          />
          {/* Marked up so screen readers pronounce each name right. */}
          <span lang={language}>{t(`language.${language}`)}</span>
        </label>
      ))}
    </div>
  );
}
