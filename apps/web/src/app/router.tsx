import { pageRoutes } from '@quit/contracts/routes';
import type { RouteObject } from '@/lib/router';
import { PageLoader } from '@/components/page-loader';
import { AppRoot } from './root';
import { RouteError } from './route-error';

// Every page and every layout is its own chunk: the router loads the matched ones in parallel.
const publicLayout = () =>
  import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout }));
const authLayout = () => import('./layouts/auth-layout').then((m) => ({ Component: m.AuthLayout }));
const participantLayout = () =>
  import('./layouts/participant-layout').then((m) => ({ Component: m.ParticipantLayout }));
const supporterLayout = () =>
  import('./layouts/supporter-layout').then((m) => ({ Component: m.SupporterLayout }));
const userLayout = () => import('./layouts/user-layout').then((m) => ({ Component: m.UserLayout }));
const welcomeLayout = () =>
  import('./layouts/welcome-layout').then((m) => ({ Component: m.WelcomeLayout }));
// The operator console: its layout, pages and strings load only when an admin opens /admin.
const adminLayout = () =>
  import('./layouts/admin-layout').then((m) => ({ Component: m.AdminLayout }));
const checkoutLayout = () =>
  import('./layouts/checkout-layout').then((m) => ({ Component: m.CheckoutLayout }));

export const routes: RouteObject[] = [
  {
    Component: AppRoot,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: publicLayout,
        children: [
          { path: pageRoutes.home, lazy: () => import('./routes/home') },
          { path: pageRoutes.about, lazy: () => import('./routes/legal/about') },
          { path: pageRoutes.terms, lazy: () => import('./routes/legal/terms') },
          { path: pageRoutes.impressum, lazy: () => import('./routes/legal/impressum') },
          { path: pageRoutes.privacy, lazy: () => import('./routes/legal/privacy') },
          { path: pageRoutes.cookiePolicy, lazy: () => import('./routes/legal/cookie-policy') },
          // The fundraiser, and finding one by link or code, are public: donating needs no account (A5).
          { path: pageRoutes.supporterSupport, lazy: () => import('./routes/supporter/support') },
          {
            path: pageRoutes.supporterSupportIndex,
            lazy: () => import('./routes/supporter/support-index'),
          },
          { path: pageRoutes.donationTrail, lazy: () => import('./routes/donation-trail') },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
      {
        lazy: authLayout,
        children: [
          { path: pageRoutes.signIn, lazy: () => import('./routes/auth/sign-in') },
          { path: pageRoutes.signUp, lazy: () => import('./routes/auth/sign-up') },
          { path: pageRoutes.signOut, lazy: () => import('./routes/auth/sign-out') },
          { path: pageRoutes.identify, lazy: () => import('./routes/auth/identify') },
          { path: pageRoutes.resetPassword, lazy: () => import('./routes/auth/reset-password') },
          { path: pageRoutes.verifyEmail, lazy: () => import('./routes/auth/verify-email') },
          { path: pageRoutes.testHandoff, lazy: () => import('./routes/test-handoff') },
          {
            path: pageRoutes.remindersUnsubscribe,
            lazy: () => import('./routes/reminders/unsubscribe'),
          },
          { path: pageRoutes.followConfirm, lazy: () => import('./routes/follow/confirm') },
          { path: pageRoutes.followUnsubscribe, lazy: () => import('./routes/follow/unsubscribe') },
        ],
      },
      {
        lazy: participantLayout,
        children: [
          {
            path: pageRoutes.participantDashboard,
            lazy: () => import('./routes/participant/dashboard'),
          },
          {
            path: pageRoutes.participantInsights,
            lazy: () => import('./routes/participant/insights'),
          },
          {
            path: pageRoutes.participantCalendar,
            lazy: () => import('./routes/participant/calendar'),
          },
          {
            path: pageRoutes.participantResources,
            lazy: () => import('./routes/participant/resources'),
          },
          { path: pageRoutes.participantChat, lazy: () => import('./routes/participant/chat') },
          {
            path: pageRoutes.participantCraving,
            lazy: () => import('./routes/participant/craving'),
          },
          {
            path: pageRoutes.participantBilling,
            lazy: () => import('./routes/participant/billing'),
          },
          {
            path: pageRoutes.participantProfile,
            lazy: () => import('./routes/participant/edit-profile'),
          },
          {
            path: pageRoutes.participantDanger,
            lazy: () => import('./routes/participant/danger-zone'),
          },
        ],
      },
      {
        lazy: supporterLayout,
        children: [
          {
            path: pageRoutes.supporterDashboard,
            lazy: () => import('./routes/supporter/dashboard'),
          },
          {
            path: pageRoutes.supporterSettingsDanger,
            lazy: () => import('./routes/supporter/danger-zone'),
          },
        ],
      },
      {
        // Shared by both roles: any session, with the navigation of the role signed in as.
        lazy: userLayout,
        children: [{ path: pageRoutes.userProfile, lazy: () => import('./routes/user/profile') }],
      },
      {
        lazy: welcomeLayout,
        children: [
          {
            path: pageRoutes.welcomeCongratulations,
            lazy: () => import('./routes/welcome/congratulations'),
          },
          {
            path: pageRoutes.welcomeQuestionnaire,
            lazy: () => import('./routes/welcome/questionnaire'),
          },
          { path: pageRoutes.questionnaire, lazy: () => import('./routes/welcome/questionnaire') },
        ],
      },
      {
        // To add a console page: a route here, an entry in features/admin/lib/admin-pages.ts.
        lazy: adminLayout,
        children: [
          { path: pageRoutes.admin, lazy: () => import('./routes/admin/home') },
          { path: pageRoutes.adminPeople, lazy: () => import('./routes/admin/people') },
          { path: pageRoutes.adminPerson, lazy: () => import('./routes/admin/person') },
          { path: pageRoutes.adminMoney, lazy: () => import('./routes/admin/money') },
          { path: pageRoutes.adminCourses, lazy: () => import('./routes/admin/courses') },
          { path: pageRoutes.adminCourse, lazy: () => import('./routes/admin/course') },
          { path: pageRoutes.adminContact, lazy: () => import('./routes/admin/contact') },
          { path: pageRoutes.adminOutbox, lazy: () => import('./routes/admin/outbox') },
          { path: pageRoutes.adminOutboxMail, lazy: () => import('./routes/admin/outbox-mail') },
          { path: pageRoutes.adminSandbox, lazy: () => import('./routes/admin/sandbox') },
          { path: pageRoutes.adminJobs, lazy: () => import('./routes/admin/jobs') },
          { path: pageRoutes.adminChat, lazy: () => import('./routes/admin/chat') },
          { path: pageRoutes.adminKits, lazy: () => import('./routes/admin/kits') },
          { path: pageRoutes.adminReviews, lazy: () => import('./routes/admin/reviews') },
          { path: pageRoutes.adminPhotos, lazy: () => import('./routes/admin/photos') },
          {
            path: pageRoutes.adminQuestionnaire,
            lazy: () => import('./routes/admin/questionnaire'),
          },
          { path: pageRoutes.adminProgramme, lazy: () => import('./routes/admin/programme') },
          {
            path: pageRoutes.adminSeminar,
            lazy: () => import('./routes/admin/programme-seminar'),
          },
        ],
      },
      {
        lazy: checkoutLayout,
        children: [
          { path: pageRoutes.sandboxCheckout, lazy: () => import('./routes/sandbox/checkout') },
          { path: pageRoutes.sandboxIdentity, lazy: () => import('./routes/sandbox/identity') },
        ],
      },
    ],
  },
];
