import type { Course } from '@quit/contracts/course';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch, type Route } from '@/testing/fetch';
import {
  courseDayFixture,
  courseFixture,
  profileFixture,
  sessionFixture,
} from '@/testing/fixtures';
import { programmeRoutes } from '@/testing/programme-fixtures';
import { renderApp } from '@/testing/render';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';

const participant = sessionFixture({ id: 'u-42' });

const funded: Partial<Course> = {
  balanceCents: 15_000,
  startDateChoice: { allowed: true, reason: null },
};

const scheduled = (daysUntilStart: number, startDate: string): Partial<Course> => ({
  ...funded,
  state: 'scheduled',
  startDate,
  daysUntilStart,
  endDate: '2030-12-21',
  testDeadline: '2031-01-18',
});

function stubCourse(course: Partial<Course> = {}, ...routes: Route[]) {
  return stubFetch(
    sessionRoute(participant),
    ...routes,
    on('GET', '/api/course/active', () => json({ ...courseFixture, ...course })),
    on('GET', '/api/course/day', () => json(courseDayFixture)),
    on('GET', '/api/participant', () => json(profileFixture)),
  );
}

async function openDashboard() {
  const user = userEvent.setup({ delay: null });
  renderApp('/participant/dashboard');
  await screen.findByTestId('course-state');
  return user;
}

const startDateField = () => screen.getByRole('textbox', { name: /^(Start date|Startdatum)/ });
const submitButton = () => screen.getByRole('button', { name: 'Start on this date' });
/** Said up front (T5, T7, T8): the participant agrees to the test's rules with the date. */
const agreeToTestTerms = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('checkbox', { name: /^(I agree|Ich stimme zu)/ }));

