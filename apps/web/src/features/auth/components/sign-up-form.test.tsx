import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

async function fillIn(
  user: UserEvent,
  {
    password = 'secret1',
    confirmation = password,
  }: { password?: string; confirmation?: string } = {},
) {
  await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(screen.getByRole('textbox', { name: 'Date of birth' }), '12.10.1990');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  await user.type(
    screen.getByLabelText(/^Repeat the password/, { selector: 'input' }),
    confirmation,
  );
}

describe('sign-up', () => {
  it('refuses a too-short password and mismatching passwords without calling the API', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/signup');

    await fillIn(user, { password: 'abc', confirmation: 'abd' });
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText(
        'The provided password is too weak. It has to contain at least 6 characters.',
      ),
    ).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/account/signup')).toHaveLength(0);
  });

  it('shows EMAIL_IN_USE from the server at the email field', async () => {
    stubFetch(
      on('POST', '/api/account/signup', () =>
        json({ code: 'EMAIL_IN_USE', message: 'Email already in use' }, 409),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/signup');

    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Email already in use')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs up with the role from ?role= and opens that dashboard', async () => {
    const fetchMock = stubFetch(
      on('POST', '/api/account/signup', () => json(sessionFixture({ roles: ['supporter'] }), 201)),
    );
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/auth/signup?role=supporter');

    expect(await screen.findByRole('radio', { name: /Supporter/ })).toBeChecked();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/supporter/dashboard');
    const [request] = requestsTo(fetchMock, '/api/account/signup');
    expect(await request?.json()).toEqual({
      role: 'supporter',
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1990-12-10',
      email: 'ada@example.org',
      password: 'secret1',
      passwordConfirmation: 'secret1',
    });
  });

  it('refuses someone younger than 13 with the catalogue message', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup({ delay: null });
    renderApp('/auth/signup');

    await user.type(
      await screen.findByRole('textbox', { name: 'Date of birth' }),
      `01.01.${new Date().getFullYear() - 5}`,
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('You must be at least 13 years old to use the product'),
    ).toBeVisible();
    expect(requestsTo(fetchMock, '/api/account/signup')).toHaveLength(0);
  });

  it('reads and writes dates in the German format', async () => {
    stubFetch();
    const user = userEvent.setup({ delay: null });
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('de');
    renderApp('/auth/signup');

    const input = await screen.findByRole('textbox', { name: 'Geburtsdatum' });
    expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await user.type(input, '10.12.1990');
    await user.tab();
    expect(input).toHaveValue('10.12.1990');
  });
});

describe('sign-up: said up front (T5, T7, T8)', () => {
  it.each([
    [
      'en',
      /^The nicotine test is filmed: the app records you from scanning the kit to the photo of the result\. One test comes unannounced, on a day between day 8 and day 21, and a test passed automatically may be audited/,
    ],
    [
      'de',
      /^Der Nikotintest wird gefilmt: Die App nimmt dich vom Scannen des Kits bis zum Foto des Ergebnisses auf\. Ein Test kommt unangekündigt an einem Tag zwischen Tag 8 und Tag 21/,
    ],
  ] as const)(
    'tells a participant before signing up (%s), not a supporter',
    async (language, text) => {
      stubFetch();
      const { i18n } = await import('@/lib/i18n');
      await i18n.changeLanguage(language);
      const { unmount } = renderApp('/auth/signup?role=participant');
      expect(await screen.findByTestId('sign-up-test-terms')).toHaveTextContent(text);
      unmount();
      renderApp('/auth/signup?role=supporter');
      await screen.findByRole('radio', { name: /Supporter|Unterstützer/ });
      expect(screen.queryByTestId('sign-up-test-terms')).toBeNull();
      await i18n.changeLanguage('en');
    },
  );
});
