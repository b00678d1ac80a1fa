// The web app's data layer: how a feature's api/ folder is written, and every query key.
//
// - Each call to the API is an exported plain async function (`getBalance`, `setTodo`) around
//   `apiRequest`; the answer is checked with a schema from `lazySchema` (lib/lazy-schema), so
//   zod and the contracts load with the first call, not with the page (what every public page
//   asks at boot is not checked at all: get-session, get-counters). Reads take `{ signal }`.
// - Each read has a query factory made with `queryOptions` (`balanceQuery()`) whose key comes
//   from here; boot-queries, the prerender and the cache updates go through the factory or key.
// - Hooks wrap them: `useBalance()` is `useQuery(balanceQuery())`, with options of the use
//   (`enabled`, `placeholderData`) spread in; `useSetTodo()` is `useMutation({ mutationFn:
//   setTodo, ... })` with the cache updates the change causes (callbacks such as `onSaved` run
//   with the mutation). Components call the hooks, or useQuery on a factory; they do not
//   define calls or queries of their own.
// - One file per resource (get-balance.ts, set-todo.ts); where a feature has many small calls
//   on one area (the operator console, chat, reviews) they share a file.
//
// Every query key is made here, by the feature that owns the query, so that one feature can
// refresh what another shows (a course change reloads billing's balance) although features do
// not import each other. The arrays are the cache's identity: change one and every prefix match
// on it (invalidateQueries, setQueriesData) changes with it. Prefixes that are invalidated as a
// whole are constants (`all`); the keys of single queries are functions.
import type { Language } from '@quit/domain/constants';

/** The session; every other query belongs to whoever is signed in (auth/lib/session-cache). */
export const accountKeys = {
  session: () => ['account', 'session'] as const,
  federated: () => ['account', 'federated'] as const,
};

/** The operator console; every action there refreshes all of it. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  people: (q: string, cursor: string | undefined) => ['admin', 'people', q, cursor] as const,
  person: (userId: string) => ['admin', 'person', userId] as const,
  moneyTotals: () => ['admin', 'money', 'totals'] as const,
  attention: () => ['admin', 'money', 'attention'] as const,
  courses: (state: string, q: string, cursor: string | undefined) =>
    ['admin', 'courses', state, q, cursor] as const,
  course: (courseId: string) => ['admin', 'course', courseId] as const,
  contact: (handled: string, cursor: string | undefined) =>
    ['admin', 'contact', handled, cursor] as const,
  outbox: (cursor: string | undefined) => ['admin', 'outbox', cursor] as const,
  outboxMail: (mailId: string) => ['admin', 'outbox-mail', mailId] as const,
  jobs: (state: string, cursor: string | undefined) => ['admin', 'jobs', state, cursor] as const,
  clock: () => ['admin', 'clock'] as const,
  reviews: () => ['admin', 'reviews-landing'] as const,
  kits: (state: string) => ['admin', 'testkits', 'kits', state] as const,
  tests: (status: string) => ['admin', 'testkits', 'tests', status] as const,
  /** T7: the spot tests ahead, open, or missed and waiting for a decision. */
  spotTests: () => ['admin', 'testkits', 'spot-tests'] as const,
  /** The programme editor (record 0069): every seminar, and one with its draft. */
  programme: () => ['admin', 'programme'] as const,
  seminar: (seminarId: string) => ['admin', 'programme', seminarId] as const,
  /** Record 0102: page and update photos waiting for an operator. */
  photos: () => ['admin', 'photos'] as const,
};

/** The participant's money; a course change moves it, so the course feature reloads the balance. */
export const billingKeys = {
  balance: () => ['billing', 'balance'] as const,
  bankAccount: () => ['billing', 'bank-account'] as const,
  providerAccount: () => ['billing', 'provider-account'] as const,
};

/** Chat; a (re)connected live stream refreshes all of it, a live event every inbox page. */
export const chatKeys = {
  all: ['chat'] as const,
  inboxes: ['chat', 'inbox'] as const,
  inbox: (q: string) => ['chat', 'inbox', q] as const,
  participants: (q: string) => ['chat', 'participants', q] as const,
  conversation: (id: string) => ['chat', 'conversation', id] as const,
  participantChat: () => ['chat', 'participant'] as const,
};

/** Supporters' encouragement (the chat feature): hiding, reporting or removing refreshes all. */
export const encouragementKeys = {
  all: ['encouragements'] as const,
  panel: () => ['encouragements', 'panel'] as const,
  moderation: () => ['encouragements', 'moderation'] as const,
};

export const configKeys = {
  webapp: () => ['global', 'webapp'] as const,
};

/**
 * The participant's daily overview in one read (record 0086). Its parts are filed under the keys
 * of the reads they stand for (course, programme, questionnaires), which every change refreshes
 * as before; this key only holds the answer that filled them.
 */
export const dashboardKeys = {
  overview: (language: Language) => ['dashboard', language] as const,
};

