import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
});
