import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const newPassword = () => screen.getByLabelText(/^New password/, { selector: 'input' });
const repeated = () => screen.getByLabelText(/^Repeat the password/, { selector: 'input' });

describe('reset password', () => {
  it('sets the new password with the token and links to sign-in', async () => {
    const fetchMock = stubFetch(
      on('POST', '/api/account/password-reset/confirm', () => json({ ok: true })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/reset-password?token=t0k3n');

    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    await user.type(newPassword(), 'better1');
    await user.type(repeated(), 'better1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signin');
    const [request] = requestsTo(fetchMock, '/api/account/password-reset/confirm');
    expect(await request?.json()).toEqual({
      token: 't0k3n',
      password: 'better1',
      passwordConfirmation: 'better1',
    });
  });

  it('says clearly when the link is invalid or expired', async () => {
    stubFetch(
      on('POST', '/api/account/password-reset/confirm', () =>
        json({ code: 'INVALID_RESET_LINK', message: 'invalid' }, 400),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/reset-password?token=old');

    await user.type(
      await screen.findByLabelText(/^New password/, { selector: 'input' }),
      'better1',
    );
    await user.type(repeated(), 'better1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/auth/signin?step=forgot',
    );
  });

  it('refuses mismatching passwords before sending', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/reset-password?token=t');

    await user.type(
      await screen.findByLabelText(/^New password/, { selector: 'input' }),
      'better1',
    );
    await user.type(repeated(), 'better2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/account/password-reset/confirm')).toHaveLength(0);
  });

  it('treats a link without a token as invalid', async () => {
    stubFetch();
    renderApp('/auth/reset-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid');
  });
});
