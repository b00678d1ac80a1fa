import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Translator } from './translator';

function translator(language = 'de') {
  const strings = new Translator(language, {
    fallbackLanguage: 'en',
    languages: ['en', 'de'],
    defaultNamespace: 'common',
  });
  strings.addResourceBundle('en', 'common', {
    hello: 'Hello {{name}}',
    only_english: 'English only',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    refunds_zero: 'No refunds',
    refunds_other: '{{count}} refunds',
    nested: { deep: { key: 'Deep' } },
  });
  strings.addResourceBundle('de', 'common', {
    hello: 'Hallo {{name}}',
    days_one: '{{count}} Tag',
    days_other: '{{count}} Tage',
  });
  strings.addResourceBundle('de', 'course', { title: 'Kurs', empty: '' });
  return strings;
}

describe('Translator', () => {
  it('fills in values, in the language shown, with English where a string is missing', () => {
    const strings = translator();
    expect(strings.t('hello', { name: 'Ada' })).toBe('Hallo Ada');
    expect(strings.t('only_english')).toBe('English only');
    expect(strings.t('nested.deep.key')).toBe('Deep');
    expect(strings.t('hello')).toBe('Hallo ');
  });

  it("chooses the plural form by the language's rules, and a zero form when there is one", () => {
    const strings = translator();
    expect(strings.t('days', { count: 1 })).toBe('1 Tag');
    expect(strings.t('days', { count: 3 })).toBe('3 Tage');
    expect(strings.t('refunds', { count: 0 })).toBe('No refunds');
    expect(strings.t('refunds', { count: 2 })).toBe('2 refunds');
    // A count of 1 with no `_one` form: the `_other` form, as i18next did.
    expect(strings.t('refunds', { count: 1 })).toBe('1 refunds');
  });

  it('finds a key by its namespace, or in the namespaces given, in order', () => {
    const strings = translator();
    expect(strings.t('course:title')).toBe('Kurs');
    expect(strings.getFixedT(null, ['course', 'common'])('hello', { name: 'B' })).toBe('Hallo B');
    expect(strings.getFixedT('en', 'common')('hello', { name: 'B' })).toBe('Hello B');
    expect(strings.t('course:empty')).toBe('');
  });

  it('shows the key, or the default value, when no language has the string', () => {
    const strings = translator();
    expect(strings.t('course:missing.key')).toBe('missing.key');
    expect(strings.t('missing', { defaultValue: 'Fallback {{n}}', n: 2 })).toBe('Fallback 2');
  });

  it('tells its listeners of a new language and falls back to English for one it does not speak', async () => {
    const strings = translator('en');
    const heard: string[] = [];
    strings.on('languageChanged', (language) => heard.push(language));
    const before = strings.getRevision();
    await strings.changeLanguage('de');
    expect(heard).toEqual(['de']);
    expect(strings.getRevision()).toBeGreaterThan(before);
    await strings.changeLanguage('fr');
    expect(strings.resolvedLanguage).toBe('en');
  });
});

describe('the keys a t takes', () => {
  it('are checked when the code is compiled (a key its namespaces lack is refused)', async () => {
    const { i18n } = await import('./i18n');
    const t = i18n.getFixedT('en', 'course');
    // @ts-expect-error: not a key of the course namespace
    expect(t('no_such.key')).toBe('no_such.key');
    // @ts-expect-error: errors has no such code
    expect(t('errors:NO_SUCH_CODE')).toBe('NO_SUCH_CODE');
    expect(t('common:back_home')).toBe(i18n.getFixedT('en')('back_home'));
  });
});

describe('useTranslation and Trans', () => {
  it('re-renders with the new language and puts elements into tagged parts', async () => {
    const { i18n } = await import('./i18n');
    const { Trans, useTranslation } = await import('./use-translation');
    function Legal() {
      const { t } = useTranslation('auth');
      return (
        <p data-testid="legal">
          <Trans
            t={t}
            i18nKey="sign_up.legal"
            components={{ terms: <a href="/terms" />, privacy: <a href="/privacy" /> }}
          />
        </p>
      );
    }
    await act(() => i18n.changeLanguage('en'));
    render(<Legal />);
    expect(screen.getByTestId('legal')).toHaveTextContent(
      'By signing up you accept our Terms and our Privacy Policy.',
    );
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('link', { name: 'AGB' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });
});
