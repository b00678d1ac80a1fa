import type { Balance } from '@quit/contracts/money';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch, type Route } from '@/testing/fetch';
import { balanceFixture, sessionFixture, webappConfig } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const participant = sessionFixture({ id: 'u-42' });

function stubBilling(balance: Partial<Balance> = {}, ...routes: Route[]) {
  return stubFetch(
    sessionRoute(participant),
    ...routes,
    on('GET', '/api/participant/balance', () => json({ ...balanceFixture, ...balance })),
    on('GET', '/api/participant/bankaccount', () => json({ bankAccount: null })),
    on('GET', '/api/participant/stripeaccount', () =>
      json({ status: 'none', provider: 'sandbox' }),
    ),
  );
}

async function openBilling() {
  const user = userEvent.setup({ delay: null });
  renderApp('/participant/settings/billing');
  await screen.findByRole('heading', { level: 2, name: 'Your balance' });
  return user;
}

describe('billing', () => {
  it('shows the balance by state and the way to the minimum', async () => {
    stubBilling();
    await openBilling();
    expect(screen.getByTestId('balance-available')).toHaveTextContent('€52.00');
    expect(screen.getByTestId('balance-pending')).toHaveTextContent('€10.00');
    expect(screen.getByTestId('balance-paid_out')).toHaveTextContent('€0.00');
    expect(
      screen.getByRole('progressbar', { name: 'Your share towards the minimum' }),
    ).toHaveAttribute('aria-valuetext', '€52.00 of €140.00');
    // No payout before the test is passed.
    expect(screen.queryByRole('button', { name: /Pay out/ })).not.toBeInTheDocument();
    expect(screen.getByText(/once you have passed the nicotine test/)).toBeVisible();
  });

  it('shows refunds in the same unit as the balance, and how given = fee + share (issue 16)', async () => {
    stubBilling({
      availableCents: 0,
      pendingCents: 0,
      refundedCents: 20_000,
      split: {
        ...balanceFixture.split,
        available: { givenCents: 0, feeCents: 0, shareCents: 0 },
        pending: { givenCents: 0, feeCents: 0, shareCents: 0 },
        refunded: { givenCents: 20_000, feeCents: 1_600, shareCents: 18_400 },
        total: { givenCents: 20_000, feeCents: 1_600, shareCents: 18_400 },
      },
    });
    await openBilling();
    expect(screen.getByTestId('balance-refunded')).toHaveTextContent('€184.00');
    const table = screen.getByRole('table', { name: /How your donations add up/ });
    const refunded = within(table).getByRole('row', { name: /Refunded to donors/ });
    expect(refunded).toHaveTextContent('€200.00€16.00€184.00');
    expect(within(table).getByRole('columnheader', { name: 'Donors gave' })).toBeVisible();
  });

  it('lists the donations with "Anonymous", the share and the status, never an email', async () => {
    stubBilling();
    await openBilling();
    const table = screen.getByRole('table', { name: 'Donations to your course, newest first' });
    const [header, first, second] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent('FromDonationYour shareStatusDate');
    expect(first).toHaveTextContent('Charles B.');
    expect(first).toHaveTextContent('Go for it');
    expect(first).toHaveTextContent('€25.00');
    expect(first).toHaveTextContent('€21.25');
    expect(first).toHaveTextContent('Available');
    expect(first).toHaveTextContent('01.02.2030');
    expect(second).toHaveTextContent('Anonymous');
    expect(second).toHaveTextContent('Pending');
    expect(table).not.toHaveTextContent('@');
  });

  it('shows the donations in German', async () => {
    stubBilling();
    await i18n.changeLanguage('de');
    renderApp('/participant/settings/billing');
    const table = await screen.findByRole('table', {
      name: 'Spenden für deinen Kurs, die neueste zuerst',
    });
    expect(table).toHaveTextContent('Anonym');
    expect(table).toHaveTextContent('21,25 €');
    expect(table).toHaveTextContent('02.01.2030');
  });

  it('offers the share link and sends an invitation', async () => {
    const fetchMock = stubBilling(
      {},
      on('POST', '/api/participant/invite', () => json({ ok: true })),
    );
    const user = await openBilling();
    expect(screen.getByRole('textbox', { name: 'Your fundraiser link' })).toHaveValue(
      `${window.location.origin}/supporter/support/u-42`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: /Your friend's email/ }),
      'bob@example.org',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to bob@example.org')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/participant/invite');
    expect(await request?.json()).toEqual({ email: 'bob@example.org', language: 'en' });
  });

  it('shows INVALID_IBAN at the IBAN field and the sandbox test IBANs', async () => {
    stubBilling(
      {},
      on('GET', '/api/global/webapp', () =>
        json({ ...webappConfig, sandbox: { ...webappConfig.sandbox, payments: true } }),
      ),
      on('POST', '/api/participant/bankaccount', () =>
        json(
          {
            code: 'INVALID_IBAN',
            message: 'The IBAN is not valid',
            fields: ['iban'],
          },
          400,
        ),
      ),
    );
    const user = await openBilling();
    expect(await screen.findByTestId('sandbox-iban-hint')).toHaveTextContent('3001');
    expect(screen.getByRole('textbox', { name: /Account holder/ })).toHaveValue('Ada Lovelace');
    const iban = screen.getByRole('textbox', { name: /IBAN/ });
    await user.type(iban, 'DE00 1234');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(
      await screen.findByText(
        'The IBAN is not valid. Please check it and use the IBAN of a bank in the SEPA area',
      ),
    ).toBeVisible();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [
      'en',
      'Save bank account',
      'The payment provider did not accept this bank account. Please check the IBAN and the account holder. Any bank account you saved before stays in use.',
    ],
    [
      'de',
      'Bankkonto speichern',
      'Der Zahlungsanbieter hat dieses Bankkonto nicht angenommen. Bitte prüfe IBAN und Kontoinhaber. Ein zuvor gespeichertes Bankkonto bleibt weiter in Gebrauch.',
    ],
  ] as const)(
    'shows BANK_ACCOUNT_REFUSED at the IBAN field in %s',
    async (language, save, message) => {
      stubBilling(
        {},
        on('POST', '/api/participant/bankaccount', () =>
          json({ code: 'BANK_ACCOUNT_REFUSED', message: 'refused', fields: ['iban'] }, 400),
        ),
      );
      await i18n.changeLanguage(language);
      const user = userEvent.setup({ delay: null });
      renderApp('/participant/settings/billing');
      const iban = await screen.findByRole('textbox', { name: /IBAN/ });
      await user.type(iban, 'DE35 3704 0044 0532 0130 02');
      await user.click(screen.getByRole('button', { name: save }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(iban).toHaveAttribute('aria-invalid', 'true');
    },
  );

  it('shows a saved bank account masked and removes it', async () => {
    let bankAccount: unknown = {
      accountHolder: 'Ada Lovelace',
      country: 'DE',
      ibanMasked: 'DE•• 3000',
    };
    const fetchMock = stubBilling(
      {},
      on('GET', '/api/participant/bankaccount', () => json({ bankAccount })),
      on('DELETE', '/api/participant/bankaccount', () => {
        bankAccount = null;
        return json({ bankAccount: null });
      }),
    );
    const user = await openBilling();
    expect(await screen.findByTestId('bank-iban')).toHaveTextContent('DE•• 3000');
    await user.click(screen.getByRole('button', { name: 'Remove bank account' }));
    expect(await screen.findByRole('button', { name: 'Save bank account' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/participant/bankaccount').map((r) => r.method)).toContain(
      'DELETE',
    );
  });

  it('pays out after a passed test', async () => {
    const fetchMock = stubBilling(
      { courseState: 'passed' },
      on('POST', '/api/participant/payout', () =>
        json({
          payoutId: 'po-1',
          kind: 'full',
          amountCents: 5_200,
          refundedCents: 0,
          status: 'requested',
        }),
      ),
    );
    const user = await openBilling();
    await user.click(screen.getByRole('button', { name: 'Pay out €52.00' }));
    expect(await screen.findByText('Payout of €52.00 requested')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/participant/payout')).toHaveLength(1);
  });

  it.each([
    ['NO_PAYOUT_METHOD', 'Please add a payout method first'],
    [
      'MONEY_PENDING',
      'There is still money pending. Please try again when all donations are available.',
    ],
  ])('explains %s after a partial payout request', async (code, message) => {
    stubBilling(
      { courseState: 'partial', partialPayoutCents: 2_600 },
      on('POST', '/api/participant/payout/partial', () => json({ code, message }, 409)),
    );
    const user = await openBilling();
    await user.click(screen.getByRole('button', { name: 'Request partial payout of €26.00' }));
    const alert = await screen.findByTestId('payout-error');
    expect(alert).toHaveTextContent(message);
    if (code === 'NO_PAYOUT_METHOD') {
      await user.click(within(alert).getByRole('button', { name: 'Add a payout method' }));
      expect(screen.getByRole('textbox', { name: /Account holder/ })).toHaveFocus();
    }
  });

  it('offers no second payout once the money is paid out, and no way to start an ended course', async () => {
    stubBilling({
      courseState: 'passed',
      availableCents: 0,
      pendingCents: 0,
      paidOutCents: 9_200,
      donations: [
        {
          ...balanceFixture.donations[0]!,
          status: 'paid_out',
          shareCents: 9_200,
          paidOutShareCents: 9_200,
        },
      ],
    });
    await openBilling();
    expect(
      screen.getByText('Your money has been paid out: €92.00. Congratulations!'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Pay out/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Your course can start/)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('offers no payout while one is on its way, in German', async () => {
    await i18n.changeLanguage('de');
    stubBilling({ courseState: 'passed', availableCents: 0, payingOutCents: 9_200 });
    renderApp('/participant/settings/billing');
    expect(await screen.findByTestId('payout-in-transit')).toHaveTextContent(
      'Eine Auszahlung von 92,00 € ist auf dem Weg zu dir.',
    );
    expect(screen.queryByRole('button', { name: /auszahlen/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Dein Kurs kann starten/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Request partial payout of €63.00'],
    ['de', 'Teilauszahlung von 63,00\u00a0€ anfordern'],
  ] as const)('names the partial amount before the click (%s)', async (language, name) => {
    await i18n.changeLanguage(language);
    stubBilling({ courseState: 'partial', availableCents: 12_600, partialPayoutCents: 6_300 });
    renderApp('/participant/settings/billing');
    expect(await screen.findByRole('button', { name })).toBeVisible();
  });

  it.each([
    ['en', 'Partly paid out', '€46.00 paid out, €46.00 back to the donor'],
    ['de', 'Teilweise ausgezahlt', '46,00 € ausgezahlt, 46,00 € zurück an die spendende Person'],
  ] as const)(
    'shows each donation its own part after a partial payout (%s)',
    async (language, status, parts) => {
      await i18n.changeLanguage(language);
      stubBilling({
        courseState: 'partial',
        availableCents: 0,
        pendingCents: 0,
        paidOutCents: 4_600,
        partialPayoutCents: null,
        donations: [
          {
            ...balanceFixture.donations[0]!,
            amountCents: 10_000,
            chargedCents: 10_000,
            shareCents: 9_200,
            status: 'paid_out',
            paidOutShareCents: 4_600,
            returnedShareCents: 4_600,
          },
        ],
      });
      renderApp('/participant/settings/billing');
      const row = await screen.findByTestId('billing-donation');
      expect(row).toHaveTextContent(status);
      expect(row).toHaveTextContent(parts);
      expect(screen.queryByTestId('payout-partial')).not.toBeInTheDocument();
    },
  );

  it('starts the onboarding at the payment provider', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    stubBilling(
      {},
      on('POST', '/api/participant/stripeaccount', () =>
        json({ url: 'http://localhost/participant/settings/billing?onboarding=done' }),
      ),
    );
    const user = await openBilling();
    expect(await screen.findByTestId('provider-status')).toHaveTextContent('Not set up');
    await user.click(screen.getByRole('button', { name: 'Set up payout account' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'http://localhost/participant/settings/billing?onboarding=done',
      ),
    );
  });
});
