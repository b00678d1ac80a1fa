import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

describe('verify email (/auth/verify-email?token=…)', () => {
  it('confirms with the token only on a click, then says so and leads on', async () => {
    const fetchMock = stubFetch(
      on('POST', '/api/account/verify-email', () => json({ ok: true, email: 'ada@example.org' })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/verify-email?token=t0k3n');

    await screen.findByRole('heading', { level: 1, name: 'Confirm your email address' });
    // Opening the page (as a mail scanner would) uses nothing up.
    expect(requestsTo(fetchMock, '/api/account/verify-email')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm email address' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'ada@example.org is now confirmed for your account.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    const [request] = requestsTo(fetchMock, '/api/account/verify-email');
    expect(await request?.json()).toEqual({ token: 't0k3n' });
  });

  it('sends a signed-in person on to their dashboard', async () => {
    stubFetch(
      sessionRoute(sessionFixture({ roles: ['supporter'], emailVerified: false })),
      on('POST', '/api/account/verify-email', () => json({ ok: true, email: 'ada@example.org' })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/verify-email?token=t0k3n');
    await user.click(await screen.findByRole('button', { name: 'Confirm email address' }));
    expect(await screen.findByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/supporter/dashboard',
    );
  });

  it('says clearly, in German too, when the link is invalid, used or expired', async () => {
    stubFetch(
      on('POST', '/api/account/verify-email', () =>
        json({ code: 'INVALID_VERIFICATION_LINK', message: 'invalid' }, 400),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('de');
    renderApp('/auth/verify-email?token=used');

    await user.click(await screen.findByRole('button', { name: 'E-Mail-Adresse bestätigen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Bestätigungslink ist ungültig, schon benutzt oder abgelaufen. Melde dich an und fordere einen neuen an.',
    );
    expect(screen.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/auth/signin');
  });

  it('treats a link without a token as invalid', async () => {
    stubFetch();
    renderApp('/auth/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid, already used or expired.',
    );
  });
});

describe('the notice for an unconfirmed address', () => {
  it('tells a signed-in person where the link went and sends it again', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture({ roles: ['participant'], emailVerified: false })),
      on('POST', '/api/account/verify-email/resend', () => json({ ok: true }, 202)),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/user/profile');

    expect(
      await screen.findByText(
        'Please confirm your email address: we sent a link to ada@example.org. Your course mails (the start, the tests, the payout) go to this address.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Sent. Please check your inbox.')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/account/verify-email/resend')).toHaveLength(1);
  });

  it('is not shown once the address is confirmed', async () => {
    stubFetch(sessionRoute(sessionFixture({ roles: ['participant'] })));
    renderApp('/user/profile');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});
