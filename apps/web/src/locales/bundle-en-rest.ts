import { bundleOf } from './load-language';

// Every namespace but the first screen's and the console's (load-language.test.ts).
export const bundle = bundleOf(
  import.meta.glob(
    [
      './en/*.json',
      '!./en/{admin,auth,common,config,course,cravings,participant,profile,programme,slip,welcome}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
