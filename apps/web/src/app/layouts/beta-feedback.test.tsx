// Issue 30: one beta-feedback setting instead of two. "Help" in the signed-in menus and the
// footer's link both follow the server's BETA_FEEDBACK_URL (the web app's configuration); there
// is no build-time copy any more.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture, webappConfig } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const FORM = 'https://feedback.example.org/quitpot-beta';
const withForm = on('GET', '/api/global/webapp', () =>
  json({ ...webappConfig, betaFeedbackUrl: FORM }),
);

describe('the one beta-feedback setting', () => {
  it.each([
    ['en', 'Help', 'Beta feedback'],
    ['de', 'Hilfe', 'Beta-Feedback'],
  ] as const)(
    'sends Help and the footer to the configured form (%s)',
    async (language, help, footer) => {
      await i18n.changeLanguage(language);
      stubFetch(
        withForm,
        sessionRoute(sessionFixture({ roles: ['supporter'], role: 'supporter' })),
      );
      renderApp('/user/profile');
      await screen.findByTestId('beta-feedback-link');
      const helpLinks = await screen.findAllByRole('link', { name: new RegExp(`^${help}`) });
      for (const link of helpLinks) expect(link).toHaveAttribute('href', FORM);
      expect(screen.getByTestId('beta-feedback-link')).toHaveTextContent(footer);
      expect(screen.getByTestId('beta-feedback-link')).toHaveAttribute('href', FORM);
    },
  );

  it('without the setting, Help opens the contact form and the footer has no link', async () => {
    stubFetch(sessionRoute(sessionFixture({ roles: ['participant'], role: 'participant' })));
    renderApp('/user/profile');
    const helpLinks = await screen.findAllByRole('link', { name: /^Help/ });
    for (const link of helpLinks) expect(link).toHaveAttribute('href', '/#contact');
    expect(screen.queryByTestId('beta-feedback-link')).toBeNull();
  });
});
