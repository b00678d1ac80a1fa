import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { sessionRoute, stubFetch } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

describe("the operator console in a signed-in account's menu", () => {
  it.each([
    ['en', 'Operator console'],
    ['de', 'Betriebskonsole'],
  ] as const)('is there for an operator on the supporter pages (%s)', async (language, name) => {
    await i18n.changeLanguage(language);
    stubFetch(sessionRoute(sessionFixture({ roles: ['supporter', 'admin'], role: 'supporter' })));
    renderApp('/user/profile');
    const links = await screen.findAllByRole('link', { name });
    expect(links[0]).toHaveAttribute('href', '/admin');
  });

  it('is not there for a supporter who is no operator', async () => {
    stubFetch(sessionRoute(sessionFixture({ roles: ['supporter'], role: 'supporter' })));
    renderApp('/user/profile');
    expect((await screen.findAllByRole('link', { name: 'Help' })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Operator console' })).toBeNull();
  });
});
