import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { PhoneTest } from './phone-test';

const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';
const KIT = '0d4e2b8a-6c1f-4a3e-8b7d-9e5f1a2c3d4b';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';

describe('the phone side of a hand-off (T4)', () => {
  it('opens the link once and shows the test; no camera here either means support, not a file', async () => {
    const fetchMock = stubFetch(
      on('POST', '/api/testkit/handoff/redeem', () => json({ courseId: COURSE })),
      on('GET', `/api/testkit/course/${COURSE}`, () =>
        json({
          testkit: {
            id: KIT,
            state: 'unused',
            readyAt: '2026-12-21T11:05:00.000Z',
            identity: 'verified',
            test: null,
          },
          now: '2026-12-21T11:00:00.000Z',
        }),
      ),
    );
    renderWithProviders(<PhoneTest token={TOKEN} />);
    expect(await screen.findByTestId('phone-test')).toHaveTextContent(
      'This phone may take your nicotine test only',
    );
    // jsdom has no camera: the phone does not hand on again, and takes no file.
    expect(await screen.findByTestId('phone-no-camera')).toHaveTextContent(
      'A photo from a file cannot be accepted.',
    );
    expect(screen.queryByTestId('handoff')).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    const redeemed = requestsTo(fetchMock, '/api/testkit/handoff/redeem');
    expect(redeemed).toHaveLength(1);
    expect(await redeemed[0]?.json()).toEqual({ token: TOKEN });
  });

  it('says why a used link does not open, in German', async () => {
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('de');
    stubFetch(
      on('POST', '/api/testkit/handoff/redeem', () =>
        json(
          {
            code: 'HANDOFF_LINK_USED',
            message:
              'Dieser Link wurde schon geöffnet. Erstelle einen neuen auf dem Gerät, auf dem du den Test begonnen hast.',
          },
          409,
        ),
      ),
    );
    renderWithProviders(<PhoneTest token={TOKEN} />);
    expect(await screen.findByTestId('phone-test-error')).toHaveTextContent(
      'Dieser Link wurde schon geöffnet.',
    );
  });
});
