import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sessionFixture } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { EmailVerificationNotice } from './email-verification-notice';

const unverified = sessionFixture({ emailVerified: false }).user;

afterEach(() => window.localStorage.clear());

describe('the confirm-your-email notice', () => {
  it.each([
    [
      'en',
      'Please confirm your email address: we sent a link to ada@example.org. Your course mails',
    ],
    [
      'de',
      'Bitte bestätige deine E-Mail-Adresse: Wir haben dir einen Link an ada@example.org geschickt. Deine Kurs-Mails',
    ],
  ] as const)(
    'speaks to a participant about their course, not donations (%s)',
    async (language, text) => {
      await i18n.changeLanguage(language);
      renderWithProviders(<EmailVerificationNotice user={unverified} role="participant" />);
      const notice = await screen.findByTestId('email-notice');
      expect(notice).toHaveTextContent(text);
      expect(notice).not.toHaveTextContent(/donations|Spenden/);
    },
  );

  it('speaks to a supporter about their donations', async () => {
    renderWithProviders(<EmailVerificationNotice user={unverified} role="supporter" />);
    expect(await screen.findByTestId('email-notice')).toHaveTextContent(
      'donations you make with this address do not show in your account',
    );
  });

  it('can be dismissed, and stays away on the next page', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithProviders(
      <EmailVerificationNotice user={unverified} role="participant" />,
    );
    await screen.findByTestId('email-notice');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('email-notice')).toBeNull();
    first.unmount();
    renderWithProviders(<EmailVerificationNotice user={unverified} role="participant" />);
    expect(screen.queryByTestId('email-notice')).toBeNull();
  });
  it('leaves local storage unread for a confirmed address (its first read slows the first render)', async () => {
    const read = vi.spyOn(Storage.prototype, 'getItem');
    renderWithProviders(
      <EmailVerificationNotice user={sessionFixture().user} role="participant" />,
    );
    expect(screen.queryByTestId('email-notice')).toBeNull();
    expect(read.mock.calls.filter(([key]) => key.startsWith('email-notice'))).toEqual([]);
    read.mockRestore();
  });
});
