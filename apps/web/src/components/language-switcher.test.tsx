import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { renderApp } from '@/testing/render';

describe('language switcher', () => {
  it('switches the visible text, <html lang> and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Deutsch' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Über uns' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Sprache' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Über uns · QuitPot');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('de');

    await user.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About' })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
