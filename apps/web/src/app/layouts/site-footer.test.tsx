// The footer's copyright year on a prerendered page: the server wrote its year into the HTML, and
// the browser hydrates it on its own clock. Across a new year (the server's zone still in the old
// one, the visitor's already in the new, or a device whose clock is off) the two differ: that
// must not be a hydration error, which makes React drop the server's markup and render the page
// afresh, losing what the visitor typed before the code came (record 0110).
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { createQueryClient } from '@/lib/query-client';
import { setActEnvironment } from '@/testing/act-environment';
import { SiteFooter } from './site-footer';

function footer() {
  const router = createMemoryRouter([{ path: '*', element: <SiteFooter /> }]);
  return (
    <AppProvider env="test" queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

let hydrated: Root | undefined;
let actBefore: boolean | undefined;

afterEach(() => {
  const root = hydrated;
  hydrated = undefined;
  if (root) act(() => root.unmount());
  setActEnvironment(actBefore ?? false);
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the footer of a prerendered page', () => {
  it('hydrates without an error when the browser is already in the next year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 31, 23, 59, 50));
    const html = renderToString(footer());
    expect(html).toContain('2026');

    vi.setSystemTime(new Date(2027, 0, 1, 0, 0, 10));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const year = container.querySelector('footer p');
    expect(year?.textContent).toContain('2026');
    const errors: unknown[] = [];
    actBefore = setActEnvironment(true);
    await act(async () => {
      hydrated = hydrateRoot(container, footer(), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    // The server's markup was kept (rendered afresh, it would be a new element), with its year.
    expect(container.querySelector('footer p')).toBe(year);
    expect(year?.textContent).toContain('2026');
  });
});
