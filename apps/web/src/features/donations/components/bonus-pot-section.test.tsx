import type { PublicBonusPot } from '@quit/contracts/follow-up';
import type { PublicParticipant } from '@quit/contracts/money';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { publicParticipantFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const PATH = '/supporter/support/p-123';

const openPot: PublicBonusPot = {
  state: 'open',
  open: true,
  raisedCents: 4_250,
  givenCents: 5_000,
  supporterCount: 2,
  opensOn: '2027-04-20',
  closesOn: '2027-05-17',
  closesAt: '2027-05-17T22:00:00.000Z',
};
const passed: Partial<PublicParticipant> = {
  courseState: 'paid_out',
  donationsOpen: false,
  pendingCents: 0,
};

function stubFundraiser(bonusPot: PublicBonusPot | null, ...routes: Parameters<typeof stubFetch>) {
  return stubFetch(
    ...routes,
    on('GET', '/api/participant/p-123/public', () =>
      json({ ...publicParticipantFixture, ...passed, bonusPot }),
    ),
  );
}

async function openFundraiser() {
  const user = userEvent.setup({ delay: null });
  renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Grace H.' });
  return user;
}

afterEach(() => i18n.changeLanguage('en'));

describe('the stay-quit bonus pot on the fundraiser page (C8)', () => {
  it('explains the bonus after a pass and gives to it with the donation form', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubFundraiser(
      openPot,
      on('POST', '/api/transaction', () =>
        json({
          donationId: 'd-1',
          checkoutUrl: 'http://localhost/sandbox/checkout/cs-1',
          breakdown: { amountCents: 2500, feeCents: 375, shareCents: 2125, chargedCents: 2500 },
          currency: 'EUR',
        }),
      ),
    );
    const user = await openFundraiser();
    const section = screen.getByRole('region', { name: 'Stay-quit bonus' });
    expect(section).toHaveTextContent('it is paid out to Grace H. if that test is passed');
    expect(section).toHaveTextContent('The 3-month test is due between 04.20.2027 and 05.17.2027.');
    expect(within(section).getByTestId('bonus-pot-total')).toHaveTextContent(
      '€42.50 for Grace H. from 2 supporters',
    );
    expect(section).toHaveTextContent('Gifts are taken until 05.17.2027 or until Grace H. takes');
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '#donate-title');

    const form = screen.getByRole('form', { name: 'Give to the stay-quit bonus for Grace H.' });
    await user.click(within(form).getByRole('radio', { name: '€25.00' }));
    await user.type(within(form).getByRole('textbox', { name: /Your name/ }), 'Ada Lovelace');
    await user.type(within(form).getByRole('textbox', { name: /Your email/ }), 'ada@example.org');
    await user.click(within(form).getByRole('button', { name: 'Continue to payment' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs-1'),
    );
    const [request] = requestsTo(fetchMock, '/api/transaction');
    expect(await request?.json()).toMatchObject({
      participantId: 'p-123',
      amountCents: 2500,
      pot: 'stay_quit',
    });
  });

  it.each([
    ['closed', 'The bonus takes no more gifts', 'Grace H. has taken the 3-month test'],
    ['paid_out', 'Paid out', 'Grace H. passed the 3-month test, and the bonus has been paid out.'],
    ['refunded', 'Refunded', 'every bonus gift goes back to its donor in full'],
  ] as const)('says why it takes no gifts when %s, without a form', async (state, title, text) => {
    stubFundraiser({ ...openPot, state, open: false });
    await openFundraiser();
    const closed = screen.getByTestId('bonus-pot-closed');
    expect(closed).toHaveTextContent(title);
    expect(closed).toHaveTextContent(text);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Donate' })).not.toBeInTheDocument();
  });

  it('says it in German, and a bonus refused as closed reloads the page', async () => {
    await i18n.changeLanguage('de');
    const fetchMock = stubFundraiser(
      { ...openPot, supporterCount: 0, raisedCents: 0, givenCents: 0 },
      on('POST', '/api/transaction', () =>
        json({ code: 'BONUS_POT_CLOSED', message: 'closed' }, 409),
      ),
    );
    const user = await openFundraiser();
    const section = screen.getByRole('region', { name: 'Bonustopf „Rauchfrei bleiben“' });
    expect(within(section).getByTestId('bonus-pot-total')).toHaveTextContent(
      'Noch keine Spenden im Bonustopf: Mach den Anfang.',
    );
    expect(section).toHaveTextContent('zwischen dem 20.04.2027 und dem 17.05.2027 fällig');
    const form = screen.getByRole('form', {
      name: 'In den Bonustopf „Rauchfrei bleiben“ für Grace H. spenden',
    });
    await user.type(within(form).getByRole('textbox', { name: /Dein Name/ }), 'Ada Lovelace');
    await user.type(within(form).getByRole('textbox', { name: /Deine E-Mail/ }), 'ada@example.org');
    await user.click(within(form).getByRole('button', { name: 'Weiter zur Zahlung' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Der Bonustopf „Rauchfrei bleiben“ nimmt gerade keine Spenden an',
    );
    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, '/api/participant/p-123/public').length).toBeGreaterThan(1),
    );
  });

  it('is absent without a bonus pot (no follow-up joined)', async () => {
    stubFundraiser(null);
    await openFundraiser();
    expect(screen.queryByTestId('bonus-pot')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
