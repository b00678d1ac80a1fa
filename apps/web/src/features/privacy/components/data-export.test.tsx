import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { profileFixture, sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const exported = { exportedAt: '2030-01-01T00:00:00.000Z', account: { id: 'u-1' }, extra: 1 };

function stubDownload() {
  const saved: { name: string; href: string }[] = [];
  const createObjectURL = vi.fn((_object: Blob | MediaSource) => 'blob:quitpot-export');
  // jsdom has no object URLs.
  class TestURL extends URL {
    static override createObjectURL = createObjectURL;
    static override revokeObjectURL = vi.fn();
  }
  vi.stubGlobal('URL', TestURL);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, href: this.href });
  });
  return { saved, createObjectURL };
}

describe('download my data', () => {
  it.each([
    ['a participant', '/participant/settings/profile', sessionFixture()],
    ['a supporter', '/user/profile', sessionFixture({ roles: ['supporter'] })],
  ])('saves the export as quitpot-my-data.json for %s', async (_who, path, session) => {
    const { saved, createObjectURL } = stubDownload();
    const fetchMock = stubFetch(
      sessionRoute(session),
      on('GET', '/api/participant', () => json(profileFixture)),
      on('GET', '/api/user/profile', () => json(profileFixture)),
      on('GET', '/api/account/export', () => json(exported)),
    );
    const user = userEvent.setup({ delay: null });
    renderApp(path);

    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data has been downloaded')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/account/export')).toHaveLength(1);
    expect(saved).toEqual([{ name: 'quitpot-my-data.json', href: 'blob:quitpot-export' }]);
    const [blob] = createObjectURL.mock.calls[0] ?? [];
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe('application/json');
    // Everything the server sent, also what the contract does not name.
    expect(JSON.parse(await (blob as Blob).text())).toEqual(exported);
  });
});
