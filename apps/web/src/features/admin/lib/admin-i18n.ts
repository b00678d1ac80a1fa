// The console's strings ship with the console's code: they join the app's strings when the
// first admin module loads, so the public pages never carry them.
import { i18n } from '@/lib/i18n';
import deAdmin from '@/locales/de/admin.json';
import enAdmin from '@/locales/en/admin.json';

export const adminResources = { de: deAdmin, en: enAdmin } as const;

for (const [language, bundle] of Object.entries(adminResources)) {
  if (!i18n.hasResourceBundle(language, 'admin')) {
    i18n.addResourceBundle(language, 'admin', bundle);
  }
}
