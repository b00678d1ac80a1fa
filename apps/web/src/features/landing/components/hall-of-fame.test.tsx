import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { HallOfFame } from './hall-of-fame';

const winners = {
  entries: [
    { name: 'Hedy L.', passedOn: '2026-11-20' },
    { name: 'Ada K.', passedOn: '2026-10-02' },
  ],
};

describe('Hall of Fame on the landing page', () => {
  it('lists the winners with the day they passed, in the UI language', async () => {
    await i18n.changeLanguage('de');
    stubFetch(on('GET', '/api/global/hall-of-fame', () => json(winners)));
    renderWithProviders(<HallOfFame />);
    expect(await screen.findByRole('heading', { name: 'Ruhmeshalle' })).toBeVisible();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Hedy L.bestanden am 20.11.2026',
      'Ada K.bestanden am 02.10.2026',
    ]);
  });

  it('is absent while nobody is in it (never made up)', async () => {
    let asked = false;
    stubFetch(
      on('GET', '/api/global/hall-of-fame', () => {
        asked = true;
        return json({ entries: [] });
      }),
    );
    renderWithProviders(<HallOfFame />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Hall of Fame' })).not.toBeInTheDocument();
  });
});
