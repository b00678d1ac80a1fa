import errors from '@quit/contracts/locales/en/errors.json';
import { bundleOf } from './load-language';

// The first screen's namespaces (FIRST_NAMESPACES in load-language.ts; load-language.test.ts).
export const bundle = bundleOf(
  import.meta.glob(
    './en/{auth,common,config,course,cravings,participant,profile,programme,slip,welcome}.json',
    { eager: true, import: 'default' },
  ),
  errors,
);
