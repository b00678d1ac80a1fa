import type { AdminTest } from '@quit/contracts/testkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { ReviewsPage } from './reviews-page';

const TEST = '5b1c9e7d-2a4f-4e8b-a6c3-1d7f9b2e4a6c';
const COURSE = '7a9d3c1e-0b5f-4c7e-9a61-2f1e8d3b4c5a';

const audited: AdminTest = {
  id: TEST,
  courseId: COURSE,
  testkitCode: 'QP-ABCDEFGH',
  status: 'audit',
  predicted: 'passed',
  confidence: 0.97,
  result: null,
  reading: { reason: 'ok' },
  note: null,
  createdAt: '2026-12-21T11:08:30.000Z',
  finalAt: null,
  photoAvailable: true,
  diary: { daysKept: 27, smokeFreeDays: 27 },
  dispute: null,
  kind: 'spot',
  auditDueAt: '2026-12-23T11:08:30.000Z',
  identity: 'verified',
  waitStartedAt: '2026-12-21T11:03:00.000Z',
  recording: {
    id: '11111111-1111-4111-8111-111111111111',
    state: 'complete',
    mimeType: 'video/webm',
    bytes: 2_000_000,
    startedAt: '2026-12-21T11:01:00.000Z',
    completedAt: '2026-12-21T11:08:31.000Z',
    arrivals: [
      [0, 0],
      [5_000, 100],
      [40_000, 200],
    ],
  },
  presence: {
    startedAt: '2026-12-21T11:01:00.000Z',
    endedAt: '2026-12-21T11:01:10.000Z',
    qr: '1111111111',
    face: '1111100011',
  },
};

afterEach(() => i18n.changeLanguage('en'));

function stubQueues(audits: AdminTest[]) {
  return stubFetch(
    on('GET', '/api/admin/testkits/tests', (request) =>
      json({ tests: new URL(request.url).searchParams.get('status') === 'audit' ? audits : [] }),
    ),
    on('POST', `/api/admin/testkits/tests/${TEST}/decision`, () =>
      json({ ...audited, status: 'final', result: 'passed', note: 'Watched it' }),
    ),
  );
}

describe('the audit queue (T8)', () => {
  it('shows an audited pass with its deadline, photo, recording, timeline, identity and presence, and decides it', async () => {
    const fetchMock = stubQueues([audited]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReviewsPage />);
    await user.click(await screen.findByText('Audits'));
    const card = await screen.findByRole('article', { name: 'QP-ABCDEFGH' });
    expect(within(card).getByTestId('audit-due')).toHaveTextContent(/^Audit due by 12\.23\.2026, /);
    expect(within(card).getByText('Spot test')).toBeVisible();
    expect(
      within(card).getByRole('img', { name: 'Photo of the result window of kit QP-ABCDEFGH' }),
    ).toHaveAttribute('src', `/api/admin/testkits/tests/${TEST}/photo`);
    const video = within(card).getByLabelText('Recording of the test with kit QP-ABCDEFGH');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', `/api/admin/testkits/tests/${TEST}/recording`);
    const steps = within(within(card).getByTestId('timeline')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/^0:00 Kit scanned, recording starts · /),
      expect.stringMatching(/^0:00 Saliva collection \(2:00\) · /),
      expect.stringMatching(/^2:00 Wait \(5:00\) · /),
      expect.stringMatching(/^7:30 Result photo · /),
      expect.stringMatching(/^7:31 Recording ends · /),
    ]);
    expect(within(card).getByText('Upload gap from 0:05 to 0:40')).toBeVisible();
    expect(within(card).getByTestId('identity')).toHaveTextContent('verified');
    const presence = within(card).getByTestId('presence');
    expect(presence).toHaveTextContent("Kit's QR code: 100% of 10 s (longest absence 0 s)");
    expect(presence).toHaveTextContent('A face: 70% of 10 s (longest absence 3 s)');
    expect(card).toHaveTextContent(
      'an automatic pass was drawn for an audit: watch the recording, then decide',
    );

    await user.click(within(card).getByRole('radio', { name: 'passed' }));
    await user.type(within(card).getByRole('textbox', { name: /^Note/ }), 'Watched it');
    await user.click(within(card).getByRole('button', { name: 'Decide (final)' }));
    const [sent] = requestsTo(fetchMock, `/api/admin/testkits/tests/${TEST}/decision`);
    expect(await sent?.json()).toEqual({ result: 'passed', note: 'Watched it' });
  });

  it('says "no recording" in German, with the route still wired once one comes', async () => {
    stubQueues([{ ...audited, recording: null, presence: null, identity: 'none' }]);
    await i18n.changeLanguage('de');
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReviewsPage />);
    await user.click(await screen.findByText('Stichproben'));
    const card = await screen.findByRole('article', { name: 'QP-ABCDEFGH' });
    expect(
      within(within(card).getByTestId('recording-panel')).getByText('Keine Aufnahme'),
    ).toBeVisible();
    expect(card.querySelector('video')).toBeNull();
    expect(within(card).getByTestId('audit-due')).toHaveTextContent(/^Prüfen bis 23\.12\.2026/);
    expect(within(card).getByTestId('presence')).toHaveTextContent(
      'Es wurden keine Anwesenheitsdaten gesendet.',
    );
    expect(within(card).getByTestId('identity')).toHaveTextContent('nicht begonnen');
    // The wait and the photo are known without a recording.
    const steps = within(within(card).getByTestId('timeline')).getAllByRole('listitem');
    expect(steps[2]).toHaveTextContent(/^Wartezeit \(5:00\) · 21\.12\.2026/);
  });

  it('shows that no pass waits for an audit', async () => {
    stubQueues([]);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ReviewsPage />);
    await user.click(await screen.findByText('Audits'));
    expect(await screen.findByText('No automatic pass is waiting for an audit.')).toBeVisible();
  });
});

describe('why a clear reading is in review (T6)', () => {
  it('names the absences of the kit or the face during the collection, in both languages', async () => {
    const inReview: AdminTest = {
      ...audited,
      status: 'review',
      auditDueAt: null,
      reading: {
        reason: 'ok',
        presenceCheck: { reason: 'presence_absent', seconds: 10, absentShare: 0.3 },
      },
    };
    stubFetch(
      on('GET', '/api/admin/testkits/tests', (request) =>
        json({
          tests: new URL(request.url).searchParams.get('status') === 'review' ? [inReview] : [],
        }),
      ),
    );
    const { unmount } = renderWithProviders(<ReviewsPage />);
    expect(await screen.findByRole('article', { name: 'QP-ABCDEFGH' })).toHaveTextContent(
      "the kit's QR code or a face was out of view for over 20 % of the collection",
    );
    unmount();
    await i18n.changeLanguage('de');
    renderWithProviders(<ReviewsPage />);
    expect(await screen.findByRole('article', { name: 'QP-ABCDEFGH' })).toHaveTextContent(
      'der QR-Code des Kits oder ein Gesicht war über 20 % der Sammelzeit nicht im Bild',
    );
  });
});
