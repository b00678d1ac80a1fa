import type { FollowUpStatus, FollowUpTest } from '@quit/contracts/follow-up';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { FollowUpCard } from './follow-up-card';

const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';
const KIT = '0d4e2b8a-6c1f-4a3e-8b7d-9e5f1a2c3d4b';
const API = '/api/participant/follow-ups';

const threeMonths: FollowUpTest = {
  id: '6d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  stage: 'three_months',
  state: 'enrolled',
  opensOn: '2027-04-20',
  closesOn: '2027-05-17',
  opensAt: '2027-04-19T22:00:00.000Z',
  closesAt: '2027-05-17T22:00:00.000Z',
  kitSentAt: null,
  trackingText: null,
  result: null,
  settledAt: null,
  testkit: null,
};
const sixMonths: FollowUpTest = {
  ...threeMonths,
  id: '7d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  stage: 'six_months',
  opensOn: '2027-07-20',
  closesOn: '2027-08-16',
  opensAt: '2027-07-19T22:00:00.000Z',
  closesAt: '2027-08-16T22:00:00.000Z',
};
const notJoined: FollowUpStatus = {
  now: '2027-01-21T10:00:00.000Z',
  eligibleCourseId: COURSE,
  courseId: null,
  passedOn: null,
  joinedAt: null,
  tests: [],
  bonusPot: null,
};
const joined = (tests: FollowUpTest[], bonusPot: FollowUpStatus['bonusPot'] = null) => ({
  ...notJoined,
  eligibleCourseId: null,
  courseId: COURSE,
  passedOn: '2027-01-20',
  joinedAt: '2027-01-21T10:00:00.000Z',
  tests,
  bonusPot,
});
const pot = (over: Partial<NonNullable<FollowUpStatus['bonusPot']>> = {}) => ({
  state: 'open' as const,
  currency: 'EUR',
  raisedCents: 4_250,
  givenCents: 5_000,
  supporters: 2,
  names: ['Grace H.'],
  closesAt: '2027-05-17T22:00:00.000Z',
  payoutFailed: false,
  ...over,
});

const panel = (test: FollowUpTest, courseId: string) => (
  <div data-testid="test-panel">{`${test.stage} ${courseId}`}</div>
);

afterEach(() => i18n.changeLanguage('en'));

