import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { profileFixture, sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

// Label queries, not role queries: the profile page is large, and role queries over it are slow.
// Mantine's label wraps the description too, so the name starts with the label.
const toggle = (name: string) =>
  screen.findByLabelText<HTMLInputElement>(new RegExp(`^${name}`), { selector: 'input' });

describe('reminder emails switch on the participant profile', () => {
  it('shows the stored setting and turns reminders back on at once', async () => {
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture()),
      on('GET', '/api/participant', () => json({ ...profileFixture, reminders: false })),
      on('PUT', '/api/participant/reminders', () => json({ reminders: true })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    const input = await toggle('Reminder emails');
    expect(input).toHaveAttribute('role', 'switch');
    expect(input).not.toBeChecked();
    await user.click(input);

    await waitFor(async () => expect(await toggle('Reminder emails')).toBeChecked());
    const [request] = requestsTo(fetchMock, '/api/participant/reminders');
    expect(request?.method).toBe('PUT');
    expect(await request?.json()).toEqual({ enabled: true });
  });

  it('goes back to the stored setting when saving fails, in German', async () => {
    await i18n.changeLanguage('de');
    stubFetch(
      sessionRoute(sessionFixture()),
      on('GET', '/api/participant', () => json(profileFixture)),
      on('PUT', '/api/participant/reminders', () =>
        json({ code: 'INTERNAL', message: 'kaputt' }, 500),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    const input = await toggle('Erinnerungs-E-Mails');
    expect(input).toBeChecked();
    await user.click(input);
    expect(
      await screen.findByText('Etwas ist schiefgelaufen, bitte versuche es später erneut'),
    ).toBeInTheDocument();
    expect(await toggle('Erinnerungs-E-Mails')).toBeChecked();
  });
});