describe('participant dashboard: raising money', () => {
  it('shows the state, the way to the minimum and the share link', async () => {
    stubCourse();
    await openDashboard();
    expect(screen.getByTestId('course-state')).toHaveTextContent('Course status: Raising money');
    expect(screen.getByTestId('course-state')).toHaveAttribute('data-state', 'funding');
    expect(
      screen.getByRole('progressbar', { name: 'Your share towards the minimum' }),
    ).toHaveAttribute('aria-valuetext', '€52.00 of €140.00');
    // The share link's code comes with the states that show it (record 0106).
    expect(await screen.findByRole('textbox', { name: 'Your fundraiser link' })).toHaveValue(
      `${window.location.origin}/supporter/support/u-42`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // The profile is complete: no checklist.
    expect(screen.queryByRole('region', { name: 'Complete Your Profile' })).not.toBeInTheDocument();
  });

  it('disables the chooser while the balance is too low and says how much is missing', async () => {
    stubCourse();
    await openDashboard();
    // The chooser's code loads after the dashboard is drawn (its own chunk).
    expect(await screen.findByRole('textbox', { name: /^Start date/ })).toBeDisabled();
    expect(submitButton()).toBeDisabled();
    expect(screen.getByTestId('start-date-reason')).toHaveTextContent(
      'You can choose a start date once your share of confirmed donations reaches €140.00: €88.00 still missing.',
    );
  });

  it('says so in German too', async () => {
    stubCourse();
    await i18n.changeLanguage('de');
    renderApp('/participant/dashboard');
    expect(await screen.findByTestId('start-date-reason')).toHaveTextContent(
      'Es fehlen noch 88,00 €.',
    );
    expect(screen.getByRole('textbox', { name: /^Startdatum/ })).toBeDisabled();
  });

  it('disables the chooser while the profile is incomplete, with the checklist and a link', async () => {
    stubCourse({
      profileComplete: false,
      startDateChoice: { allowed: false, reason: 'PROFILE_INCOMPLETE' },
    });
    await openDashboard();
    expect(startDateField()).toBeDisabled();
    const reason = screen.getByTestId('start-date-reason');
    expect(reason).toHaveTextContent('once your profile is complete');
    expect(within(reason).getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/participant/settings/profile',
    );
    const checklist = await screen.findByRole('region', { name: 'Complete Your Profile' });
    expect(within(checklist).getByText('Phone number')).toBeVisible();
  });

  it.each([
    ['en', '11.24.2030', 'The course starts on 11.24.2030'],
    ['de', '24.11.2030', 'Der Kurs startet am 24.11.2030'],
  ] as const)('posts the chosen date and confirms it in %s', async (language, typed, message) => {
    let course: Partial<Course> = funded;
    const fetchMock = stubCourse(
      {},
      on('GET', '/api/course/active', () => json({ ...courseFixture, ...course })),
      on('POST', '/api/course', () => {
        course = scheduled(4, '2030-11-24');
        return json({ ...courseFixture, ...course });
      }),
    );
    await i18n.changeLanguage(language);
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/dashboard');
    const field = await screen.findByRole('textbox', {
      name: language === 'de' ? /^Startdatum/ : /^Start date/,
    });
    await user.type(field, typed);
    await user.keyboard('{Escape}');
    await agreeToTestTerms(user);
    await user.click(
      screen.getByRole('button', {
        name: language === 'de' ? 'An diesem Tag starten' : 'Start on this date',
      }),
    );

    expect(await screen.findByText(message)).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/course');
    expect(await request?.json()).toEqual({
      startDate: '2030-11-24',
      testTermsVersion: TEST_TERMS_VERSION,
    });
    expect(await screen.findByTestId('start-banner')).toBeVisible();
  });

  it("shows the server's DATE_IN_PAST at the field", async () => {
    stubCourse(
      funded,
      on('POST', '/api/course', () =>
        json(
          {
            code: 'DATE_IN_PAST',
            message: 'Please provide a date that is not in the past',
            fields: ['startDate'],
          },
          400,
        ),
      ),
    );
    const user = await openDashboard();
    await user.type(startDateField(), '11.20.2030');
    await user.keyboard('{Escape}');
    await agreeToTestTerms(user);
    await user.click(submitButton());
    expect(await screen.findByText('Please provide a date that is not in the past')).toBeVisible();
    expect(startDateField()).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's BALANCE_TOO_LOW message with the form", async () => {
    stubCourse(
      funded,
      on('POST', '/api/course', () =>
        json(
          {
            code: 'BALANCE_TOO_LOW',
            message: 'You did not raise enough money. You need at least €140.00',
          },
          409,
        ),
      ),
    );
    const user = await openDashboard();
    await user.type(startDateField(), '11.24.2030');
    await user.keyboard('{Escape}');
    await agreeToTestTerms(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You did not raise enough money. You need at least €140.00',
    );
  });

  it.each([
    [
      'en',
      '11.24.2030',
      'Start on this date',
      'Your course has already started. A start date can only be chosen before the course begins.',
    ],
    [
      'de',
      '24.11.2030',
      'An diesem Tag starten',
      'Dein Kurs hat bereits begonnen. Ein Startdatum kannst du nur wählen, bevor der Kurs beginnt.',
    ],
  ] as const)(
    'says in %s that the course already runs when the server answers COURSE_ALREADY_RUNNING',
    async (language, typed, submit, message) => {
      stubCourse(
        funded,
        on('POST', '/api/course', () =>
          json({ code: 'COURSE_ALREADY_RUNNING', message: 'from the server' }, 409),
        ),
      );
      await i18n.changeLanguage(language);
      const user = userEvent.setup({ delay: null });
      renderApp('/participant/dashboard');
      await screen.findByTestId('course-state');
      await user.type(startDateField(), typed);
      await user.keyboard('{Escape}');
      await agreeToTestTerms(user);
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    },
  );

  it.each([
    ['en', '11.19.2030', 'Please provide a date that is not in the past'],
    ['de', '19.11.2030', 'Bitte gib ein Datum an, das nicht in der Vergangenheit liegt'],
    ['en', '01.16.2031', 'Please choose a start date at most 8 weeks from today'],
    ['de', '16.01.2031', 'Bitte wähle einen Starttermin höchstens 8 Wochen ab heute'],
    ['en', '12.31.2099', 'Please choose a start date at most 8 weeks from today'],
  ] as const)(
    'keeps a typed date outside the allowed days and says why (%s, %s)',
    async (language, typed, message) => {
      const fetchMock = stubCourse(funded);
      await i18n.changeLanguage(language);
      const user = userEvent.setup({ delay: null });
      renderApp('/participant/dashboard');
      await screen.findByTestId('course-state');
      await user.type(startDateField(), typed);
      await user.keyboard('{Escape}');
      await user.tab();
      expect(startDateField()).toHaveValue(typed);
      await user.click(
        screen.getByRole('button', {
          name: language === 'de' ? 'An diesem Tag starten' : 'Start on this date',
        }),
      );
      expect(await screen.findByText(new RegExp(message))).toBeVisible();
      expect(startDateField()).toHaveAttribute('aria-invalid', 'true');
      expect(requestsTo(fetchMock, '/api/course')).toEqual([]);
    },
  );

  it.each([
    [
      'en',
      '11.24.2030',
      'Start on this date',
      'Every nicotine test is filmed',
      'One test comes unannounced: on a day between day 8 and day 21',
      'may be audited: our team watches the recording within 48 hours',
      'Please agree to the rules of the nicotine test to choose a start date.',
    ],
    [
      'de',
      '24.11.2030',
      'An diesem Tag starten',
      'Jeder Nikotintest wird gefilmt',
      'Ein Test kommt unangekündigt: An einem Tag zwischen Tag 8 und Tag 21',
      'kann geprüft werden: Unser Team sieht sich die Aufnahme innerhalb von 48 Stunden an',
      'Bitte stimme den Regeln des Nikotintests zu, um ein Startdatum zu wählen.',
    ],
  ] as const)(
    'says up front in %s that tests are filmed, one is unannounced and passes may be audited, and sends nothing until the participant agrees',
    async (language, typed, submit, filmed, spot, audit, required) => {
      const fetchMock = stubCourse(funded);
      await i18n.changeLanguage(language);
      const user = userEvent.setup({ delay: null });
      renderApp('/participant/dashboard');
      await screen.findByTestId('course-state');
      const terms = screen.getByTestId('test-terms');
      for (const point of [filmed, spot, audit]) {
        expect(within(terms).getByText(new RegExp(point))).toBeVisible();
      }
      const box = screen.getByRole('checkbox', { name: /^(I agree|Ich stimme zu)/ });
      expect(box).not.toBeChecked();
      expect(box).toBeRequired();
      await user.type(startDateField(), typed);
      await user.keyboard('{Escape}');
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByText(required)).toBeVisible();
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(requestsTo(fetchMock, '/api/course')).toEqual([]);
    },
  );

  it("shows the server's TEST_TERMS_REQUIRED at the checkbox", async () => {
    stubCourse(
      funded,
      on('POST', '/api/course', () =>
        json(
          {
            code: 'TEST_TERMS_REQUIRED',
            message: 'Please first confirm that you agree to the nicotine test’s rules',
            fields: ['testTermsVersion'],
          },
          409,
        ),
      ),
    );
    const user = await openDashboard();
    await user.type(startDateField(), '11.24.2030');
    await user.keyboard('{Escape}');
    await agreeToTestTerms(user);
    await user.click(submitButton());
    // Said in the app's words for the code, next to the box.
    expect(
      await screen.findByText(/^Please first confirm that you agree to the nicotine test's rules/),
    ).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /^I agree/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('asks for a date before sending', async () => {
    const fetchMock = stubCourse(funded);
    const user = await openDashboard();
    await user.click(submitButton());
    expect(await screen.findByText('Please choose a start date')).toBeVisible();
    expect(requestsTo(fetchMock, '/api/course')).toEqual([]);
  });
});

describe('participant dashboard: scheduled', () => {
  it.each([
    ['en', 1, 'Your course starts in 1 day'],
    ['en', 3, 'Your course starts in 3 days'],
    ['de', 1, 'Dein Kurs startet in 1 Tag'],
    ['de', 3, 'Dein Kurs startet in 3 Tagen'],
  ] as const)('says in %s how many days are left (%i)', async (language, days, text) => {
    stubCourse(scheduled(days, '2030-11-23'));
    await i18n.changeLanguage(language);
    renderApp('/participant/dashboard');
    const banner = await screen.findByTestId('start-banner');
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveTextContent(text);
    expect(banner).toHaveTextContent(language === 'de' ? '23.11.2030' : '11.23.2030');
  });

  it('offers another date, prefilled with the chosen one', async () => {
    stubCourse(scheduled(3, '2030-11-23'));
    await openDashboard();
    expect(screen.getByRole('heading', { name: 'Choose another start date' })).toBeVisible();
    expect(startDateField()).toHaveValue('11.23.2030');
    expect(startDateField()).toBeEnabled();
  });
});

/** Record 0086: "Cancel your course" is in Settings → Danger zone, beside account deletion. */
async function openDangerZone() {
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp('/participant/settings/danger');
  await screen.findByRole('heading', { name: /^(Cancel your course|Kurs abbrechen)$/ });
  return { user, router };
}

describe('participant dashboard: cancelling, in Settings → Danger zone', () => {
  it('confirms in a dialog, cancels and says how many refunds started', async () => {
    let course: Partial<Course> = scheduled(3, '2030-11-23');
    const fetchMock = stubCourse(
      {},
      on('GET', '/api/course/active', () => json({ ...courseFixture, ...course })),
      on('PUT', '/api/course/cancel', () => {
        course = {
          state: 'cancelled',
          canCancel: false,
          startDateChoice: { allowed: false, reason: 'WRONG_STATE' },
        };
        return json({ course: { ...courseFixture, ...course }, refunds: 3 });
      }),
    );
    const { user, router } = await openDangerZone();
    await user.click(screen.getByRole('button', { name: 'Cancel course' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel your course?' });
    expect(dialog).toHaveTextContent(
      'Each supporter chooses within 7 days: their money back in full',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep my course' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/course/cancel')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel course' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, cancel my course',
      }),
    );

    expect(await screen.findByTestId('refunds-notice')).toHaveTextContent('3 refunds started');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel course' })).not.toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/course/cancel');
    expect(request?.method).toBe('PUT');
    expect(await request?.json()).toEqual({ confirm: true });
    // The daily view then shows the ended course, and no way to cancel.
    await router.navigate('/participant/dashboard');
    expect(await screen.findByRole('heading', { name: 'You cancelled your course' })).toBeVisible();
    expect(screen.getByTestId('course-state')).toHaveAttribute('data-state', 'cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel course' })).not.toBeInTheDocument();
  });

  it('opens the next fundraiser only when the participant asks (issue 16)', async () => {
    let course: Partial<Course> = { state: 'cancelled', canCancel: false };
    const fetchMock = stubCourse(
      {},
      on('GET', '/api/course/active', () => json({ ...courseFixture, ...course })),
      on('POST', '/api/course/new', () => {
        course = { state: 'funding' };
        return json({ ...courseFixture, ...course });
      }),
    );
    const user = await openDashboard();
    expect(screen.getByRole('heading', { name: 'You cancelled your course' })).toBeVisible();
    expect(requestsTo(fetchMock, '/api/course/new')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Start a new fundraiser' }));
    await waitFor(() =>
      expect(screen.getByTestId('course-state')).toHaveAttribute('data-state', 'funding'),
    );
    expect(requestsTo(fetchMock, '/api/course/new')).toHaveLength(1);
  });

  it('counts one refund in German', async () => {
    stubCourse(
      {},
      on('PUT', '/api/course/cancel', () =>
        json({ course: { ...courseFixture, state: 'cancelled', canCancel: false }, refunds: 1 }),
      ),
    );
    await i18n.changeLanguage('de');
    const { user } = await openDangerZone();
    await user.click(await screen.findByRole('button', { name: 'Kurs abbrechen' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Ja, Kurs abbrechen',
      }),
    );
    expect(await screen.findByTestId('refunds-notice')).toHaveTextContent('1 Erstattung gestartet');
  });

  it('says when there was nothing to refund', async () => {
    stubCourse(
      {},
      on('PUT', '/api/course/cancel', () =>
        json({ course: { ...courseFixture, state: 'cancelled', canCancel: false }, refunds: 0 }),
      ),
    );
    const { user } = await openDangerZone();
    await user.click(screen.getByRole('button', { name: 'Cancel course' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, cancel my course',
      }),
    );
    expect(await screen.findByTestId('refunds-notice')).toHaveTextContent(
      'Your supporters are asked whether they want their money back or keep it for your next attempt.',
    );
  });

  it('says how many refunds started after cancelling a running course', async () => {
    let course: Partial<Course> = { ...scheduled(0, '2030-11-20'), state: 'active', day: 5 };
    stubCourse(
      {},
      on('GET', '/api/course/active', () => json({ ...courseFixture, ...course })),
      // The course day loads again after the change, slowly: the notice must not wait for it.
      on('GET', '/api/course/day', async () => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return json(courseDayFixture);
      }),
      on('PUT', '/api/course/cancel', () => {
        course = { state: 'cancelled', canCancel: false };
        return json({ course: { ...courseFixture, ...course }, refunds: 2 });
      }),
    );
    const { user } = await openDangerZone();
    await user.click(screen.getByRole('button', { name: 'Cancel course' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Yes, cancel my course',
      }),
    );
    expect(await screen.findByTestId('refunds-notice')).toHaveTextContent('2 refunds started');
  });

  it('keeps the dialog open with the reason when cancelling fails', async () => {
    stubCourse(
      {},
      on('PUT', '/api/course/cancel', () =>
        json({ code: 'NOT_SUCCESSFUL', message: 'Not successful' }, 400),
      ),
    );
    const { user } = await openDangerZone();
    await user.click(screen.getByRole('button', { name: 'Cancel course' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel my course' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not successful');
  });

  it('is not offered while a test result is not settled, nor in the daily view', async () => {
    stubCourse({ ...scheduled(0, '2030-11-20'), state: 'active', day: 28, canCancel: false });
    renderApp('/participant/settings/danger');
    expect(await screen.findByRole('heading', { name: 'Delete account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel course' })).toBeNull();
  });
});

describe('participant dashboard: running and after', () => {
  it('shows the day with a bar and what today brings', async () => {
    stubCourse(
      { ...scheduled(0, '2030-11-20'), state: 'active', day: 5, daysUntilStart: null },
      ...programmeRoutes(),
    );
    await openDashboard();
    // The progress is below the first screen: it renders once that was painted (record 0106).
    expect(await screen.findByTestId('course-day')).toHaveTextContent('Day 5 of 28');
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      'Day 5 of 28',
    );
    // Today's programme comes from the programme feature (its own tests cover it).
    expect(await screen.findByRole('heading', { name: 'Daily Overview' })).toBeVisible();
    expect(await screen.findAllByTestId('seminar-item')).toHaveLength(2);
    expect(await screen.findByTestId('diary-state')).toBeInTheDocument();
    expect(await screen.findByTestId('due-nicotineTest')).toHaveTextContent(
      'Nicotine testFrom day 28',
    );
    // Record 0086: today first, then the progress, then the fundraiser; no "Cancel" here.
    const today = screen.getByRole('region', { name: 'Today' });
    const progress = screen.getByRole('region', { name: 'Your progress' });
    const fundraiser = screen.getByRole('region', { name: 'Your fundraiser and supporters' });
    expect(within(today).getAllByTestId('seminar-item')).toHaveLength(2);
    expect(within(today).getByTestId('diary-state')).toBeInTheDocument();
    expect(within(progress).getByTestId('course-day')).toBeInTheDocument();
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(today, progress)).toBe(true);
    expect(follows(progress, fundraiser)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Cancel course' })).toBeNull();
  });

  it.each([
    ['en', 'failed', 'Course status: Test not passed (not final yet)', 'Course running'],
    ['de', 'partial', 'Kursstatus: Teilweise bestanden (noch nicht endgültig)', 'Kurs läuft'],
    ['en', 'disputed', 'Course status: Test result disputed, under review', 'Course running'],
    ['de', 'review', 'Kursstatus: Testfoto wird geprüft', 'Kurs läuft'],
  ] as const)(
    'names a test result that is not settled instead of the running course (%s, %s)',
    async (language, pendingTestResult, label, running) => {
      stubCourse(
        {
          ...scheduled(0, '2030-11-20'),
          state: 'active',
          day: 28,
          daysUntilStart: null,
          canCancel: false,
          pendingTestResult,
        },
        ...programmeRoutes(),
      );
      await i18n.changeLanguage(language);
      await openDashboard();
      const badge = screen.getByTestId('course-state');
      expect(badge).toHaveTextContent(label);
      expect(badge).not.toHaveTextContent(running);
      expect(badge).toHaveAttribute('data-test-result', pendingTestResult);
      expect(screen.queryByRole('button', { name: /^(Cancel course|Kurs abbrechen)$/ })).toBeNull();
    },
  );

  it('shows the test deadline while waiting for the test', async () => {
    stubCourse({ ...scheduled(0, '2030-11-20'), state: 'awaiting_test', daysUntilStart: null });
    await i18n.changeLanguage('de');
    renderApp('/participant/dashboard');
    expect(await screen.findByTestId('test-deadline')).toHaveTextContent(
      'Mach den Nikotintest bis zum 18.01.2031.',
    );
  });

  it('sends a passed participant to Billing, and closes the course after the payout', async () => {
    const fetchMock = stubCourse(
      { state: 'passed', canCancel: false, payoutStatus: 'paid' },
      on('PUT', '/api/course/finish', () =>
        json({ ...courseFixture, state: 'paid_out', canCancel: false, payoutStatus: 'paid' }),
      ),
    );
    const user = await openDashboard();
    // The outcomes' code comes with the states that show them (record 0106).
    expect(
      await screen.findByRole('heading', { name: 'You passed – pay out your pot' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel course' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish course' }));
    expect(await screen.findByText('Course finished')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your pot has been paid out' })).toBeVisible();
    expect(requestsTo(fetchMock, '/api/course/finish')).toHaveLength(1);
  });

  it('links to Billing before the payout', async () => {
    stubCourse({ state: 'passed', canCancel: false });
    await openDashboard();
    expect(screen.getByRole('link', { name: 'Go to Billing' })).toHaveAttribute(
      'href',
      '/participant/settings/billing',
    );
  });

  it('explains a failed course and why it cannot be closed yet', async () => {
    stubCourse(
      { state: 'failed', canCancel: false },
      on('PUT', '/api/course/finish', () =>
        json({ code: 'NOT_SUCCESSFUL', message: 'Not successful' }, 400),
      ),
    );
    const user = await openDashboard();
    expect(
      await screen.findByRole('heading', { name: 'The money goes back to your supporters' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Finish course' }));
    expect(await screen.findByTestId('finish-error')).toHaveTextContent(
      'the money is still on its way',
    );
  });

  it('counts the smoke-free days of a partial result', async () => {
    stubCourse({ state: 'partial', canCancel: false, smokeFreeDays: 12 });
    await openDashboard();
    expect(await screen.findByTestId('smoke-free-days')).toHaveTextContent(
      'You stayed smoke-free for 12 days.',
    );
    expect(screen.getByRole('link', { name: 'Request your partial payout' })).toBeVisible();
  });
});
