import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { fundraiserPath, participantIdFromInput } from './participant-link';

describe('participant id from a pasted link', () => {
  it.each([
    ['https://quitpot.example/supporter/support/abc123', 'abc123'],
    ['http://localhost:5173/supporter/support/abc123/', 'abc123'],
    ['https://quitpot.example/supporter/support/abc123?donation=success#top', 'abc123'],
    ['  quitpot.example/supporter/support/Xy_9-z  ', 'Xy_9-z'],
    ['/supporter/support/abc123', 'abc123'],
    ['abc123', 'abc123'],
    ['  abc123\n', 'abc123'],
  ])('reads %j as %j', (input, id) => {
    expect(participantIdFromInput(input)).toBe(id);
  });

  it.each([
    '',
    '   ',
    'https://quitpot.example/supporter/support/',
    'https://quitpot.example/about',
    'two words',
    'https://quitpot.example/supporter/support/%E0%A4%A',
    'a/b',
  ])('finds no id in %j', (input) => {
    expect(participantIdFromInput(input)).toBeNull();
  });

  it('builds the fundraiser path', () => {
    expect(fundraiserPath('abc123')).toBe('/supporter/support/abc123');
  });
});

describe('find a fundraiser', () => {
  const supporter = sessionFixture({ roles: ['supporter'] });

  it('opens the fundraiser of a pasted link', async () => {
    stubFetch(sessionRoute(supporter));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/supporter/support');
    const field = await screen.findByRole('textbox', { name: 'Fundraiser link or participant ID' });
    await user.type(field, 'https://quitpot.example/supporter/support/p-123?x=1');
    await user.click(screen.getByRole('button', { name: 'Open fundraiser' }));
    await screen.findByRole('heading', { level: 1, name: 'Fundraiser not found' });
    expect(router.state.location.pathname).toBe('/supporter/support/p-123');
  });

  it('refuses what is neither a link nor an id', async () => {
    stubFetch(sessionRoute(supporter));
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/supporter/support');
    const field = await screen.findByRole('textbox', { name: 'Fundraiser link or participant ID' });
    await user.type(field, 'https://quitpot.example/about');
    await user.click(screen.getByRole('button', { name: 'Open fundraiser' }));
    expect(
      await screen.findByText('Please paste the link your friend shared, or their participant ID'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/supporter/support');
  });
});
