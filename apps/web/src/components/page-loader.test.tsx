import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PageLoader } from './page-loader';

describe('PageLoader', () => {
  it('says "Loading…" as a status, and the spinner carries no ARIA attribute a plain element may not have', () => {
    renderWithProviders(<PageLoader />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading…');
    // axe's aria-prohibited-attr: an aria-label on an element without a role that allows one
    // (the journeys' axe found three on the dashboard while its sections loaded).
    const labelled = [...status.querySelectorAll('[aria-label]')].filter(
      (element) => !element.hasAttribute('role'),
    );
    expect(labelled).toEqual([]);
  });
});
