// The API's module order, lowest floor first: a folder of apps/api/src imports only from floors
// below its own (and from inside itself). eslint.config.js enforces it (eslint-plugin-boundaries);
// the README shows it as a table, and a test keeps the two and the tree in step.
/** @type {{ floor: number; folders: string[]; holds: string }[]} */
export const apiFloors = [
  { floor: 1, folders: ['db'], holds: 'schema, migrations, the database connection' },
  {
    floor: 2,
    folders: ['platform'],
    holds: 'configuration, clocks, errors, jobs, auth, caches, the change bus, HTTP plumbing',
  },
  { floor: 3, folders: ['providers'], holds: 'payments, mail, storage, tasks behind their ports' },
  { floor: 4, folders: ['core'], holds: 'the core plugin and ServiceDeps, what every module gets' },
  {
    floor: 5,
    folders: ['modules/course-row'],
    holds: 'the course row: reads, locks, balances, the profile and time zone',
  },
  {
    floor: 6,
    folders: [
      'modules/account',
      'modules/consent',
      'modules/contact',
      'modules/fundraiser',
      'modules/global',
      'modules/health',
      'modules/push',
      'modules/share-card',
      'modules/testimonials',
    ],
    holds:
      'accounts with profiles, consents, contact, fundraiser pages, public settings, push devices',
  },
  { floor: 7, folders: ['modules/questionnaires'], holds: 'questionnaires, badges, motivation' },
  { floor: 8, folders: ['modules/programme'], holds: 'seminars, diary, to-dos, calendar' },
  {
    floor: 9,
    folders: ['modules/money', 'modules/reminders'],
    holds: 'the ledger, gifts, refunds, payouts; reminder mails',
  },
  { floor: 10, folders: ['modules/course'], holds: 'the course lifecycle and its calendar' },
  {
    floor: 11,
    folders: ['modules/testkit', 'modules/chat', 'modules/sandbox', 'modules/dashboard'],
    holds:
      "the nicotine test; chat and encouragement; the payment sandbox; the participant's dashboard read",
  },
  {
    floor: 12,
    folders: ['modules/provider-events'],
    holds: "the provider's signed events, handed to money and the test kit",
  },
  {
    floor: 13,
    folders: ['modules/admin', 'modules/graphql'],
    holds: 'the operator console, GraphQL',
  },
  {
    floor: 14,
    folders: ['cli', '.'],
    holds: 'app.ts and main.ts (the composition), command-line tools',
  },
];
