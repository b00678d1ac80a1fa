import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { PhotosPage } from './photos-page';

const PARTICIPANT = 'p-photo-1';
const UPDATE = '6d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';

afterEach(() => i18n.changeLanguage('en'));

function stubQueue() {
  return stubFetch(
    on('GET', '/api/admin/overview', () => json({ sandbox: true, outbox: true, currency: 'EUR' })),
    on('GET', '/api/admin/fundraiser/photos', () =>
      json({
        photos: [
          {
            participantId: PARTICIPANT,
            displayName: 'Ada L.',
            updatedAt: '2027-03-02T09:00:00.000Z',
          },
        ],
      }),
    ),
    on('GET', '/api/admin/fundraiser/update-photos', () =>
      json({
        photos: [
          {
            updateId: UPDATE,
            participantId: PARTICIPANT,
            displayName: 'Ada L.',
            text: 'Day 3: the first walk',
            createdAt: '2027-03-01T09:00:00.000Z',
          },
        ],
      }),
    ),
    on('PUT', `/api/admin/fundraiser/updates/${UPDATE}/photo`, () => json({ ok: true })),
    on('PUT', `/api/admin/fundraiser/photos/${PARTICIPANT}`, () =>
      json({ story: null, photoStatus: 'rejected' }),
    ),
  );
}

describe('the console’s photo queue (record 0102)', () => {
  it('shows page and update photos oldest first, and sends each decision', async () => {
    const fetchMock = stubQueue();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PhotosPage />);
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      'Update: Ada L.',
      'Fundraiser page: Ada L.',
    ]);
    const update = cards[0]!;
    expect(update).toHaveTextContent('Day 3: the first walk');
    expect(within(update).getByRole('img', { name: 'Update photo of Ada L.' })).toHaveAttribute(
      'src',
      `/api/admin/fundraiser/updates/${UPDATE}/photo`,
    );
    expect(within(cards[1]!).getByRole('img')).toHaveAttribute(
      'src',
      `/api/admin/fundraiser/photos/${PARTICIPANT}`,
    );
    await user.click(within(update).getByRole('button', { name: 'Approve' }));
    await user.click(within(cards[1]!).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, `/api/admin/fundraiser/photos/${PARTICIPANT}`)).toHaveLength(1),
    );
    const [approved] = requestsTo(fetchMock, `/api/admin/fundraiser/updates/${UPDATE}/photo`);
    expect(approved!.method).toBe('PUT');
    expect(await approved!.json()).toEqual({ decision: 'approve' });
    const [rejected] = requestsTo(fetchMock, `/api/admin/fundraiser/photos/${PARTICIPANT}`);
    expect(await rejected!.json()).toEqual({ decision: 'reject' });
    expect(await screen.findByText('Photo of Ada L. approved.')).toBeInTheDocument();
  });

  it('speaks German', async () => {
    await i18n.changeLanguage('de');
    stubQueue();
    renderWithProviders(<PhotosPage />);
    const [update] = await screen.findAllByRole('article');
    expect(update).toHaveAttribute('aria-label', 'Neuigkeit: Ada L.');
    expect(within(update!).getByRole('button', { name: 'Freigeben' })).toBeInTheDocument();
    expect(within(update!).getByRole('button', { name: 'Ablehnen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fotos' })).toBeInTheDocument();
  });
});
