// Every page route of the web app (spec section 2). The web router implements exactly these,
// and the server answers other non-API paths with the app's 404 page and a 404 status.

/**
 * A page answer for a request that carried no session cookie at all: nobody is signed in in that
 * browser. The service worker empties its offline cache on it (apps/web/src/service-worker).
 */
export const SIGNED_OUT_PAGE_HEADER = 'x-signed-out';

/**
 * Set for a few seconds on the answer to a signed-in browser's write: when it was made (epoch
 * ms). Answers kept a moment per user are read afresh while it is recent, whichever of the
 * server's processes the next read reaches (apps/api/src/platform/recent-writes.ts).
 */
export const RECENT_WRITE_COOKIE = 'quitpot_wrote_at';

export const pageRoutes = {
  home: '/',
  about: '/about',
  terms: '/terms',
  impressum: '/impressum',
  privacy: '/privacy',
  cookiePolicy: '/cookie-policy',
  signIn: '/auth/signin',
  signUp: '/auth/signup',
  signOut: '/auth/signout',
  identify: '/auth/identify',
  resetPassword: '/auth/reset-password',
  /** The link in the email-verification mail (decisions A7). */
  verifyEmail: '/auth/verify-email',
  supporterSettingsDanger: '/supporter/settings/danger',
  participantDashboard: '/participant/dashboard',
  participantInsights: '/participant/insights',
  participantCalendar: '/participant/calendar',
  participantResources: '/participant/resources',
  participantChat: '/participant/chat',
  participantCraving: '/participant/craving',
  participantBilling: '/participant/settings/billing',
  participantProfile: '/participant/settings/profile',
  participantDanger: '/participant/settings/danger',
  supporterDashboard: '/supporter/dashboard',
  supporterSupportIndex: '/supporter/support',
  supporterSupport: '/supporter/support/:participantId',
  /** "Where my money went": one donation, by the signed link from the donor's mails (issue 16). */
  donationTrail: '/donation/:donationId',
  welcomeCongratulations: '/welcome/congratulations',
  welcomeQuestionnaire: '/welcome/questionnaire',
  questionnaire: '/questionair',
  userProfile: '/user/profile',
  /** T4: the single-use link that opens a test on a phone (its QR code on the first device). */
  testHandoff: '/t/:token',
  /** The link in reminder mails: confirms turning them off (a GET never changes anything). */
  remindersUnsubscribe: '/reminders/unsubscribe',
  /** A8 (record 0080): the confirm link of "follow without giving", and every follower mail's unsubscribe link. */
  followConfirm: '/follow/confirm',
  followUnsubscribe: '/follow/unsubscribe',
  /** The local payment sandbox's checkout (decisions S1); only used when Stripe is not configured. */
  sandboxCheckout: '/sandbox/checkout/:sessionId',
  /** The local sandbox's identity check (decisions S1, A6), standing in for Stripe Identity. */
  sandboxIdentity: '/sandbox/identity/:sessionId',
  /** The operator console (issue 10): admins only, its code loaded only for them. */
  admin: '/admin',
  adminPeople: '/admin/people',
  adminPerson: '/admin/people/:userId',
  adminMoney: '/admin/money',
  adminCourses: '/admin/courses',
  adminCourse: '/admin/courses/:courseId',
  adminContact: '/admin/contact',
  adminOutbox: '/admin/outbox',
  adminOutboxMail: '/admin/outbox/:mailId',
  adminSandbox: '/admin/sandbox',
  adminJobs: '/admin/jobs',
  /** Participants' chat and supporters' encouragement (issue 17). */
  adminChat: '/admin/chat',
  /** Nicotine test kits (issue 11): batches, labels, assigning, missing kits. */
  adminKits: '/admin/kits',
  /** Tests the reader was unsure of, for an operator's final decision (T3). */
  adminReviews: '/admin/reviews',
  /** Record 0102: photos waiting for an operator (the fundraiser page's and updates'). */
  adminPhotos: '/admin/photos',
  /** The end-of-course questionnaire in aggregate (issue 30, item 4). */
  adminQuestionnaire: '/admin/questionnaire',
  /** The programme editor (issue 30, item 1): each day's seminars per language. */
  adminProgramme: '/admin/programme',
  adminSeminar: '/admin/programme/:seminarId',
} as const;

export type PageRouteName = keyof typeof pageRoutes;

/** Home-page anchors the navigation links to (spec section 2). */
export const homeAnchors = ['how-it-works', 'support-a-friend', 'faq', 'contact'] as const;

const patterns = Object.values(pageRoutes).map(
  (route) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
);

/** True when a path (without query or hash) is one of the app's pages. */
export function isPageRoute(path: string): boolean {
  return patterns.some((pattern) => pattern.test(path));
}
