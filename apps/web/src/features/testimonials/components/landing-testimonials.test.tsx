import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { LandingTestimonials } from './landing-testimonials';

describe('reviews on the landing page', () => {
  it('shows each review with first name and last initial, marked with its language', async () => {
    await i18n.changeLanguage('de');
    stubFetch(
      on('GET', '/api/global/reviews', () =>
        json({
          entries: [
            { id: 'a', name: 'Hedy L.', text: 'Seit vier Wochen rauchfrei.', language: 'de' },
            { id: 'b', name: 'Ada K.', text: 'It really worked for me.', language: 'en' },
          ],
        }),
      ),
    );
    renderWithProviders(<LandingTestimonials />);
    expect(await screen.findByRole('heading', { name: 'Das sagen Teilnehmende' })).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('It really worked for me.')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('– Ada K.')).toBeVisible();
  });

  it('is absent while there are none (never made up)', async () => {
    let asked = false;
    stubFetch(
      on('GET', '/api/global/reviews', () => {
        asked = true;
        return json({ entries: [] });
      }),
    );
    renderWithProviders(<LandingTestimonials />);
    await waitFor(() => expect(asked).toBe(true));
    expect(
      screen.queryByRole('heading', { name: 'What participants say' }),
    ).not.toBeInTheDocument();
  });
});
