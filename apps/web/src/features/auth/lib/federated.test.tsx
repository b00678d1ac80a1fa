import { describe, expect, it, vi } from 'vitest';
import { announceFederatedSignIn, onFederatedSignIn, startFederatedSignIn } from './federated';

describe('startFederatedSignIn', () => {
  it('opens the provider in a popup', () => {
    const browser = { open: vi.fn(() => ({}) as Window), location: { assign: vi.fn() } };
    expect(startFederatedSignIn('supporter', browser)).toBe('popup');
    expect(browser.open).toHaveBeenCalledWith(
      '/api/account/federated/start?mode=popup&role=supporter',
      'quitpot-federated',
      expect.stringContaining('popup'),
    );
    expect(browser.location.assign).not.toHaveBeenCalled();
  });

  it('goes there in this window when the popup is blocked', () => {
    const browser = { open: vi.fn(() => null), location: { assign: vi.fn() } };
    expect(startFederatedSignIn('participant', browser)).toBe('redirect');
    expect(browser.location.assign).toHaveBeenCalledWith(
      '/api/account/federated/start?mode=redirect&role=participant',
    );
  });
});

describe('the popup message', () => {
  it('reaches the opener over a BroadcastChannel', async () => {
    const listener = vi.fn();
    const unsubscribe = onFederatedSignIn(listener);
    announceFederatedSignIn();
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    unsubscribe();
  });

  it('accepts a window message only from our own origin', () => {
    const listener = vi.fn();
    const unsubscribe = onFederatedSignIn(listener);
    const data = { type: 'quitpot:federated' };
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });
});
