import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture, supporterDonationsFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const supporter = sessionFixture({ roles: ['supporter'] });

describe('supporter dashboard', () => {
  it('links every gift to its "where my money went" page (issue 16)', async () => {
    stubFetch(
      sessionRoute(supporter),
      on('GET', '/api/supporter/donations', () => json(supporterDonationsFixture)),
    );
    renderApp('/supporter/dashboard');
    const links = await screen.findAllByTestId('donation-trail-link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/donation/d-1?token=1900000000.sig-d-1',
      '/donation/d-2?token=1900000000.sig-d-2',
    ]);
  });

  it('shows the supported participants and every donation with its status', async () => {
    stubFetch(
      sessionRoute(supporter),
      on('GET', '/api/supporter/donations', () => json(supporterDonationsFixture)),
    );
    renderApp('/supporter/dashboard');

    const card = await screen.findByRole('article', { name: 'Grace H.' });
    expect(within(card).getByText('Course status: Course running')).toBeVisible();
    expect(within(card).getByText('Day 5 of 28')).toBeVisible();
    expect(
      within(card).getByRole('progressbar', { name: 'Grace H.: raised towards the minimum' }),
    ).toHaveAttribute('aria-valuetext', '€150.00 of €140.00');
    expect(within(card).getByRole('link', { name: "Open Grace H.'s fundraiser" })).toHaveAttribute(
      'href',
      '/supporter/support/p-123',
    );

    const table = screen.getByRole('table', { name: 'Every donation you made, newest first' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Grace H.');
    expect(first).toHaveTextContent('€25.00');
    expect(first).toHaveTextContent('€28.75');
    expect(first).toHaveTextContent('Confirmed');
    expect(second).toHaveTextContent('Refunded');
    expect(second).toHaveTextContent('Given anonymously');
    expect(within(second as HTMLElement).getAllByText('€10.00')).toHaveLength(3);
  });

  it('shows how the participant keeps up with the programme, in numbers only (A4)', async () => {
    stubFetch(
      sessionRoute(supporter),
      on('GET', '/api/supporter/donations', () => json(supporterDonationsFixture)),
    );
    await i18n.changeLanguage('de');
    renderApp('/supporter/dashboard');
    const card = await screen.findByRole('article', { name: 'Grace H.' });
    const counts = within(card).getByTestId('programme-counts');
    expect(within(counts).getByText('Seminare angesehen').nextElementSibling).toHaveTextContent(
      '7',
    );
    expect(
      within(counts).getByText('Tagebuch-Tage geschrieben').nextElementSibling,
    ).toHaveTextContent('4');
  });

  it('names every status in German', async () => {
    stubFetch(
      sessionRoute(supporter),
      on('GET', '/api/supporter/donations', () =>
        json({
          ...supporterDonationsFixture,
          donations: supporterDonationsFixture.donations.map((donation) => ({
            ...donation,
            status: 'paid_out',
          })),
        }),
      ),
    );
    await i18n.changeLanguage('de');
    renderApp('/supporter/dashboard');
    expect(await screen.findAllByText('An die teilnehmende Person ausgezahlt')).toHaveLength(2);
    expect(screen.getByText('Kursstatus: Kurs läuft')).toBeVisible();
    expect(screen.getByText('Tag 5 von 28')).toBeVisible();
  });

  it('points to the search when there are no donations yet', async () => {
    stubFetch(
      sessionRoute(supporter),
      on('GET', '/api/supporter/donations', () =>
        json({ donations: [], participants: [], currency: 'EUR' }),
      ),
    );
    renderApp('/supporter/dashboard');
    expect(await screen.findByText(/You haven't donated yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a fundraiser' })).toHaveAttribute(
      'href',
      '/supporter/support',
    );
  });

  it.each([
    ['en', '✓ Unannounced spot test passed'],
    ['de', '✓ Unangekündigten Stichprobentest bestanden'],
  ])('says a spot test was passed only once it was (T7, %s)', async (language, text) => {
    const [grace] = supporterDonationsFixture.participants;
    stubFetch(
      sessionRoute(supporter),
      on('GET', '/api/supporter/donations', () =>
        json({ ...supporterDonationsFixture, participants: [{ ...grace, spotTestsPassed: 1 }] }),
      ),
    );
    await i18n.changeLanguage(language);
    renderApp('/supporter/dashboard');
    expect(await screen.findByTestId('spot-test-passed')).toHaveTextContent(text);
    await i18n.changeLanguage('en');
  });

  it('says nothing of a spot test before one was passed', async () => {
    stubFetch(
      sessionRoute(supporter),
      on('GET', '/api/supporter/donations', () => json(supporterDonationsFixture)),
    );
    renderApp('/supporter/dashboard');
    await screen.findByRole('article', { name: 'Grace H.' });
    expect(screen.queryByTestId('spot-test-passed')).not.toBeInTheDocument();
  });
});
