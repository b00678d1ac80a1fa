import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { donationTrailFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

describe('"where my money went" (issue 16)', () => {
  it('shows a refunded gift without an account: given, fee, share, refunded', async () => {
    const fetchMock = stubFetch(
      on('GET', '/api/donation/d-1/trail', () => json(donationTrailFixture)),
    );
    renderApp('/donation/d-1?token=1900000000.abc');
    await screen.findByRole('heading', { level: 1, name: 'Where my money went' });
    expect(screen.getByTestId('trail-summary')).toHaveTextContent(
      'Your money has been refunded to you: €20.00.',
    );
    expect(screen.getByTestId('trail-given')).toHaveTextContent('€20.00');
    expect(screen.getByTestId('trail-fee')).toHaveTextContent('€3.00');
    expect(screen.getByTestId('trail-share')).toHaveTextContent('€17.00');
    expect(screen.getByTestId('trail-refunded')).toHaveTextContent('€20.00');
    const [request] = requestsTo(fetchMock, '/api/donation/d-1/trail');
    expect(new URL(request!.url).searchParams.get('token')).toBe('1900000000.abc');
  });

  it('says in German when the link is invalid or expired', async () => {
    stubFetch(
      on('GET', '/api/donation/d-1/trail', () =>
        json({ code: 'INVALID_DONATION_LINK', message: 'x' }, 400),
      ),
    );
    await i18n.changeLanguage('de');
    renderApp('/donation/d-1?token=bad');
    expect(await screen.findByTestId('trail-error')).toHaveTextContent(
      'Dieser Link ist ungültig oder abgelaufen',
    );
  });
});
