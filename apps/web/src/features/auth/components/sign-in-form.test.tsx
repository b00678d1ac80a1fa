import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, requestsTo, SESSION_PATH, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

async function signIn(user: UserEvent, role: 'Participant' | 'Supporter' = 'Participant') {
  await user.click(await screen.findByRole('radio', { name: new RegExp(role) }));
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('shows "Not registered as Supporter" inline and the failure toast', async () => {
    stubFetch(
      on('POST', '/api/account/signin', () =>
        json({ code: 'NOT_REGISTERED_AS_SUPPORTER', message: 'Not registered as Supporter' }, 403),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/signin');

    await signIn(user, 'Supporter');

    // The toast library loads with the first toast: its alert may come after the form's own.
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent === 'Sign-in failed'),
      ).toBe(true),
    );
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form');
    expect(within(form as HTMLElement).getByText('Not registered as Supporter')).toBeVisible();
  });

  it('says "Anmelden fehlgeschlagen" in German for wrong credentials', async () => {
    stubFetch(
      on('POST', '/api/account/signin', () =>
        json({ code: 'SIGNIN_FAILED', message: 'Anmelden fehlgeschlagen' }, 400),
      ),
    );
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('de');
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/signin');

    await user.type(await screen.findByRole('textbox', { name: 'E-Mail' }), 'ada@example.org');
    await user.type(screen.getByLabelText(/^Passwort/, { selector: 'input' }), 'wrong12');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Anmelden fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByText('Bitte prüfe deine E-Mail-Adresse und dein Passwort.')).toBeVisible();
  });

  it('sends "keep me signed in", toasts success and goes to ?next=', async () => {
    const fetchMock = stubFetch(
      on('POST', '/api/account/signin', () => json(sessionFixture())),
      on('GET', '/api/participant', () => new Promise<Response>(() => {})),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth/signin?next=%2Fparticipant%2Fcalendar');

    await user.click(await screen.findByRole('checkbox', { name: 'Keep me signed in' }));
    await signIn(user);

    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/participant/calendar');
    const [request] = requestsTo(fetchMock, '/api/account/signin');
    expect(await request?.json()).toEqual({
      role: 'participant',
      email: 'ada@example.org',
      password: 'secret1',
      rememberMe: true,
    });
  });

  it('ignores a ?next= that leaves the site and opens the dashboard', async () => {
    stubFetch(on('POST', '/api/account/signin', () => json(sessionFixture())));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth/signin?next=%2F%2Fevil.example%2F');

    await signIn(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/participant/dashboard');
  });
});

describe('an operator signing in', () => {
  it('lands on the console, not the supporter dashboard', async () => {
    const operator = sessionFixture({ roles: ['supporter', 'admin'], role: 'supporter' });
    let signedIn = false;
    stubFetch(
      on('POST', '/api/account/signin', () => {
        signedIn = true;
        return json(operator);
      }),
      (request) =>
        new URL(request.url).pathname === SESSION_PATH && signedIn
          ? json({ current: operator })
          : undefined,
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth/signin');

    await signIn(user, 'Supporter');

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});

describe('forgot password', () => {
  it.each([
    ['accepted', () => json({ ok: true }, 202)],
    ['failed', () => json({ code: 'INTERNAL', message: 'Something went wrong' }, 500)],
  ])('shows the same "check your mailbox" notice when the request %s', async (_, respond) => {
    const fetchMock = stubFetch(on('POST', '/api/account/password-reset', respond));
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/signin');

    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    // The address typed for signing in is carried over.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Check your mailbox');
    expect(notice).toHaveTextContent(
      "If there is an account for ada@example.org, we've sent it a link to set a new password.",
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/account/password-reset');
    expect(await request?.json()).toEqual({ email: 'ada@example.org' });
  });
});
