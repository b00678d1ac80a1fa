import 'i18next';
import type { resources } from '@/locales/resources';
// The console's strings load with the console (features/admin/lib/admin-i18n.ts), not here.
import type enAdmin from '@/locales/en/admin.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'] & { admin: typeof enAdmin };
  }
}
