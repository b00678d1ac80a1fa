// Issue 14, item 7: TRUST_PROXY believes only the proxies in front of the app, so a client
// cannot pick its own address (and with it every per-IP limit) through X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/platform/config';
import { createTestApp, type TestApp } from '../support/test-app';

describe('TRUST_PROXY configuration', () => {
  const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('takes a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
    ]);
    expect(trust('loopback')).toEqual(['loopback']);
  });

  it('refuses "true" and anything else with one line naming the variable', () => {
    for (const value of ['true', 'TRUE', 'yes', '10.0.0.0/33', '10.0.0.1,', 'proxy.local', '11']) {
      expect(() => trust(value), value).toThrow(ConfigError);
      expect(() => trust(value), value).toThrow(
        /^Invalid configuration: TRUST_PROXY: TRUST_PROXY must be the number of proxies/,
      );
    }
    expect(() => trust('true')).toThrow(/not true/);
  });
});

async function ipApp(env: Record<string, string>): Promise<TestApp> {
  return createTestApp(env, (app) => {
    app.get('/api/test/ip', { config: { access: 'public' } }, async (request) => ({
      ip: request.ip,
    }));
  });
}

const ipOf = async (t: TestApp, remoteAddress: string, forwardedFor?: string) =>
  (
    await t.app.inject({
      url: '/api/test/ip',
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    })
  ).json<{ ip: string }>().ip;

describe('request.ip behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await ipApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('takes the address the proxy saw, whatever the client put in front of it', async () => {
    expect(await ipOf(t, '10.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
    for (const spoofed of ['1.1.1.1', '8.8.8.8, 9.9.9.9', '127.0.0.1']) {
      expect(await ipOf(t, '10.0.0.1', `${spoofed}, 203.0.113.7`)).toBe('203.0.113.7');
    }
  });
});

describe('per-IP limits behind one proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await ipApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('cannot be escaped by rotating the left-most X-Forwarded-For', async () => {
    const post = (spoofed: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/clickup/contact',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.9`, 'x-language': 'de' },
        payload: { name: 'Ada', email: 'ada@example.com', message: 'Hallo' },
      });
    // The contact form takes 5 messages per address an hour.
    for (let i = 1; i <= 5; i++) expect((await post(`192.0.2.${i}`)).statusCode).toBe(201);
    const sixth = await post('192.0.2.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Zu viele Versuche. Bitte warte einen Moment',
    });
  });
});

describe('request.ip with proxy addresses (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await ipApp({ TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(() => t.close());

  it('believes X-Forwarded-For only from a listed proxy', async () => {
    expect(await ipOf(t, '10.0.0.1', '1.1.1.1, 203.0.113.7')).toBe('203.0.113.7');
    // Through two listed proxies the client is the first untrusted hop from the right.
    expect(await ipOf(t, '10.0.0.1', '1.1.1.1, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7');
    // A client talking to the app directly cannot claim another address.
    expect(await ipOf(t, '198.51.100.4', '1.1.1.1')).toBe('198.51.100.4');
  });
});

describe('request.ip without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await ipApp({});
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For', async () => {
    expect(await ipOf(t, '198.51.100.4', '1.1.1.1')).toBe('198.51.100.4');
  });
});
