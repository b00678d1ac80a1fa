import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import {
  courseDayFixture,
  courseFixture,
  profileFixture,
  sessionFixture,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

describe('fundraiser page editor (issue 16)', () => {
  it('saves the story and says when the photo waits for approval', async () => {
    let page = { story: null as string | null, photoStatus: 'pending' as const };
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture({ id: 'u-42' })),
      on('GET', '/api/course/active', () => json(courseFixture)),
      on('GET', '/api/course/day', () => json(courseDayFixture)),
      on('GET', '/api/participant', () => json(profileFixture)),
      on('GET', '/api/participant/fundraiser', () => json(page)),
      on('PUT', '/api/participant/fundraiser/story', async (request) => {
        page = { ...page, ...((await request.json()) as { story: string }) };
        return json(page);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Your fundraiser page' });
    expect(screen.getByTestId('photo-status')).toHaveTextContent("Waiting for our team's check");
    await user.type(screen.getByRole('textbox', { name: 'Your story' }), 'For my kids.');
    await user.click(screen.getByRole('button', { name: 'Save story' }));
    expect(await screen.findByText('Your story is saved.')).toBeInTheDocument();
    const [request] = requestsTo(fetchMock, '/api/participant/fundraiser/story');
    expect(await request?.json()).toEqual({ story: 'For my kids.' });
  });

  it.each([
    [
      'en',
      413,
      'IMAGE_TOO_LARGE',
      'The photo is too large (at most 16 megapixels). Please take it again or send a smaller one.',
    ],
    [
      'de',
      413,
      'IMAGE_TOO_LARGE',
      'Das Foto ist zu groß (höchstens 16 Megapixel). Bitte nimm es noch einmal auf oder sende ein kleineres.',
    ],
    ['en', 429, 'RATE_LIMITED', 'Too many attempts. Please wait a moment'],
    ['de', 429, 'RATE_LIMITED', 'Zu viele Versuche. Bitte warte einen Moment'],
  ] as const)(
    'shows a refused photo upload in words (%s, %s %s), not the server text',
    async (language, status, code, message) => {
      await i18n.changeLanguage(language);
      stubFetch(
        sessionRoute(sessionFixture({ id: 'u-42' })),
        on('GET', '/api/course/active', () => json(courseFixture)),
        on('GET', '/api/course/day', () => json(courseDayFixture)),
        on('GET', '/api/participant', () => json(profileFixture)),
        on('GET', '/api/participant/fundraiser', () => json({ story: null, photoStatus: null })),
        on('PUT', '/api/participant/fundraiser/photo', () =>
          json({ code, message: `raw: ${code} from the server (8000 x 6000)` }, status),
        ),
      );
      const user = userEvent.setup({ delay: null });
      renderApp('/participant/dashboard');
      await screen.findByRole('heading', {
        level: 2,
        name: /^(Your fundraiser page|Deine Spendenseite)$/,
      });
      const input = document.querySelector<HTMLInputElement>('input[type="file"]');
      expect(input).not.toBeNull();
      await user.upload(input!, new File([new Uint8Array(64)], 'me.png', { type: 'image/png' }));
      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.queryByText(/raw:/)).toBeNull();
    },
  );
});