/** The course; the nicotine test reloads all of it when a result moves the course on. */
export const courseKeys = {
  all: ['course'] as const,
  active: () => ['course', 'active'] as const,
  day: () => ['course', 'day'] as const,
  /** T7: the spot test announced today (or taken, or missed); null before its 08:00. */
  spotTest: () => ['course', 'spot-test'] as const,
  /** C8: the follow-up tests after a pass; a test's result reloads them with the course. */
  followUps: () => ['course', 'follow-ups'] as const,
};

/** A8: the participant's thank-you note for one course (record 0078), under the course prefix. */
export const thankYouNoteKeys = {
  course: (courseId: string) => ['course', courseId, 'thank-you'] as const,
};

/** Donations; the fundraiser-page editor reloads every public fundraiser (it shows the story). */
export const donationKeys = {
  fundraisers: ['fundraiser'] as const,
  fundraiser: (participantId: string) => ['fundraiser', participantId] as const,
  trail: (donationId: string, token: string) => ['donation-trail', donationId, token] as const,
  supporterDonations: () => ['supporter', 'donations'] as const,
};

export const fundraiserPageKeys = {
  page: () => ['fundraiser-page'] as const,
};

export const healthConsentKeys = {
  consent: () => ['participant', 'health-consent'] as const,
};

export const landingKeys = {
  counters: () => ['global', 'counters'] as const,
  hallOfFame: () => ['global', 'hall-of-fame'] as const,
};

export const nicotineTestKeys = {
  courseKit: (courseId: string) => ['testkit', 'course', courseId] as const,
  /** C8: the kit of a follow-up test (3 or 6 months after a pass), the same test's flow. */
  followUpKit: (followUpId: string) => ['testkit', 'follow-up', followUpId] as const,
  /** T4: the newest hand-off link of the course (waiting, opened by the phone, expired). */
  handoff: (courseId: string) => ['testkit', 'handoff', courseId] as const,
  /** The phone's opening of a hand-off link: asked once, never again (it is single use). */
  handoffRedeem: (token: string) => ['testkit', 'handoff-redeem', token] as const,
};

/** The profile at either address (participant, user); a change reloads the other one. */
export const profileKeys = {
  all: ['profile'] as const,
  profile: (source: string) => ['profile', source] as const,
};

/**
 * The programme. Titles, to-dos and list labels come in the request's language, so the language
 * is part of every key; everything under `all` depends on what the participant watched, ticked
 * or wrote, so a change invalidates that prefix.
 */
export const programmeKeys = {
  all: ['programme'] as const,
  currentDay: (language: Language) => ['programme', language, 'day', 'current'] as const,
  day: (language: Language, day: number) => ['programme', language, 'day', day] as const,
  unwatched: (language: Language) => ['programme', language, 'unwatched'] as const,
  calendar: (language: Language) => ['programme', language, 'calendar'] as const,
  todos: (language: Language, resourceId: string) =>
    ['programme', language, 'todos', resourceId] as const,
  feedback: () => ['programme', 'feedback', 'current'] as const,
  /** C9: the slip help's figures; a diary entry changes them (under `all`). */
  slip: () => ['programme', 'slip'] as const,
  list: (language: Language, list: 'symptom' | 'triggertype') =>
    ['programme-lists', language, list] as const,
};

/**
 * The questionnaires. Texts come in the request's language, so it is part of the keys;
 * everything under `all` follows from the answers, so answering invalidates that prefix.
 */
export const questionnaireKeys = {
  all: ['questionnaires'] as const,
  definition: (language: Language, name: string) =>
    ['questionnaire-definitions', language, name] as const,
  statuses: (language: Language) => ['questionnaires', language, 'statuses'] as const,
  answers: (language: Language, name: string) =>
    ['questionnaires', language, 'answers', name] as const,
  // Under the programme's prefix: a diary entry (which invalidates 'programme') changes these.
  motivation: () => ['programme', 'motivation'] as const,
  badges: () => ['programme', 'badges'] as const,
  insights: (language: Language) => ['programme', language, 'insights'] as const,
  hallOfFameChoice: () => ['participant', 'hall-of-fame'] as const,
};

/**
 * Cravings (P7) and the help matched to dependence (P8): logging or ending a craving invalidates
 * the prefix; the Fagerström score is the questionnaires' (answering reloads everything anyway).
 */
export const cravingKeys = {
  all: ['cravings'] as const,
  insights: (language: Language) => ['cravings', language, 'insights'] as const,
  dependenceHelp: () => ['cravings', 'dependence-help'] as const,
};

/** Push notifications: the kinds switched on and the devices (one answer for both). */
export const pushKeys = {
  settings: () => ['participant', 'push'] as const,
};

export const sandboxKeys = {
  checkout: (sessionId: string) => ['sandbox', 'checkout', sessionId] as const,
  identity: (sessionId: string) => ['sandbox', 'identity', sessionId] as const,
};

/** Reviews; writing one's own reloads the public list. */
export const testimonialKeys = {
  public: () => ['global', 'reviews'] as const,
  own: () => ['participant', 'review'] as const,
};
