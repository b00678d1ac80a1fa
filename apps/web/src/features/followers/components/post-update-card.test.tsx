import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { PostUpdateCard } from './post-update-card';

const API = '/api/participant/fundraiser/updates';

afterEach(() => i18n.changeLanguage('en'));

const answer = (photoStatus: 'pending' | null) => ({
  id: '6d1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
  text: 'Day 5',
  createdAt: '2027-03-01T10:00:00.000Z',
  photoUrl: null,
  photoStatus,
});

describe('posting an update (A8)', () => {
  it.each([
    ['en', 'Post update', 'Its photo shows once our team has approved it.'],
    ['de', 'Neuigkeit senden', 'Ihr Foto erscheint, sobald unser Team es freigegeben hat.'],
  ])(
    'says a photo waits for approval while the text is out (record 0102, %s)',
    async (language, submit, waiting) => {
      await i18n.changeLanguage(language);
      const fetchMock = stubFetch(on('POST', API, () => json(answer('pending'))));
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<PostUpdateCard />);
      await user.type(screen.getByRole('textbox'), 'Day 5');
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      await user.upload(input!, new File([new Uint8Array(64)], 'me.jpg', { type: 'image/jpeg' }));
      await user.click(screen.getByRole('button', { name: submit }));
      expect(await screen.findByRole('status')).toHaveTextContent(waiting);
      const [sent] = requestsTo(fetchMock, API);
      expect(await sent!.json()).toMatchObject({
        text: 'Day 5',
        photo: { contentType: 'image/jpeg' },
      });
    },
  );

  it('says nothing of approval for an update without a photo', async () => {
    stubFetch(on('POST', API, () => json(answer(null))));
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<PostUpdateCard />);
    await user.type(screen.getByRole('textbox'), 'Day 5');
    await user.click(screen.getByRole('button', { name: 'Post update' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      'Your update is on your page and on its way to your followers.',
    );
    expect(status).not.toHaveTextContent('approved');
  });
});
