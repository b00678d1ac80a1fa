// GDPR Art. 15/20 (record 0067): every table of the schema is either read into the data export
// or left out here with its reason. A test walks the whole schema against these two lists, so a
// new table fails it until someone decides where its rows belong.

/** Tables whose rows about the caller are in the export, and the export's field(s) holding them. */
export const EXPORTED_TABLES: Readonly<Record<string, string>> = {
  users: 'account',
  user_roles: 'roles',
  profiles: 'profile',
  accounts: 'signInMethods (the provider only, never a password hash or token)',
  email_verifications: 'account.pendingEmail (the address only, never the link)',
  audit_events: 'securityEvents',
  courses: 'courses',
  course_transitions: 'courseHistory',
  diary_entries: 'diary',
  cravings: 'cravings',
  push_settings: 'pushNotifications.kinds',
  push_subscriptions: 'pushNotifications.devices (name and date, never the endpoint or keys)',
  thank_you_notes: 'thankYouNotes (the text and how many received it, never who)',
  fundraiser_updates: 'fundraiserUpdates (the text, and whether it had a photo)',
  donations: 'donationsReceived (no donor emails, anonymous donors unnamed), donationsMade',
  refunds: 'refunds',
  payouts: 'payouts',
  payout_accounts: 'payoutMethod',
  questionnaire_answers: 'questionnaireAnswers (the end-of-course questionnaire included)',
  participant_badges: 'badges',
  watch_progress: 'watchProgress',
  course_todo_ticks: 'todoTicks',
  chat_conversations: 'chatMessages (the conversation holds only read marks besides them)',
  chat_messages: 'chatMessages (without the operator who wrote an answer)',
  encouragements: 'encouragementsReceived, encouragementsSent',
  fundraiser_pages: 'fundraiser (the photo as a link valid for a day)',
  health_consents: 'healthConsents',
  test_terms_consents: 'testTermsConsents',
  testimonials: 'testimonials',
  identity_verifications: 'identityChecks',
  testkits: 'testKits',
  testkit_tests: 'tests (the photo as a link valid for a day)',
  test_recordings: 'testRecordings (each as a link valid for a day)',
  spot_tests: 'spotTests (once announced; before that they stay hidden, as everywhere)',
  follow_ups: 'followUpTests (record 0082)',
  test_handoffs: 'testHandoffs (without the link or phone-session secrets)',
};

/** Tables left out of the export, with the reason. */
export const LEFT_OUT_TABLES: Readonly<Record<string, string>> = {
  sessions:
    'sign-in sessions: their tokens are secrets and they end on their own; sign-ins are in securityEvents',
  verifications: "better-auth's one-time tokens: secrets that expire within the hour",
  rate_limits: 'counters per address or key for a minute or so, not about a person as such',
  app_secrets: 'server secrets, about nobody',
  jobs: 'the work queue: ids and amounts whose effects are in the other sections',
  mail_deliveries:
    'keys of scheduled mails already sent (course and test ids), kept so none goes twice; the mails themselves are the facts',
  mail_outbox:
    'the local outbox of development mode (production sends by SMTP and keeps nothing); it holds sign-in and reset links, which are secrets',
  contact_messages:
    'written from the landing page by anyone under any address, tied to no account; operators answer them by mail',
  ledger_entries:
    'the bookkeeping behind the gifts, refunds and payouts listed; it adds no fact about the person',
  course_balances: 'a cache of the ledger (the course balance), derived from the sections above',
  gift_choices:
    "supporters' keep-or-refund choices on gifts of an ended course (record 0081): where each gift went shows in the gifts exported (kept, carried or refunded); the link is stored only as a hash",
  money_operations: 'idempotency keys of money calls, pointing at rows exported above',
  provider_events: "ids of the payment provider's webhook events already handled, about nobody",
  sandbox_objects:
    "the local payment sandbox's own records (development only), mirrors of the payments exported",
  seminars: 'the programme: the same for everyone, no personal data',
  seminar_texts: 'the programme: the same for everyone, no personal data',
  seminar_todos: 'the programme: the same for everyone (ticked ones are in todoTicks)',
  seminar_versions:
    "operators' edits of the programme (record 0069): content, not a participant's data",
  course_seminar_pins:
    'which version of a seminar a started course shows (record 0069): programme bookkeeping, nothing the person wrote or did',
  followers:
    'addresses that follow a fundraiser (record 0080), tied to no account: every mail to one carries its own unsubscribe link; an erased account takes its address with it',
  follower_milestones:
    "which milestones of a course were announced and when (record 0080): the course's, not a person's",
  symptoms: "the diary's list of symptoms, the same for everyone",
  trigger_types: "the diary's list of triggers, the same for everyone",
};
