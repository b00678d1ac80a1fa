import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { sandboxCheckoutFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { returnAddress } from './sandbox-checkout-page';

const ID = sandboxCheckoutFixture.id;
const API = `/api/sandbox/checkout/${ID}`;

describe('sandbox checkout', () => {
  it('says it is a test, shows the payment and offers the four outcomes', async () => {
    stubFetch(on('GET', API, () => json(sandboxCheckoutFixture)));
    renderApp(`/sandbox/checkout/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test checkout' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('sandbox-banner')).toHaveTextContent(
      'Test mode – no real money moves',
    );
    expect(await screen.findByText('Donation to Grace H. (QuitPot)')).toBeVisible();
    expect(screen.getByTestId('checkout-amount')).toHaveTextContent('€28.75');
    for (const name of [
      'Pay',
      'Pay (refunds of this payment will fail)',
      'Decline payment',
      'Cancel',
    ]) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
  });

  it.each([
    ['Pay', 'pay'],
    ['Pay (refunds of this payment will fail)', 'pay_refunds_fail'],
    ['Decline payment', 'decline'],
    ['Cancel', 'cancel'],
  ])('"%s" posts %s and goes where the sandbox says', async (name, action) => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubFetch(
      on('GET', API, () => json(sandboxCheckoutFixture)),
      on('POST', API, () =>
        json({ redirectUrl: 'http://localhost/supporter/support/p-123?donation=x' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(`/sandbox/checkout/${ID}`);
    await user.click(await screen.findByRole('button', { name }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/supporter/support/p-123?donation=x'),
    );
    const [request] = requestsTo(fetchMock, API).filter((r) => r.method === 'POST');
    expect(await request?.json()).toEqual({ action });
  });

  it('says a finished session is finished and offers the way back', async () => {
    stubFetch(on('GET', API, () => json({ ...sandboxCheckoutFixture, status: 'complete' })));
    await i18n.changeLanguage('de');
    renderApp(`/sandbox/checkout/${ID}`);
    expect(await screen.findByText('Diese Zahlung wurde bereits ausgeführt.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Bezahlen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Spendenaktion' })).toHaveAttribute(
      'href',
      'http://localhost/supporter/support/p-123',
    );
  });

  it('says there is no such checkout for a malformed address too, not "invalid data" (issue 16)', async () => {
    stubFetch(
      on('GET', '/api/sandbox/checkout/unknown%20id', () =>
        json({ code: 'INVALID_DATA', message: 'The Data you provided is invalid.' }, 400),
      ),
    );
    renderApp('/sandbox/checkout/unknown%20id');
    expect(await screen.findByText('There is no test checkout at this address.')).toBeVisible();
    expect(screen.queryByText('The Data you provided is invalid.')).not.toBeInTheDocument();
  });

  it('says when there is no such checkout', async () => {
    stubFetch();
    renderApp('/sandbox/checkout/cs_sandbox_nope');
    expect(await screen.findByText('There is no test checkout at this address.')).toBeVisible();
  });

  it('drops the outcome from the return address', () => {
    expect(returnAddress('https://a.example/supporter/support/p?donation=cancelled&x=1')).toBe(
      'https://a.example/supporter/support/p?x=1',
    );
    expect(returnAddress('not a url')).toBe('/');
  });
});
