import errors from '@quit/contracts/locales/en/errors.json';
import { bundleOf } from './load-language';

export const bundle = bundleOf(
  import.meta.glob(['./en/*.json', '!./en/admin.json'], { eager: true, import: 'default' }),
  errors,
);
