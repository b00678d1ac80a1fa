import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, on, requestsTo, sessionRoute, stubFetch, SESSION_PATH } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const newAccount = sessionFixture({
  roles: [],
  role: null,
  firstName: 'Ada',
  lastName: '',
  needsIdentify: true,
});

describe('/auth/identify', () => {
  afterEach(() => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
  });

  it('in the popup, tells the opener (same origin only) and closes', async () => {
    const postMessage = vi.fn();
    Object.defineProperty(window, 'opener', { value: { postMessage }, configurable: true });
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    stubFetch();
    renderApp('/auth/identify?mode=popup&role=supporter');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finish setting up your account' }),
    ).toBeVisible();
    expect(postMessage).toHaveBeenCalledWith({ type: 'quitpot:federated' }, window.location.origin);
    expect(close).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue in this window' })).toBeVisible();
  });

  it('completes a new federated account: role, names, birth date', async () => {
    const fetchMock = stubFetch(
      sessionRoute(newAccount),
      on('POST', '/api/account/identify', () => json(sessionFixture({ roles: ['supporter'] }))),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth/identify?mode=redirect&role=supporter');

    expect(await screen.findByRole('radio', { name: /Supporter/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '12.10.1990');
    await user.click(screen.getByRole('button', { name: 'Finish account' }));

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/supporter/dashboard');
    const [request] = requestsTo(fetchMock, '/api/account/identify');
    expect(await request?.json()).toEqual({
      role: 'supporter',
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1990-12-10',
    });
  });

  it('enters an existing account as the role and opens its dashboard', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture({ roles: ['participant'] })),
      on('POST', '/api/account/enter', () => json(sessionFixture({ roles: ['participant'] }))),
    );
    const { router } = renderApp('/auth/identify?mode=redirect&role=participant');

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/participant/dashboard');
    expect(await requestsTo(fetchMock, '/api/account/enter')[0]?.json()).toEqual({
      role: 'participant',
    });
  });

  it('shows the role error when the account lacks the role', async () => {
    stubFetch(
      sessionRoute(sessionFixture({ roles: ['participant'] })),
      on('POST', '/api/account/enter', () =>
        json({ code: 'NOT_REGISTERED_AS_SUPPORTER', message: 'Not registered as Supporter' }, 403),
      ),
    );
    renderApp('/auth/identify?mode=redirect&role=supporter');
    expect(await screen.findByText('Not registered as Supporter')).toBeVisible();
  });

  it('without a session, says so and links back to sign-in', async () => {
    stubFetch();
    renderApp('/auth/identify');
    expect(
      await screen.findByText('Your sign-in could not be completed. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/auth/signin?role=participant',
    );
  });
});

describe("/auth/identify's heading and the nicotine test's identity check (issue 30)", () => {
  it.each([
    ['en', 'Finish setting up your account'],
    ['de', 'Konto fertig einrichten'],
  ] as const)('are worded apart (%s)', async (language, heading) => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage(language);
    stubFetch(sessionRoute(newAccount));
    renderApp('/auth/identify');
    const title = await screen.findByRole('heading', { level: 1, name: heading });
    // The test's identity check says "identity" / "Identität"; finishing an account does not.
    expect(title.textContent).not.toMatch(/identit/i);
    for (const key of ['identity.title', 'identity.button'] as const) {
      expect(title.textContent).not.toBe(i18n.t(`nicotine_test:${key}`));
    }
  });
});

describe('federated sign-in button', () => {
  it('is hidden when the deployment has no provider', async () => {
    stubFetch();
    renderApp('/auth/signin');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('opens the popup and, on its message, enters the chosen role', async () => {
    let signedIn = false;
    stubFetch(
      on('GET', '/api/account/federated', () => json({ enabled: true, providerName: 'Google' })),
      (request) =>
        new URL(request.url).pathname === SESSION_PATH
          ? signedIn
            ? json({ current: sessionFixture({ roles: ['supporter'] }) })
            : json({ code: 'UNAUTHENTICATED', message: 'Please sign in' }, 401)
          : undefined,
      on('POST', '/api/account/enter', () => json(sessionFixture({ roles: ['supporter'] }))),
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth/signin?role=supporter');

    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(open).toHaveBeenCalledWith(
      '/api/account/federated/start?mode=popup&role=supporter',
      'quitpot-federated',
      expect.any(String),
    );

    signedIn = true;
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'quitpot:federated' },
          origin: window.location.origin,
        }),
      );
    });

    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/supporter/dashboard');
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
  });
});
