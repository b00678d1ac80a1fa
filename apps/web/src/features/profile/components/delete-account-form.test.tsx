import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const password = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const confirmation = () => screen.getByRole('textbox', { name: /type your email address/ });

describe('danger zone', () => {
  it('explains deletion and needs the email typed before the button enables', async () => {
    stubFetch(sessionRoute(sessionFixture()));
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/danger');

    await screen.findByRole('heading', { level: 1, name: 'Danger zone' });
    expect(
      screen.getByText(
        'If you have a course running, it is cancelled, and every supporter gets their money back.',
      ),
    ).toBeVisible();
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();

    await user.type(password(), 'secret1');
    expect(button).toBeDisabled();
    await user.type(confirmation(), 'ada@example.or');
    expect(button).toBeDisabled();
    await user.type(confirmation(), 'g');
    expect(button).toBeEnabled();
  });

  it('deletes the account, signs out and goes home', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture({ roles: ['supporter'] })),
      on('DELETE', '/api/user/profile', () => json({ ok: true })),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/supporter/settings/danger');

    await user.type(
      await screen.findByRole('textbox', { name: /type your email/ }),
      'Ada@Example.org',
    );
    await user.type(password(), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    await screen.findByRole('heading', {
      level: 1,
      name: 'Quit smoking in 28 days. Your friends put money on it.',
    });
    expect(router.state.location.pathname).toBe('/');
    const [request] = requestsTo(fetchMock, '/api/user/profile').filter(
      (r) => r.method === 'DELETE',
    );
    expect(await request?.json()).toEqual({ confirmation: 'Ada@Example.org', password: 'secret1' });
  });

  it('shows WRONG_PASSWORD at the password field', async () => {
    stubFetch(
      sessionRoute(sessionFixture()),
      on('DELETE', '/api/participant', () =>
        json({ code: 'WRONG_PASSWORD', message: 'The password is not correct' }, 400),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/danger');

    await user.type(
      await screen.findByRole('textbox', { name: /type your email/ }),
      'ada@example.org',
    );
    await user.type(password(), 'wrong12');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('The password is not correct')).toBeVisible();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
  });
});
