import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const PATH = '/api/follow/unsubscribe';
const LINK = '?follower=7c9e6679-7425-40de-944b-e07fc1f90ae7&token=1.abc';

describe('follower link pages (record 0080)', () => {
  it('changes nothing on opening; one click unsubscribes and says so', async () => {
    const fetchMock = stubFetch(
      on('POST', PATH, () => json({ following: false, participant: 'Ada L.' })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/follow/unsubscribe${LINK}`);
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' });
    expect(requestsTo(fetchMock, PATH)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stop these mails' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      "Done: you will get no more mails about Ada L.'s course.",
    );
    const [request] = requestsTo(fetchMock, PATH);
    expect(await request?.json()).toEqual({
      follower: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      token: '1.abc',
    });
  });

  it('says in German when the server refuses the confirm link', async () => {
    await i18n.changeLanguage('de');
    stubFetch(
      on('POST', '/api/follow/confirm', () =>
        json({ code: 'INVALID_FOLLOW_LINK', message: 'ungültig' }, 400),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/follow/confirm${LINK}`);
    await screen.findByRole('heading', { level: 1, name: 'Einer Spendenaktion folgen' });
    await user.click(screen.getByRole('button', { name: 'Ja, halte mich auf dem Laufenden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Link ist ungültig oder abgelaufen.',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers no button for a link without its token', async () => {
    const fetchMock = stubFetch();
    renderApp('/follow/unsubscribe?follower=x');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid');
    expect(screen.queryByRole('button', { name: 'Stop these mails' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, PATH)).toHaveLength(0);
  });
});
