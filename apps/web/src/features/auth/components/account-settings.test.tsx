import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { profileFixture, sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

function stubAccount(...routes: Parameters<typeof stubFetch>) {
  return stubFetch(
    ...routes,
    sessionRoute(sessionFixture({ roles: ['participant'] })),
    on('GET', '/api/user/profile', () => json(profileFixture)),
  );
}

describe('account settings on /user/profile', () => {
  it('changes the password and shows WRONG_PASSWORD at the current password', async () => {
    const fetchMock = stubAccount(
      on('PUT', '/api/account/password', () =>
        json({ code: 'WRONG_PASSWORD', message: 'The password is not correct' }, 400),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/user/profile');

    const section = await screen.findByRole('region', { name: 'Password' });
    const current = within(section).getByLabelText(/^Current password/, { selector: 'input' });
    await user.type(current, 'wrong12');
    await user.type(
      within(section).getByLabelText(/^New password/, { selector: 'input' }),
      'better1',
    );
    await user.type(
      within(section).getByLabelText(/^Repeat the password/, { selector: 'input' }),
      'better1',
    );
    await user.click(within(section).getByRole('button', { name: 'Change password' }));

    expect(await within(section).findByText('The password is not correct')).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(await requestsTo(fetchMock, '/api/account/password')[0]?.json()).toEqual({
      currentPassword: 'wrong12',
      newPassword: 'better1',
      newPasswordConfirmation: 'better1',
    });
  });

  it('asks to change the email address with the current password; the new one waits for its link', async () => {
    const changed = sessionFixture({
      roles: ['participant'],
      pendingEmail: 'ada@lovelace.example',
    });
    stubAccount(on('PUT', '/api/account/email', () => json(changed)));
    const user = userEvent.setup({ delay: null });
    renderApp('/user/profile');

    const section = await screen.findByRole('region', { name: 'Email address' });
    expect(
      within(section).getByText('Your current email address is ada@example.org.'),
    ).toBeVisible();
    await user.type(
      within(section).getByRole('textbox', { name: 'New email address' }),
      'ada@lovelace.example',
    );
    await user.type(
      within(section).getByLabelText(/^Current password/, { selector: 'input' }),
      'secret1',
    );
    await user.click(within(section).getByRole('button', { name: 'Change email address' }));

    expect(
      await screen.findByText('Almost done: confirm the new address with the link we sent to it.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'We sent a link to ada@lovelace.example. Your new address counts once you follow it; until then your account keeps ada@example.org.',
      ),
    ).toBeVisible();
    expect(
      within(section).getByText('Your current email address is ada@example.org.'),
    ).toBeVisible();
  });

  it('offers the role the account lacks', async () => {
    const fetchMock = stubAccount(
      on('POST', '/api/account/roles', () =>
        json(sessionFixture({ roles: ['participant', 'supporter'] })),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/user/profile');

    const section = await screen.findByRole('region', { name: 'Roles' });
    expect(within(section).getByText('Your account is registered as: Participant')).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Add the supporter role' }));

    expect(
      await within(section).findByText('Your account is registered as: Participant, Supporter'),
    ).toBeVisible();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/account/roles')).toHaveLength(1);
  });
});