describe('follow-up tests on the dashboard (C8)', () => {
  it('explains the follow-up tests after a pass and joins them on one click', async () => {
    const fetchMock = stubFetch(
      on('GET', API, () => json(notJoined)),
      on('POST', API, () =>
        json(
          joined(
            [threeMonths, sixMonths],
            pot({ supporters: 0, names: [], raisedCents: 0, givenCents: 0 }),
          ),
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FollowUpCard currency="EUR" renderTest={panel} />);
    const card = await screen.findByRole('region', { name: 'Stay quit: follow-up tests' });
    expect(card).toHaveTextContent('3 and 6 months after your pass');
    expect(card).toHaveTextContent('paid out to you if you pass the 3-month test');
    expect(card).toHaveTextContent('“6 months smoke-free”');
    await user.click(within(card).getByRole('button', { name: 'Join the follow-up tests' }));
    const status = await screen.findByRole('region', { name: 'Stay quit: your follow-up tests' });
    const [sent] = requestsTo(fetchMock, API).filter((r) => r.method === 'POST');
    expect(await sent!.json()).toEqual({ courseId: COURSE });
    expect(status).toHaveTextContent('You passed on 01.20.2027.');
    const three = within(status).getByTestId('follow-up-three_months');
    expect(within(three).getByTestId('follow-up-state')).toHaveTextContent('Joined');
    expect(three).toHaveTextContent('Due 04.20.2027 – 05.17.2027');
    expect(within(status).getByTestId('bonus-pot-state')).toHaveTextContent(
      'Supporters can give until 05.17.2027 or until you take the 3-month test.',
    );
    expect(screen.queryByTestId('test-panel')).not.toBeInTheDocument();
  });

  it('shows the posted kit, then the test itself once it is due, and the bonus pot, in German', async () => {
    await i18n.changeLanguage('de');
    const due: FollowUpTest = {
      ...threeMonths,
      state: 'due',
      kitSentAt: '2027-04-10T09:00:00.000Z',
      trackingText: 'DHL 0034',
      testkit: { id: KIT, state: 'unused', readyAt: null, identity: 'verified', test: null },
    };
    const posted: FollowUpTest = {
      ...sixMonths,
      state: 'kit_sent',
      kitSentAt: '2027-07-10T09:00:00.000Z',
    };
    stubFetch(on('GET', API, () => json(joined([due, posted], pot()))));
    renderWithProviders(<FollowUpCard currency="EUR" renderTest={panel} />);
    const status = await screen.findByRole('region', {
      name: 'Rauchfrei bleiben: deine Nachtests',
    });
    const three = within(status).getByTestId('follow-up-three_months');
    expect(within(three).getByTestId('follow-up-state')).toHaveTextContent('Jetzt fällig');
    expect(three).toHaveTextContent('Mach den Test jetzt, bis zum 17.05.2027.');
    expect(three).toHaveTextContent('Sendungsverfolgung: DHL 0034');
    // The same witnessed test, for this follow-up of this course.
    expect(within(three).getByTestId('test-panel')).toHaveTextContent(`three_months ${COURSE}`);
    const six = within(status).getByTestId('follow-up-six_months');
    expect(six).toHaveTextContent(
      'Dein Kit wurde am 10.07.2027 verschickt. Der Test öffnet am 20.07.2027.',
    );
    expect(within(six).queryByTestId('test-panel')).not.toBeInTheDocument();
    expect(within(status).getByTestId('bonus-pot-raised')).toHaveTextContent(
      '42,50 € von 2 Unterstützern',
    );
    expect(status).toHaveTextContent('Gespendet von Grace H.');
  });

  it('shows the outcomes, the paid-out bonus and the 6-month mark', async () => {
    const passed = (test: FollowUpTest): FollowUpTest => ({
      ...test,
      state: 'passed',
      result: 'passed',
      settledAt: '2027-04-21T10:00:00.000Z',
      testkit: { id: KIT, state: 'used', readyAt: null, identity: 'verified', test: null },
    });
    stubFetch(
      on('GET', API, () =>
        json(joined([passed(threeMonths), passed(sixMonths)], pot({ state: 'paid_out' }))),
      ),
    );
    renderWithProviders(<FollowUpCard currency="EUR" renderTest={panel} />);
    const status = await screen.findByRole('region', { name: 'Stay quit: your follow-up tests' });
    expect(within(status).getByTestId('six-months-mark')).toHaveTextContent(
      'You earned the badge “6 months smoke-free”.',
    );
    for (const stage of ['three_months', 'six_months']) {
      const item = within(status).getByTestId(`follow-up-${stage}`);
      expect(within(item).getByTestId('follow-up-state')).toHaveTextContent('Passed');
      expect(item).toHaveTextContent('Passed: still smoke-free.');
    }
    expect(within(status).getByTestId('bonus-pot-state')).toHaveTextContent(
      'Paid out to you for the passed 3-month test.',
    );
    expect(screen.queryByTestId('test-panel')).not.toBeInTheDocument();
  });

  it.each([
    [
      'en',
      'Your bonus payout did not go through',
      'as soon as you save it, we send the payout again by ourselves',
      'Open Billing',
    ],
    [
      'de',
      'Die Auszahlung deines Bonus hat nicht geklappt',
      'Sobald du es speicherst, schicken wir die Auszahlung von selbst noch einmal',
      'Abrechnung öffnen',
    ],
  ])(
    'tells of a bonus payout that failed and leads to Billing (record 0101, %s)',
    async (language, title, text, link) => {
      await i18n.changeLanguage(language);
      const paid = { ...threeMonths, state: 'passed' as const, result: 'passed' as const };
      stubFetch(
        on('GET', API, () =>
          json(joined([paid, sixMonths], pot({ state: 'paid_out', payoutFailed: true }))),
        ),
      );
      renderWithProviders(<FollowUpCard currency="EUR" renderTest={panel} />);
      const failed = await screen.findByTestId('bonus-pot-payout-failed');
      expect(failed).toHaveTextContent(title);
      expect(failed).toHaveTextContent(text);
      expect(within(failed).getByRole('link', { name: link })).toHaveAttribute(
        'href',
        '/participant/settings/billing',
      );
      // Not "paid out" while the money has not arrived.
      expect(screen.queryByTestId('bonus-pot-state')).not.toBeInTheDocument();
    },
  );

  it('says when a missed 3-month test leaves the 6-month one out and refunds the bonus', async () => {
    stubFetch(
      on('GET', API, () =>
        json(
          joined(
            [
              { ...threeMonths, state: 'missed', settledAt: '2027-05-18T10:00:00.000Z' },
              { ...sixMonths, state: 'closed', settledAt: '2027-05-18T10:00:00.000Z' },
            ],
            pot({ state: 'refunded' }),
          ),
        ),
      ),
    );
    renderWithProviders(<FollowUpCard currency="EUR" renderTest={panel} />);
    const status = await screen.findByRole('region', { name: 'Stay quit: your follow-up tests' });
    expect(within(status).getByTestId('follow-up-three_months')).toHaveTextContent(
      'Not taken in time.',
    );
    expect(within(status).getByTestId('follow-up-six_months')).toHaveTextContent(
      'the 6-month test follows only a passed 3-month test',
    );
    expect(within(status).getByTestId('bonus-pot-state')).toHaveTextContent(
      'Refunded to your supporters',
    );
  });

  it('shows nothing without a passed course to join for', async () => {
    const fetchMock = stubFetch(
      on('GET', API, () => json({ ...notJoined, eligibleCourseId: null })),
    );
    const { container } = renderWithProviders(<FollowUpCard currency="EUR" renderTest={panel} />);
    await waitFor(() => expect(requestsTo(fetchMock, API)).toHaveLength(1));
    expect(container).not.toHaveTextContent('follow-up');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
