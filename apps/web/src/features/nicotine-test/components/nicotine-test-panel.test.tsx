import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { remainingMs } from './wait-step';
import { NicotineTestPanel } from './nicotine-test-panel';

const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';
const KIT = '0d4e2b8a-6c1f-4a3e-8b7d-9e5f1a2c3d4b';
const TEST = '5b1c9e7d-2a4f-4e8b-a6c3-1d7f9b2e4a6c';
const API = `/api/testkit/course/${COURSE}`;
const now = '2026-12-21T11:00:00.000Z';

const kit = (over: object = {}) => ({
  testkit: { id: KIT, state: 'unused', readyAt: null, identity: 'none', test: null, ...over },
  now,
});

describe('the nicotine test panel', () => {
  it('warns about nicotine in other forms and starts the identity check, in English', async () => {
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const fetchMock = stubFetch(
      on('GET', API, () => json(kit())),
      on('POST', '/api/stripe/verificationsession', () =>
        json({ state: 'pending', url: 'http://localhost/sandbox/identity/vs_1' }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NicotineTestPanel courseId={COURSE} />);
    expect(await screen.findByTestId('test-warning')).toHaveTextContent(
      'e-cigarettes, heated tobacco and snus contain nicotine',
    );
    expect(screen.getByRole('button', { name: 'Start the test' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Verify identity' }));
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/sandbox/identity/vs_1'),
    );
    const [sent] = requestsTo(fetchMock, '/api/stripe/verificationsession');
    expect(await sent?.json()).toEqual({
      testkit_id: KIT,
      redirectUrl: `${window.location.origin}/participant/dashboard`,
    });
  });

  it('says it in German too, and opens the test once the identity is verified', async () => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('de');
    stubFetch(on('GET', API, () => json(kit({ identity: 'verified' }))));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NicotineTestPanel courseId={COURSE} />);
    expect(await screen.findByTestId('test-warning')).toHaveTextContent(
      'E-Zigaretten, Tabakerhitzer und Snus enthalten Nikotin',
    );
    expect(screen.getByTestId('identity-state')).toHaveTextContent(
      'Deine Identität ist bestätigt.',
    );
    await user.click(screen.getByRole('button', { name: 'Test beginnen' }));
    expect(
      await screen.findByRole('heading', { name: 'Schritt 1: QR-Code scannen' }),
    ).toBeVisible();
    // jsdom has no camera: the test is filmed, so there is no file to pick (T4).
    expect(screen.getByTestId('camera-unavailable')).toHaveTextContent(
      'Auf diesem Gerät konnte keine Kamera geöffnet werden.',
    );
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('hands the test to a phone when this device has no camera, and follows the phone', async () => {
    let opened = false;
    let scanned = false;
    const fetchMock = stubFetch(
      on('GET', API, () =>
        json(kit({ identity: 'verified', readyAt: scanned ? '2026-12-21T11:05:00.000Z' : null })),
      ),
      on('POST', '/api/testkit/handoff', () =>
        json({
          url: 'http://localhost/t/AbCdEfGhIjKlMnOpQrStUv',
          qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
          expiresAt: '2026-12-21T11:15:00.000Z',
        }),
      ),
      on('GET', '/api/testkit/handoff', () =>
        json({
          handoff: { state: opened ? 'opened' : 'waiting', expiresAt: '2026-12-21T11:15:00.000Z' },
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NicotineTestPanel courseId={COURSE} />);
    await user.click(await screen.findByRole('button', { name: 'Start the test' }));
    expect(await screen.findByTestId('handoff')).toHaveTextContent('Continue on your phone');
    await user.click(screen.getByRole('button', { name: 'Show the QR code for my phone' }));
    expect(await screen.findByRole('img', { name: /opens this test on your phone/ })).toBeVisible();
    expect(screen.getByTestId('handoff-url')).toHaveTextContent('/t/AbCdEfGhIjKlMnOpQrStUv');
    const [sent] = requestsTo(fetchMock, '/api/testkit/handoff');
    expect(await sent?.json()).toEqual({ courseId: COURSE });
    expect(screen.getByTestId('handoff-state')).toHaveTextContent('Waiting for your phone');
    opened = true;
    expect(await screen.findByText(/Your phone has the test/, {}, { timeout: 5000 })).toBeVisible();
    scanned = true;
    expect(await screen.findByText(/the wait is running/, {}, { timeout: 5000 })).toBeVisible();
  });

  const UNTIL = '2026-12-23T11:00:00.000Z';
  it.each([
    ['final', 'failed', UNTIL, 'The test results indicate that you smoked in the last days.'],
    ['final', 'failed', null, 'The test results indicate that you smoked in the last days.'],
    ['final', 'invalid', UNTIL, 'Invalid result'],
    ['review', null, null, 'Your photo is under review.'],
  ])('shows a %s %s result (disputable until %s) in the spec words', async (...args) => {
    const [status, result, disputableUntil, text] = args;
    stubFetch(
      on('GET', API, () =>
        json(
          kit({
            state: 'used',
            test: { testId: TEST, status, result, disputed: false, disputableUntil },
          }),
        ),
      ),
    );
    renderWithProviders(<NicotineTestPanel courseId={COURSE} />);
    expect(await screen.findByTestId('test-result')).toHaveTextContent(text);
    if (result === 'failed' && disputableUntil === null) {
      // The window has passed: the result stands, support remains.
      expect(screen.getByText(/please contact our support/)).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Dispute this result' })).toBeNull();
    } else {
      expect(screen.getByRole('button', { name: 'Dispute this result' })).toBeVisible();
    }
    if (disputableUntil !== null) {
      expect(screen.getByTestId('test-result-dispute-until')).toHaveTextContent(
        /you can ask for a review until .*2026/,
      );
    } else {
      expect(screen.queryByTestId('test-result-dispute-until')).toBeNull();
    }
  });

  it.each([
    ['en', 'failed', 'Dispute this result', 'Contact support', 'Continue'],
    ['de', 'partial', 'Ergebnis anfechten', 'Support kontaktieren', 'Weiter'],
  ] as const)(
    "shows the server's %s %s result with its next steps, not a Continue that leads nowhere",
    async (language, result, dispute, contact, next) => {
      const { i18n } = await import('@/lib/i18n');
      await i18n.changeLanguage(language);
      stubFetch(
        on('GET', API, () =>
          json(
            kit({
              state: 'used',
              test: {
                testId: TEST,
                status: 'final',
                result,
                disputed: false,
                disputableUntil: UNTIL,
              },
            }),
          ),
        ),
      );
      renderWithProviders(<NicotineTestPanel courseId={COURSE} />);
      expect(await screen.findByTestId(`test-result-${result}`)).toBeVisible();
      expect(screen.getByRole('button', { name: dispute })).toBeVisible();
      expect(screen.getByRole('link', { name: contact })).toHaveAttribute(
        'href',
        '/participant/chat',
      );
      expect(screen.queryByRole('button', { name: next })).toBeNull();
    },
  );

  it('sends a dispute with its note to the server', async () => {
    const fetchMock = stubFetch(
      on('GET', API, () =>
        json(
          kit({
            state: 'used',
            test: {
              testId: TEST,
              status: 'final',
              result: 'failed',
              disputed: false,
              disputableUntil: UNTIL,
            },
          }),
        ),
      ),
      on('POST', `/api/testkit/tests/${TEST}/dispute`, () =>
        json({
          testId: TEST,
          status: 'review',
          result: null,
          predicted: 'failed',
          confidence: 1,
          disputableUntil: null,
        }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<NicotineTestPanel courseId={COURSE} />);
    await user.click(await screen.findByRole('button', { name: 'Dispute this result' }));
    await user.type(screen.getByLabelText('What should the operator know? (optional)'), 'C line');
    await user.click(screen.getByRole('button', { name: 'Send to an operator' }));
    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, `/api/testkit/tests/${TEST}/dispute`)).toHaveLength(1),
    );
    const [sent] = requestsTo(fetchMock, `/api/testkit/tests/${TEST}/dispute`);
    expect(await sent?.json()).toEqual({ note: 'C line' });
  });

  it('counts down from the server deadline and the product time, not the device clock', () => {
    const readyAt = '2026-12-21T11:05:00.000Z';
    expect(remainingMs(readyAt, now, 1_000, 1_000)).toBe(5 * 60_000);
    expect(remainingMs(readyAt, now, 1_000, 61_000)).toBe(4 * 60_000);
    expect(remainingMs(readyAt, '2026-12-21T12:00:00.000Z', 1_000, 1_000)).toBe(0);
  });
});
