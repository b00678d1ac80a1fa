import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const PATH = '/api/reminders/unsubscribe';

describe('reminder unsubscribe page', () => {
  it('changes nothing on opening; the button sends the token and confirms', async () => {
    const fetchMock = stubFetch(on('POST', PATH, () => json({ reminders: false })));
    const user = userEvent.setup({ delay: null });
    renderApp('/reminders/unsubscribe?token=abc.def');

    await screen.findByRole('heading', { level: 1, name: 'Reminder emails' });
    expect(requestsTo(fetchMock, PATH)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop reminder emails' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Reminder emails are off');
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/participant/settings/profile',
    );
    const [request] = requestsTo(fetchMock, PATH);
    expect(await request?.json()).toEqual({ token: 'abc.def' });
  });

  it('says in German when the server refuses the link', async () => {
    await i18n.changeLanguage('de');
    stubFetch(
      on('POST', PATH, () => json({ code: 'INVALID_UNSUBSCRIBE_LINK', message: 'ungültig' }, 400)),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/reminders/unsubscribe?token=forged.token');

    await screen.findByRole('heading', { level: 1, name: 'Erinnerungs-E-Mails' });
    await user.click(screen.getByRole('button', { name: 'Keine Erinnerungen mehr' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Abmeldelink ist ungültig.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers no button for a link without a token', async () => {
    const fetchMock = stubFetch();
    renderApp('/reminders/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(screen.queryByRole('button', { name: 'Stop reminder emails' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, PATH)).toHaveLength(0);
  });
});
