import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, requestsTo, sessionRoute, stubFetch, SESSION_PATH } from '@/testing/fetch';
import { profileFixture, sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

describe('route guards', () => {
  it('sends a visitor without a session to sign-in, with the way back and the role', async () => {
    stubFetch(sessionRoute(null));
    const { router } = renderApp('/participant/calendar?view=week');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/signin');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('next')).toBe('/participant/calendar?view=week');
    expect(params.get('role')).toBe('participant');
    expect(screen.getByRole('radio', { name: /Participant/ })).toBeChecked();
  });

  it('lets any session into /user/profile, without a role in the sign-in link', async () => {
    stubFetch(sessionRoute(null));
    const { router } = renderApp('/user/profile');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(new URLSearchParams(router.state.location.search).get('role')).toBeNull();
  });

  it('tells a participant "Not registered as Supporter" and adds the role', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture({ roles: ['participant'] })),
      on('POST', '/api/account/roles', () =>
        json(sessionFixture({ roles: ['participant', 'supporter'] })),
      ),
    );
    const user = userEvent.setup();
    renderApp('/supporter/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not registered as Supporter' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute(
      'href',
      '/participant/dashboard',
    );
    await user.click(screen.getByRole('button', { name: 'Add the supporter role' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(await screen.findByText('Role added successfully')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/account/roles');
    expect(await request?.json()).toEqual({ role: 'supporter' });
  });

  it('shows the supporter navigation on /user/profile for a supporter', async () => {
    stubFetch(
      sessionRoute(sessionFixture({ roles: ['supporter'] })),
      on('GET', '/api/user/profile', () => json(profileFixture)),
    );
    renderApp('/user/profile');
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getByRole('navigation', { name: 'Supporter navigation' })).toBeInTheDocument();
  });
});

describe('public header', () => {
  it('offers "Dashboard" and "Sign out" instead of "Sign in" when signed in', async () => {
    stubFetch(sessionRoute(sessionFixture({ roles: ['supporter'] })));
    renderApp('/about');
    const [dashboard] = await screen.findAllByRole('link', { name: 'Dashboard' });
    expect(dashboard).toHaveAttribute('href', '/supporter/dashboard');
    expect(screen.getAllByRole('link', { name: 'Sign out' })[0]).toHaveAttribute(
      'href',
      '/auth/signout',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('offers "Sign in" when signed out', async () => {
    stubFetch(sessionRoute(null));
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    expect(screen.getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute(
      'href',
      '/auth/signin',
    );
  });
});

describe('sign-out', () => {
  it('signs out, forgets the session and goes home', async () => {
    let signedIn = true;
    const fetchMock = stubFetch(
      (request) =>
        new URL(request.url).pathname === SESSION_PATH
          ? signedIn
            ? json({ current: sessionFixture() })
            : json({ code: 'UNAUTHENTICATED', message: 'Please sign in' }, 401)
          : undefined,
      on('POST', '/api/account/signout', () => {
        signedIn = false;
        return json({ ok: true });
      }),
    );
    const { router } = renderApp('/auth/signout');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Quit smoking in 28 days. Your friends put money on it.',
      }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(requestsTo(fetchMock, '/api/account/signout')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });
});
