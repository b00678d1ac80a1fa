import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PushSettings } from '@quit/contracts/push';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch } from '@/testing/fetch';
import { profileFixture, sessionFixture } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

// Label queries, not role queries: the profile page is large, and role queries over it are slow.
const toggle = (name: string) =>
  screen.findByLabelText<HTMLInputElement>(new RegExp(`^${name}`), { selector: 'input' });

const device = {
  id: '5b0f8a52-4a8e-4f57-9f3f-3f7d1b2f0c11',
  name: 'Mozilla/5.0 (Android 14; Mobile) Firefox/128.0',
  createdAt: '2027-01-10T12:00:00.000Z',
};

describe('push notification switches on the participant profile', () => {
  it('shows the kinds switched on and turns one more on at once, saving all of them', async () => {
    let saved: PushSettings = { kinds: ['diary_open'], devices: [device] };
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture()),
      on('GET', '/api/participant', () => json(profileFixture)),
      on('GET', '/api/participant/push', () => json(saved)),
      on('PUT', '/api/participant/push', async (request) => {
        saved = { ...saved, ...((await request.json()) as Pick<PushSettings, 'kinds'>) };
        return json(saved);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    expect(await toggle('Diary open')).toBeChecked();
    const chat = await toggle('Answer in the chat');
    expect(chat).toHaveAttribute('role', 'switch');
    expect(chat).not.toBeChecked();
    expect(await toggle('Spot test')).not.toBeChecked();
    await user.click(chat);

    await waitFor(async () => expect(await toggle('Answer in the chat')).toBeChecked());
    const puts = requestsTo(fetchMock, '/api/participant/push').filter((r) => r.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(await puts[0]?.json()).toEqual({ kinds: ['diary_open', 'chat_reply'] });
    expect(await toggle('Diary open')).toBeChecked();
    expect(screen.getByText(device.name)).toBeInTheDocument();
  });

  it('removes a lost device and turns a kind off, in German', async () => {
    await i18n.changeLanguage('de');
    let saved: PushSettings = { kinds: ['diary_open', 'spot_test'], devices: [device] };
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture()),
      on('GET', '/api/participant', () => json(profileFixture)),
      on('GET', '/api/participant/push', () => json(saved)),
      on('DELETE', `/api/participant/push/devices/${device.id}`, () => {
        saved = { ...saved, devices: [] };
        return json(saved);
      }),
      on('PUT', '/api/participant/push', async (request) => {
        saved = { ...saved, ...((await request.json()) as Pick<PushSettings, 'kinds'>) };
        return json(saved);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    const section = (await screen.findByText('Geräte, die Mitteilungen bekommen')).closest(
      'section',
    )!;
    expect(within(section).getByText('Hinzugefügt am 10.01.2027')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: `${device.name} entfernen` }));
    expect(
      await within(section).findByText(/^Noch kein Gerät\. Schalte Mitteilungen oben/),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, `/api/participant/push/devices/${device.id}`)[0]?.method).toBe(
      'DELETE',
    );

    await user.click(await toggle('Tagebuch offen'));
    await waitFor(async () => expect(await toggle('Tagebuch offen')).not.toBeChecked());
    const [put] = requestsTo(fetchMock, '/api/participant/push').filter((r) => r.method === 'PUT');
    expect(await put?.json()).toEqual({ kinds: ['spot_test'] });
    expect(await toggle('Stichprobentest')).toBeChecked();
  });
});

describe('turning notifications on for this device', () => {
  const publicKey = `B${'A'.repeat(86)}`;
  const subscription = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  };

  function fakeBrowser(permission: NotificationPermission) {
    const subscribe = vi.fn(async () => ({ toJSON: () => subscription }));
    vi.stubGlobal('PushManager', class {});
    vi.stubGlobal('Notification', { requestPermission: async () => permission });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      // What the app's offline cache uses too (lib/offline-cache.ts): no worker is active here.
      value: {
        controller: null,
        ready: new Promise(() => undefined),
        addEventListener: () => undefined,
        register: async () => ({}),
        getRegistration: async () => ({
          pushManager: { getSubscription: async () => null, subscribe },
        }),
      },
    });
    return subscribe;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('asks for permission, subscribes with the app key and registers the device', async () => {
    const subscribe = fakeBrowser('granted');
    let saved: PushSettings = { kinds: [], devices: [] };
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture()),
      on('GET', '/api/participant', () => json(profileFixture)),
      on('GET', '/api/participant/push', () => json(saved)),
      on('GET', '/api/push/key', () => json({ publicKey })),
      on('POST', '/api/participant/push/devices', () => {
        saved = { ...saved, devices: [{ ...device, name: navigator.userAgent }] };
        return json(saved);
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    await user.click(
      await screen.findByRole('button', { name: 'Turn on notifications on this device' }),
    );
    expect(await screen.findByText(navigator.userAgent)).toBeInTheDocument();
    expect(subscribe).toHaveBeenCalledTimes(1);
    const [options] = subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    const [post] = requestsTo(fetchMock, '/api/participant/push/devices');
    expect(await post?.json()).toEqual({ ...subscription, name: navigator.userAgent });
  });

  it('says how to allow them when the browser blocks notifications, in German', async () => {
    await i18n.changeLanguage('de');
    const subscribe = fakeBrowser('denied');
    const fetchMock = stubFetch(
      sessionRoute(sessionFixture()),
      on('GET', '/api/participant', () => json(profileFixture)),
      on('GET', '/api/participant/push', () => json({ kinds: [], devices: [] })),
      on('GET', '/api/push/key', () => json({ publicKey })),
    );
    const user = userEvent.setup({ delay: null });
    renderApp('/participant/settings/profile');

    await user.click(
      await screen.findByRole('button', { name: 'Mitteilungen auf diesem Gerät einschalten' }),
    );
    expect(
      await screen.findByText(/^Mitteilungen für QuitPot sind in diesem Browser blockiert/),
    ).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
    expect(requestsTo(fetchMock, '/api/participant/push/devices')).toHaveLength(0);
  });
});
