import errors from '@quit/contracts/locales/de/errors.json';
import { bundleOf } from './load-language';

export const bundle = bundleOf(
  import.meta.glob(['./de/*.json', '!./de/admin.json'], { eager: true, import: 'default' }),
  errors,
);
