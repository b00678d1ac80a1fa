import type { PublicParticipant } from '@quit/contracts/money';
import { FEE_TIERS } from '@quit/domain/fees';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { publicParticipantFixture, sessionFixture, webappConfig } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const PATH = '/supporter/support/p-123';

/** The deployment's real fee tiers (the shared fixture has a single 8 % tier). */
const config = { ...webappConfig, feeTiers: FEE_TIERS.map((tier) => ({ ...tier })) };

function stubFundraiser(
  fundraiser: Partial<PublicParticipant> = {},
  ...routes: Parameters<typeof stubFetch>
) {
  return stubFetch(
    ...routes,
    on('GET', '/api/global/webapp', () => json(config)),
    on('GET', '/api/participant/p-123/public', () =>
      json({ ...publicParticipantFixture, ...fundraiser }),
    ),
  );
}

const value = (row: 'amount' | 'fee' | 'share' | 'charged') =>
  screen.getByTestId(`breakdown-${row}-value`);

async function openFundraiser() {
  const user = userEvent.setup({ delay: null });
  const result = renderApp(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Grace H.' });
  return { user, ...result };
}

describe('fundraiser page', () => {
  it('is public: a signed-out visitor sees the fundraiser and the form', async () => {
    stubFundraiser();
    const { router } = await openFundraiser();
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('form', { name: 'Donate to Grace H.' })).toBeInTheDocument();
    // Issue 16: the bar is the participant's share, and the page says why it is less than given.
    expect(
      screen.getByRole('progressbar', { name: "Grace H.'s share towards the minimum" }),
    ).toHaveAttribute('aria-valuetext', '€52.00 of €140.00');
    expect(screen.getByTestId('fundraiser-split')).toHaveTextContent(
      "Donors gave €55.00. After our fee, €52.00 of it is Grace H.'s share",
    );
    expect(screen.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '#donate-title');
    expect(screen.getByText('€52.00 of €140.00')).toBeVisible();
    expect(screen.getByText(/€10.00 more is on its way/)).toBeVisible();
    expect(screen.getByText('2 supporters')).toBeVisible();
    expect(screen.getByText('Course status: Raising money')).toBeVisible();
  });

  it.each([
    ['cancelled', 'Grace H. cancelled the course', 'you get your whole payment back'],
    ['refunded', 'Course ended, donations refunded', 'your whole payment has been refunded'],
    ['paid_out', 'Grace H. passed and has been paid out', 'Grace H. has received the donations.'],
  ] as const)(
    'says how an ended course ended (%s), without inviting gifts',
    async (state, title, text) => {
      stubFundraiser({
        courseState: state,
        donationsOpen: false,
        raisedCents: 0,
        refundedCents: 5_500,
      });
      await openFundraiser();
      const ended = screen.getByTestId('fundraiser-ended');
      expect(ended).toHaveTextContent(title);
      expect(ended).toHaveTextContent(text);
      expect(screen.queryByRole('form', { name: 'Donate to Grace H.' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Donate' })).not.toBeInTheDocument();
      expect(screen.getAllByTestId('gift-name')).toHaveLength(2);
    },
  );

  it("shows the participant's story and approved photo (issue 16)", async () => {
    stubFundraiser({ story: 'For my kids.', photoUrl: '/api/participant/p-123/photo?v=1' });
    await openFundraiser();
    expect(screen.getByTestId('fundraiser-story')).toHaveTextContent('For my kids.');
    expect(screen.getByRole('img', { name: 'Photo of Grace H.' })).toHaveAttribute(
      'src',
      '/api/participant/p-123/photo?v=1',
    );
  });

  it("shows a running course's programme as counts only (A4)", async () => {
    stubFundraiser({
      courseState: 'active',
      courseDay: 5,
      progress: { seminarsWatched: 7, diaryDaysKept: 4, badgesEarned: 2 },
    });
    await openFundraiser();
    const counts = screen.getByTestId('programme-counts');
    expect(within(counts).getByText('Seminars watched').nextElementSibling).toHaveTextContent('7');
    expect(within(counts).getByText('Diary days kept').nextElementSibling).toHaveTextContent('4');
    expect(within(counts).getByText('Badges earned').nextElementSibling).toHaveTextContent('2');
  });

  it('counts nothing before the course starts', async () => {
    stubFundraiser();
    await openFundraiser();
    expect(screen.queryByTestId('programme-counts')).not.toBeInTheDocument();
  });

  it('shows anonymous gifts as Anonymous, with names and messages for the others', async () => {
    stubFundraiser();
    await openFundraiser();
    const gifts = within(screen.getByRole('region', { name: 'Supporters' })).getAllByRole(
      'listitem',
    );
    expect(gifts).toHaveLength(2);
    expect(gifts[0]).toHaveTextContent('Ada L.');
    expect(gifts[0]).toHaveTextContent('€25.00');
    expect(gifts[0]).toHaveTextContent('You can do it!');
    expect(gifts[1]).toHaveTextContent('Anonymous');
    expect(gifts[1]).toHaveTextContent('€30.00');
  });

  it.each([
    ['en', 'Show more donations'],
    ['de', 'Weitere Spenden anzeigen'],
  ])('pages older gifts in on "show more" (%s)', async (language, label) => {
    const older = {
      name: 'Old G.',
      amountCents: 1_000,
      message: null,
      createdAt: '2029-12-01T10:00:00.000Z',
    };
    stubFundraiser(
      { nextCursor: '1.00000000-0000-0000-0000-000000000001' },
      on('GET', '/api/participant/p-123/gifts', () => json({ gifts: [older], nextCursor: null })),
    );
    await i18n.changeLanguage(language);
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Grace H.' });
    const region = () => screen.getByRole('region', { name: /Supporters|Unterstützende/ });
    expect(within(region()).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(region()).getByRole('button', { name: label }));
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(3));
    expect(within(region()).getAllByRole('listitem')[2]).toHaveTextContent('Old G.');
    // That was the last page: nothing more to show.
    expect(within(region()).queryByRole('button', { name: label })).not.toBeInTheDocument();
  });

  it('shows anonymous gifts as "Anonym" in German', async () => {
    stubFundraiser();
    await i18n.changeLanguage('de');
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Grace H.' });
    expect(screen.getByText('Anonym')).toBeVisible();
    expect(screen.getByText('52,00 € von 140,00 €')).toBeVisible();
  });

  it('offers the presets by their amount and breaks the donation down (English)', async () => {
    stubFundraiser();
    const { user } = await openFundraiser();
    const amounts = screen.getByRole('group', { name: 'Amount' });
    for (const preset of ['€10.00', '€25.00', '€50.00', '€100.00', 'Other amount']) {
      expect(within(amounts).getByRole('radio', { name: preset })).toBeInTheDocument();
    }
    // €25 is chosen at first: 15 % fee, taken out of the donation.
    expect(screen.getByRole('radio', { name: '€25.00' })).toBeChecked();
    expect(screen.getByRole('rowheader', { name: 'Your donation' })).toBeInTheDocument();
    expect(value('amount')).toHaveTextContent('€25.00');
    expect(value('fee')).toHaveTextContent('€3.75');
    expect(value('share')).toHaveTextContent('€21.25');
    expect(value('charged')).toHaveTextContent('€25.00');

    // Covering the fee puts it on top: the participant gets the whole amount.
    await user.click(screen.getByRole('checkbox', { name: 'Cover the fee' }));
    expect(value('share')).toHaveTextContent('€25.00');
    expect(value('charged')).toHaveTextContent('€28.75');

    // €100 is in the 8 % tier.
    await user.click(screen.getByRole('radio', { name: '€100.00' }));
    expect(value('fee')).toHaveTextContent('€8.00');
    expect(value('share')).toHaveTextContent('€100.00');
    expect(value('charged')).toHaveTextContent('€108.00');
  });

  it('breaks the donation down in German', async () => {
    stubFundraiser();
    await i18n.changeLanguage('de');
    const user = userEvent.setup({ delay: null });
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1, name: 'Grace H.' });
    // Accessible names keep the no-break space that German amounts have before the "€".
    await user.click(screen.getByRole('radio', { name: '50,00\u00a0€' }));
    expect(screen.getByRole('rowheader', { name: 'Gebühr' })).toBeInTheDocument();
    expect(value('amount')).toHaveTextContent('50,00 €');
    expect(value('fee')).toHaveTextContent('5,00 €');
    expect(value('share')).toHaveTextContent('45,00 €');
    expect(value('charged')).toHaveTextContent('50,00 €');

    await user.click(screen.getByRole('checkbox', { name: 'Gebühr übernehmen' }));
    expect(value('charged')).toHaveTextContent('55,00 €');

    // A custom amount with a German decimal comma.
    await user.click(screen.getByRole('radio', { name: 'Anderer Betrag' }));
    await user.type(screen.getByRole('textbox', { name: /Dein Betrag in €/ }), '12,34');
    expect(value('amount')).toHaveTextContent('12,34 €');
    expect(value('fee')).toHaveTextContent('1,85 €');
    expect(value('charged')).toHaveTextContent('14,19 €');
  });

  it.each([
    ['0.5', 'en', 'Other amount', /Your amount in €/, 'Invalid Amount'],
    ['20000', 'en', 'Other amount', /Your amount in €/, 'Invalid Amount'],
    ['0,99', 'de', 'Anderer Betrag', /Dein Betrag in €/, 'Ungültiger Betrag'],
  ] as const)(
    'refuses the custom amount %s (%s) before calling the API',
    async (typed, language, customLabel, fieldName, message) => {
      const fetchMock = stubFundraiser();
      await i18n.changeLanguage(language);
      const user = userEvent.setup({ delay: null });
      renderApp(PATH);
      await screen.findByRole('heading', { level: 1, name: 'Grace H.' });

      await user.click(screen.getByRole('radio', { name: customLabel }));
      const field = screen.getByRole('textbox', { name: fieldName });
      await user.type(field, typed);
      await user.type(
        screen.getByRole('textbox', { name: language === 'de' ? /Dein Name/ : /Your name/ }),
        'Ada',
      );
      await user.type(
        screen.getByRole('textbox', { name: language === 'de' ? /E-Mail/ : /Your email/ }),
        'ada@example.org',
      );
      await user.click(
        screen.getByRole('button', {
          name: language === 'de' ? 'Weiter zur Zahlung' : 'Continue to payment',
        }),
      );

      expect(await screen.findByText(message)).toBeVisible();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByTestId('breakdown-amount-value')).not.toBeInTheDocument();
      expect(requestsTo(fetchMock, '/api/transaction')).toHaveLength(0);
    },
  );

  it('starts the donation and goes to the checkout', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubFundraiser(
      {},
      on('POST', '/api/transaction', () =>
        json({
          donationId: 'd-1',
          checkoutUrl: 'http://localhost/sandbox/checkout/cs-1',
          breakdown: { amountCents: 1234, feeCents: 185, shareCents: 1234, chargedCents: 1419 },
          currency: 'EUR',
        }),
      ),
    );
    const { user } = await openFundraiser();

    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    await user.type(screen.getByRole('textbox', { name: /Your amount in €/ }), '12.34');
    await user.click(screen.getByRole('checkbox', { name: 'Cover the fee' }));
    await user.click(screen.getByRole('checkbox', { name: 'Donate anonymously' }));
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: /Your email/ }), 'ada@example.org');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Go, Grace!');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/checkout/cs-1'),
    );
    const [request] = requestsTo(fetchMock, '/api/transaction');
    expect(await request?.json()).toEqual({
      participantId: 'p-123',
      amountCents: 1234,
      coverFee: true,
      anonymous: true,
      follow: true,
      donorName: 'Ada Lovelace',
      donorEmail: 'ada@example.org',
      message: 'Go, Grace!',
      redirectUrl: `${window.location.origin}${PATH}`,
    });
  });

  it('shows a refusal of the API with the form', async () => {
    stubFundraiser(
      {},
      on('POST', '/api/transaction', () =>
        json({ code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment' }, 429),
      ),
    );
    const { user } = await openFundraiser();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /Your email/ }), 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment',
    );
  });

  it('fills in the name and email of whoever is signed in', async () => {
    stubFundraiser({}, sessionRoute(sessionFixture({ roles: ['supporter'] })));
    await openFundraiser();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveValue('ada@example.org');
  });

  it('says why there is no form when donations are closed', async () => {
    stubFundraiser({ donationsOpen: false, courseState: 'awaiting_test' });
    await openFundraiser();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText('This fundraiser no longer accepts donations')).toBeVisible();
    expect(screen.getByText('Course status: Waiting for the nicotine test')).toBeVisible();
  });

  it.each([
    ['success', 'Thank you for your donation!'],
    ['cancelled', 'Donation cancelled'],
    ['declined', 'Payment declined'],
  ])('shows the checkout outcome ?donation=%s', async (outcome, title) => {
    stubFundraiser();
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`${PATH}?donation=${outcome}`);
    const notice = await screen.findByTestId('donation-outcome');
    expect(notice).toHaveTextContent(title);
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('donation-outcome')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('looks again after a paid checkout until the gift shows', async () => {
    let calls = 0;
    stubFetch(
      on('GET', '/api/global/webapp', () => json(config)),
      on('GET', '/api/participant/p-123/public', () => {
        calls += 1;
        return json({
          ...publicParticipantFixture,
          gifts: calls === 1 ? [] : publicParticipantFixture.gifts,
        });
      }),
    );
    renderApp(`${PATH}?donation=success`);
    expect(await screen.findByText('No donations yet. Be the first!')).toBeVisible();
    expect(await screen.findByText('You can do it!', {}, { timeout: 6_000 })).toBeVisible();
  });

  it('replaces "being confirmed" once no payment is pending (issue 16)', async () => {
    let calls = 0;
    stubFetch(
      on('GET', '/api/global/webapp', () => json(config)),
      on('GET', '/api/participant/p-123/public', () => {
        calls += 1;
        return json({ ...publicParticipantFixture, pendingCents: calls === 1 ? 1_000 : 0 });
      }),
    );
    renderApp(`${PATH}?donation=success`);
    expect(await screen.findByTestId('donation-outcome')).toHaveTextContent(
      'Your payment is being confirmed',
    );
    await waitFor(
      () =>
        expect(screen.getByTestId('donation-outcome')).toHaveTextContent(
          'your donation is now listed below',
        ),
      { timeout: 6_000 },
    );
  });

  it('shows the sandbox notice when payments are simulated', async () => {
    stubFundraiser(
      {},
      on('GET', '/api/global/webapp', () =>
        json({ ...config, sandbox: { ...config.sandbox, payments: true } }),
      ),
    );
    await openFundraiser();
    expect(screen.getByTestId('sandbox-notice')).toHaveTextContent(
      'Test mode – no real money moves',
    );
  });

  it('says so when there is no such fundraiser', async () => {
    stubFetch();
    renderApp('/supporter/support/nobody');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fundraiser not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a fundraiser' })).toHaveAttribute(
      'href',
      '/supporter/support',
    );
  });
});

describe('fundraiser page: what the money buys (T5, T7, T8)', () => {
  it.each([
    [
      'en',
      'What your donation rests on',
      /^Grace H\. is paid only after a nicotine test that is hard to fake: every test is filmed from the kit scan to the result photo, one test comes unannounced between day 8 and day 21, and a test passed automatically may be watched by our team/,
    ],
    [
      'de',
      'Worauf deine Spende baut',
      /^Grace H\. bekommt das Geld nur nach einem Nikotintest, der schwer zu fälschen ist: Jeder Test wird vom Scannen des Kits bis zum Foto des Ergebnisses gefilmt, ein Test kommt unangekündigt zwischen Tag 8 und Tag 21/,
    ],
  ] as const)(
    'tells supporters up front that tests are filmed, unannounced and audited (%s)',
    async (language, title, text) => {
      stubFundraiser();
      await i18n.changeLanguage(language);
      renderApp(PATH);
      await screen.findByRole('heading', { level: 1, name: 'Grace H.' });
      const promise = screen.getByTestId('fundraiser-test-promise');
      expect(within(promise).getByText(title)).toBeVisible();
      expect(within(promise).getByText(text)).toBeVisible();
      await i18n.changeLanguage('en');
    },
  );
});
