import { pageRoutes, type PageRouteName } from '@quit/contracts/routes';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authEvents } from '@/lib/auth-events';
import { json, on, sessionRoute, stubFetch } from '@/testing/fetch';
import {
  balanceFixture,
  donationTrailFixture,
  profileFixture,
  publicParticipantFixture,
  sandboxCheckoutFixture,
  sessionFixture,
  supporterDonationsFixture,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const bothRoles = sessionFixture({ roles: ['participant', 'supporter'] });

/** Signed in with both roles, so that every guarded page opens. */
function stubSignedIn() {
  return stubFetch(
    sessionRoute(bothRoles),
    on('GET', '/api/participant', () => json(profileFixture)),
    on('GET', '/api/user/profile', () => json(profileFixture)),
    on('GET', '/api/participant/p-123/public', () => json(publicParticipantFixture)),
    on('GET', '/api/participant/balance', () => json(balanceFixture)),
    on('GET', '/api/participant/bankaccount', () => json({ bankAccount: null })),
    on('GET', '/api/participant/stripeaccount', () =>
      json({ status: 'none', provider: 'sandbox' }),
    ),
    on('GET', '/api/supporter/donations', () => json(supporterDonationsFixture)),
    on('GET', '/api/sandbox/checkout/cs-123', () => json(sandboxCheckoutFixture)),
    on('GET', '/api/sandbox/identity/cs-123', () => json({ id: 'cs-123', status: 'pending' })),
    on('GET', '/api/donation/d-1/trail', () => json(donationTrailFixture)),
    // Sign-out would leave the page at once; these tests only look at the page.
    on('POST', '/api/account/signout', () => new Promise<Response>(() => {})),
    on('POST', '/api/account/enter', () => new Promise<Response>(() => {})),
  );
}

const headings = {
  home: 'Quit smoking in 28 days. Your friends put money on it.',
  about: 'About',
  terms: 'Terms',
  impressum: 'Impressum',
  privacy: 'Privacy Policy',
  cookiePolicy: 'Cookie Policy',
  signIn: 'Sign in',
  signUp: 'Sign up',
  signOut: 'Sign out',
  identify: 'Finish setting up your account',
  resetPassword: 'Set a new password',
  verifyEmail: 'Confirm your email address',
  supporterSettingsDanger: 'Danger zone',
  participantDashboard: 'Dashboard',
  participantInsights: 'Insights',
  participantCalendar: 'Calendar',
  participantResources: 'Resources',
  participantChat: 'Chat',
  participantCraving: 'Ride out a craving',
  participantBilling: 'Billing',
  participantProfile: 'Edit Profile',
  participantDanger: 'Danger zone',
  supporterDashboard: 'Dashboard',
  supporterSupportIndex: 'Support a Friend',
  supporterSupport: 'Grace H.',
  donationTrail: 'Where my money went',
  welcomeCongratulations: 'Congratulations',
  welcomeQuestionnaire: 'Welcome questionnaire',
  questionnaire: 'Welcome questionnaire',
  userProfile: 'Profile',
  testHandoff: 'Your nicotine test',
  remindersUnsubscribe: 'Reminder emails',
  followConfirm: 'Follow a fundraiser',
  followUnsubscribe: 'Unsubscribe',
  sandboxCheckout: 'Test checkout',
  sandboxIdentity: 'Test identity check',
  // Without the admin role every page of the console is refused (issue 10).
  admin: 'No access',
  adminPeople: 'No access',
  adminPerson: 'No access',
  adminMoney: 'No access',
  adminCourses: 'No access',
  adminCourse: 'No access',
  adminContact: 'No access',
  adminOutbox: 'No access',
  adminOutboxMail: 'No access',
  adminSandbox: 'No access',
  adminJobs: 'No access',
  adminChat: 'No access',
  adminKits: 'No access',
  adminReviews: 'No access',
  adminPhotos: 'No access',
  adminQuestionnaire: 'No access',
  adminProgramme: 'No access',
  adminSeminar: 'No access',
} satisfies Record<PageRouteName, string>;

/** Page titles other than "<heading> · QuitPot". */
const titles: Partial<Record<PageRouteName, string>> = {
  home: 'Quit smoking in 28 days · QuitPot',
  supporterSupport: 'Support Grace H. · QuitPot',
};

const cases = (Object.keys(pageRoutes) as PageRouteName[]).map((name) => ({
  name,
  path: pageRoutes[name]
    .replace(':participantId', 'p-123')
    .replace(':sessionId', 'cs-123')
    .replace(':donationId', 'd-1')
    .replace(':token', 'AbCdEfGhIjKlMnOpQrStUv'),
  heading: headings[name],
}));

describe('router', () => {
  it.each(cases)('renders $path with its heading and title', async ({ path, heading, name }) => {
    stubSignedIn();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(titles[name] ?? `${heading} · QuitPot`));
    // Landmarks every layout has.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('radiogroup', { name: 'Language' })).toBeInTheDocument();
  });

  it.each(['/nope', '/participant/unknown', '/auth', '/supporter/support/a/b'])(
    'shows the 404 page for %s',
    async (path) => {
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
    },
  );

  it('opens "Support a Friend" from the landing page without an account (issue 16)', async () => {
    stubFetch(sessionRoute(null));
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: headings.home });
    await user.click(screen.getByRole('link', { name: 'Support a friend' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support a Friend' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/supporter/support');
    expect(
      screen.getByRole('textbox', { name: /Fundraiser link or participant ID/ }),
    ).toBeVisible();
  });

  it('goes home when the session ends (a 401 anywhere)', async () => {
    stubSignedIn();
    const { router } = renderApp('/participant/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    act(() => authEvents.emitSignOut());
    expect(
      await screen.findByRole('heading', { level: 1, name: headings.home }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // The session is forgotten: the header offers to sign in again.
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('has the participant navigation with settings, help and sign-out', async () => {
    stubSignedIn();
    renderApp('/participant/settings/billing');
    await screen.findByRole('heading', { level: 1, name: 'Billing' });
    const nav = screen.getByRole('navigation', { name: 'Participant navigation' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/auth/signout');
  });

  it('has a danger zone in the supporter navigation', async () => {
    stubSignedIn();
    renderApp('/supporter/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByRole('link', { name: 'Danger zone' })).toHaveAttribute(
      'href',
      '/supporter/settings/danger',
    );
  });

  it('opens and closes the mobile menu with the burger', async () => {
    stubSignedIn();
    const user = userEvent.setup();
    renderApp('/supporter/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const burger = screen.getByRole('button', { name: 'Open menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', 'site-navigation');

    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(screen.getByRole('link', { name: 'Support a Friend' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support a Friend' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
