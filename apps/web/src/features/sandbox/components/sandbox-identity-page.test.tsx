import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderApp } from '@/testing/render';

const ID = 'vs_sandbox_0123456789abcdef01234567';
const API = `/api/sandbox/identity/${ID}`;

describe('sandbox identity check', () => {
  it.each([
    ['Verify identity', 'verify'],
    ['Fail the check', 'fail'],
    ['Cancel', 'cancel'],
  ])('"%s" posts %s and goes back where the sandbox says', async (name, action) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubFetch(
      on('GET', API, () => json({ id: ID, status: 'pending' })),
      on('POST', API, () =>
        json({ redirectUrl: 'http://localhost/participant/dashboard?identity=x' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/sandbox/identity/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test identity check' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-banner')).toHaveTextContent('no real identity check');
    await user.click(await screen.findByRole('button', { name }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/participant/dashboard?identity=x'),
    );
    const [request] = requestsTo(fetchMock, API).filter((r) => r.method === 'POST');
    expect(await request?.json()).toEqual({ action });
  });

  it('says in German that a finished check is finished, with the way back', async () => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('de');
    stubFetch(on('GET', API, () => json({ id: ID, status: 'verified' })));
    renderApp(`/sandbox/identity/${ID}`);
    expect(
      await screen.findByText('Diese Identitätsprüfung ist bereits bestanden.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute(
      'href',
      '/participant/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Identität bestätigen' })).toBeNull();
  });

  it('says when there is no such check', async () => {
    stubFetch(on('GET', API, () => json({ code: 'NOT_FOUND', message: 'Not found' }, 404)));
    renderApp(`/sandbox/identity/${ID}`);
    expect(
      await screen.findByText('There is no test identity check at this address.'),
    ).toBeVisible();
  });
});
