import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { profileFixture, sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const saved = { ...profileFixture, phone: '+49 30 1234567' };

function stubProfile(update: (request: Request) => Response | Promise<Response>) {
  return stubFetch(
    sessionRoute(sessionFixture()),
    on('GET', '/api/participant', () => json(profileFixture)),
    on('PUT', '/api/participant', update),
  );
}

describe('edit profile', () => {
  it('lists what is missing under "Complete Your Profile", named in the UI language', async () => {
    stubProfile(() => json(saved));
    renderApp('/participant/settings/profile');

    const checklist = await screen.findByRole('region', { name: 'Complete Your Profile' });
    const items = within(checklist)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Phone number', 'Gender', 'House number', 'State', 'Postal code']);

    await i18n.changeLanguage('de');
    const german = await screen.findByRole('region', { name: 'Vervollständige dein Profil' });
    expect(within(german).getByText('Telefonnummer')).toBeVisible();
  });

  it('saves the profile, confirms it and sends the contract shape', async () => {
    const fetchMock = stubProfile(() => json(saved));
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    const phone = await screen.findByRole('textbox', { name: 'Phone number' });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('12.10.1990');
    await user.type(phone, '+49 30 1234567');
    await user.click(screen.getByRole('radio', { name: 'No answer' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/participant').filter((r) => r.method === 'PUT');
    expect(await request?.json()).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1990-12-10',
      phone: '+49 30 1234567',
      gender: 'no_answer',
      language: 'en',
      timeZone: 'Europe/Berlin',
      address: {
        street: 'Hauptstraße',
        houseNumber: null,
        country: 'Germany',
        state: null,
        city: 'Berlin',
        postalCode: null,
      },
    });
  });

  it('refuses an invalid phone number at the field before sending', async () => {
    const fetchMock = stubProfile(() => json(saved));
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '12');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('The provided phone number is invalid')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(requestsTo(fetchMock, '/api/participant').filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it("shows the server's INVALID_PHONE at the phone field", async () => {
    stubProfile(() =>
      json({ code: 'INVALID_PHONE', message: 'The provided phone number is invalid' }, 400),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    await user.type(await screen.findByRole('textbox', { name: 'Phone number' }), '+49 30 1234567');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const phone = screen.getByRole('textbox', { name: 'Phone number' });
    expect(await screen.findByText('The provided phone number is invalid')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
  });

  it('switches the UI language when the profile language changes', async () => {
    stubProfile(async (request) => json({ ...saved, ...((await request.json()) as object) }));
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    await user.click(await screen.findByRole('combobox', { name: 'Language' }));
    await user.click(screen.getByRole('option', { name: 'Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profil bearbeiten' }),
    ).toBeVisible();
    expect(document.documentElement.lang).toBe('de');
  });
});
