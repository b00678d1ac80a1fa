import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { json, stubFetch } from '@/testing/fetch';
import { apiRequest } from './api-client';
import { ApiError } from './api-error';
import { authEvents } from './auth-events';
import { errorMessage } from './error-message';
import { chooseLanguage } from './i18n';

const lastRequest = (fetchMock: ReturnType<typeof stubFetch>) => {
  const [input, init] = fetchMock.mock.calls.at(-1) ?? [];
  return new Request(new URL(String(input), 'http://localhost'), init);
};

describe('apiRequest', () => {
  it('sends the UI language, asks for JSON and includes credentials', async () => {
    const fetchMock = stubFetch(() => json({ ok: true }));
    await chooseLanguage('de');

    await expect(apiRequest('/ping')).resolves.toEqual({ ok: true });

    const request = lastRequest(fetchMock);
    expect(new URL(request.url).pathname).toBe('/api/ping');
    expect(request.headers.get('X-Language')).toBe('de');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.credentials).toBe('include');
  });

  it('sends a JSON body', async () => {
    const fetchMock = stubFetch(() => json({ received: true }, 201));
    await apiRequest('/clickup/contact', { method: 'POST', body: { name: 'Ada' } });
    const request = lastRequest(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ name: 'Ada' });
  });

  it('turns an error body into an ApiError', async () => {
    stubFetch(() =>
      json(
        { code: 'INVALID_DATA', message: 'The Data you provided is invalid.', fields: ['email'] },
        400,
      ),
    );
    const error = await apiRequest('/x', { notify: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'INVALID_DATA',
      status: 400,
      fields: ['email'],
      message: 'The Data you provided is invalid.',
    });
  });

  it('falls back to a code by status when the body is not an error body', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/x', { notify: false })).rejects.toMatchObject({
      code: 'INTERNAL',
      status: 502,
    });
  });

  it('reports a network failure as INTERNAL', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/x', { notify: false })).rejects.toMatchObject({
      code: 'INTERNAL',
      status: 0,
    });
  });

  it('rejects a response that breaks the contract', async () => {
    stubFetch(() => json({ unexpected: true }));
    const schema = {
      parse: () => {
        throw new Error('invalid');
      },
    };
    await expect(apiRequest('/x', { schema, notify: false })).rejects.toMatchObject({
      code: 'INTERNAL',
    });
  });

  it('emits the sign-out event on 401', async () => {
    stubFetch(() => json({ code: 'UNAUTHENTICATED', message: 'Please sign in' }, 401));
    const onSignOut = vi.fn();
    const unsubscribe = authEvents.onSignOut(onSignOut);
    await expect(apiRequest('/participant', { notify: false })).rejects.toMatchObject({
      status: 401,
    });
    unsubscribe();
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on a 401 when the caller asks so (the session check)', async () => {
    stubFetch(() => json({ code: 'UNAUTHENTICATED', message: 'Please sign in' }, 401));
    const onSignOut = vi.fn();
    const unsubscribe = authEvents.onSignOut(onSignOut);
    await expect(
      apiRequest('/account/session', { notify: false, signOutOnUnauthorized: false }),
    ).rejects.toMatchObject({ status: 401 });
    unsubscribe();
    expect(onSignOut).not.toHaveBeenCalled();
  });

  it('does not sign out on other failures', async () => {
    stubFetch(() => json({ code: 'FORBIDDEN', message: 'You may not do this' }, 403));
    const onSignOut = vi.fn();
    const unsubscribe = authEvents.onSignOut(onSignOut);
    await apiRequest('/x', { notify: false }).catch(() => undefined);
    unsubscribe();
    expect(onSignOut).not.toHaveBeenCalled();
  });
});

describe('a read the page’s HTML started (record 0097)', () => {
  const preload = (href: string) => {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'use-credentials');
    link.setAttribute('href', href);
    document.head.append(link);
    return link;
  };

  it('is asked once where the HTML started it, with credentials and none of the app’s headers', async () => {
    await chooseLanguage('de');
    const link = preload('/api/participant/dashboard?language=de');
    const fetchMock = stubFetch(() => json({ ok: true }));
    try {
      await apiRequest('/participant/dashboard');
      const first = lastRequest(fetchMock);
      expect(new URL(first.url).pathname + new URL(first.url).search).toBe(
        '/api/participant/dashboard?language=de',
      );
      expect(first.credentials).toBe('include');
      expect(first.headers.get('X-Language')).toBeNull();
      expect(first.headers.get('Accept')).toBeNull();

      // A preload answers one request: the next read is asked the usual way.
      await apiRequest('/participant/dashboard');
      const second = lastRequest(fetchMock);
      expect(new URL(second.url).search).toBe('');
      expect(second.headers.get('X-Language')).toBe('de');
    } finally {
      link.remove();
    }
  });

  it('is not used in another language, for another path or for a write', async () => {
    await chooseLanguage('en');
    const link = preload('/api/global/webapp?language=de');
    const fetchMock = stubFetch(() => json({ ok: true }));
    try {
      await apiRequest('/global/webapp');
      expect(new URL(lastRequest(fetchMock).url).search).toBe('');
      expect(lastRequest(fetchMock).headers.get('X-Language')).toBe('en');
      await chooseLanguage('de');
      await apiRequest('/global/webapp', { method: 'POST', body: {} });
      expect(new URL(lastRequest(fetchMock).url).search).toBe('');
      await apiRequest('/account/session/current');
      expect(new URL(lastRequest(fetchMock).url).search).toBe('');
    } finally {
      link.remove();
    }
  });
});

describe('failure toasts', () => {
  it('shows one toast per failure, worded from the catalogue in the UI language', async () => {
    stubFetch(() => json({ code: 'EMAIL_IN_USE', message: 'Email already in use' }, 409));
    await chooseLanguage('de');
    render(<AppProvider env="test">{null}</AppProvider>);

    await expect(apiRequest('/x')).rejects.toBeInstanceOf(ApiError);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Diese E-Mail-Adresse wird bereits verwendet');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Benachrichtigung schließen' })).toBeInTheDocument();
  });
});

describe('errorMessage', () => {
  it('words the code from the catalogue in the UI language', async () => {
    await chooseLanguage('de');
    const error = new ApiError({ code: 'EMAIL_IN_USE', message: 'Email already in use' }, 409);
    expect(errorMessage(error)).toBe('Diese E-Mail-Adresse wird bereits verwendet');
  });

  it("keeps the server's message where the catalogue needs the deployment's values", () => {
    const error = new ApiError(
      { code: 'TOO_YOUNG', message: 'You must be at least 13 years old to use the product' },
      400,
    );
    expect(errorMessage(error)).toBe('You must be at least 13 years old to use the product');
  });

  it('says "something went wrong" for anything else', () => {
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong, please try again later');
  });
});
