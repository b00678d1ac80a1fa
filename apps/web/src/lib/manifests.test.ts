// Issue 30: one web manifest per language, with the page texts the server writes into the page
// (packages/contracts/src/locales/{en,de}/page.json), and the page links its language's.
import { LANGUAGES } from '@quit/domain/constants';
import dePage from '@quit/contracts/locales/de/page.json';
import enPage from '@quit/contracts/locales/en/page.json';
import { afterEach, describe, expect, it } from 'vitest';
import deManifest from '../../public/manifest.de.webmanifest?raw';
import enManifest from '../../public/manifest.en.webmanifest?raw';
import { i18n } from './i18n';

const pages = { en: enPage, de: dePage };
const manifests: Record<string, string> = { en: enManifest, de: deManifest };
const manifest = (language: string) =>
  JSON.parse(manifests[language] ?? '{}') as Record<string, unknown>;

afterEach(() => document.head.querySelector('link[rel="manifest"]')?.remove());

describe('the web manifests', () => {
  it.each(LANGUAGES)('has one in %s, named and described in that language', (language) => {
    const own = manifest(language);
    expect(own).toMatchObject({
      lang: language,
      name: pages[language].app_name,
      description: pages[language].app_description,
      short_name: 'QuitPot',
      start_url: '/',
    });
    // Everything but the words is the same in both.
    const withoutWords = (m: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(m).filter(
          ([key]) => !['name', 'description', 'lang', 'shortcuts'].includes(key),
        ),
      );
    expect(withoutWords(own)).toEqual(withoutWords(manifest('en')));
  });

  it.each([
    ['en', 'SOS craving'],
    ['de', 'SOS Rauchverlangen'],
  ])("offers the craving ride-out as the installed app's shortcut (%s, P7)", (language, name) => {
    expect(manifest(language).shortcuts).toEqual([
      expect.objectContaining({ name, short_name: 'SOS', url: '/participant/craving' }),
    ]);
  });

  it('differ in their words', () => {
    expect(manifest('de').name).not.toBe(manifest('en').name);
    expect(manifest('de').description).toBe(
      'Ein Kurs über 28 Tage zum Rauchstopp, bei dem Freunde in deinen Topf spenden.',
    );
  });

  it('the page links the manifest of the language it switches to', async () => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = '/manifest.en.webmanifest';
    document.head.append(link);
    await i18n.changeLanguage('de');
    expect(link.getAttribute('href')).toBe('/manifest.de.webmanifest');
    await i18n.changeLanguage('en');
    expect(link.getAttribute('href')).toBe('/manifest.en.webmanifest');
  });
});
