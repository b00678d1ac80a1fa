// Issue 16: opened at http://127.0.0.1:PORT (where the server listens) rather than localhost, a
// donation's return address is still a page of this site; a PUBLIC_URL elsewhere is honoured
// exactly, so no other origin becomes a return address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config';
import { newParticipant, startDonation } from '../support/money';
import { createTestApp, type TestApp } from '../support/test-app';

describe('own origins in the configuration', () => {
  it('are localhost and 127.0.0.1 at the port by default', () => {
    const config = loadConfig({ PORT: '3000' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.ownOrigins.sort()).toEqual(['http://127.0.0.1:3000', 'http://localhost:3000']);
  });

  it('are exactly PUBLIC_URL’s origin when it is set', () => {
    const config = loadConfig({ PORT: '3000', PUBLIC_URL: 'https://quitpot.example/' });
    expect(config.publicUrl).toBe('https://quitpot.example');
    expect(config.ownOrigins).toEqual(['https://quitpot.example']);
  });
});

describe('a donation’s return address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000' });
  });
  afterAll(() => t.close());

  it('may be on localhost or 127.0.0.1, never another origin', async () => {
    const p = await newParticipant(t.app);
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const res = await startDonation(t.app, p.id, {
        redirectUrl: `${origin}/supporter/support/${p.id}`,
      });
      expect(res.statusCode, `${origin}: ${res.body}`).toBe(200);
    }
    for (const origin of [
      'http://127.0.0.1:3001',
      'http://evil.example',
      'https://localhost:3000',
    ]) {
      const res = await startDonation(t.app, p.id, { redirectUrl: `${origin}/x` });
      expect(res.json(), origin).toMatchObject({ code: 'INVALID_REDIRECT_URL' });
    }
  });
});

describe('with a PUBLIC_URL elsewhere', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: '3000', PUBLIC_URL: 'https://quitpot.example' });
  });
  afterAll(() => t.close());

  it('only that origin is a return address', async () => {
    const p = await newParticipant(t.app);
    const ok = await startDonation(t.app, p.id, { redirectUrl: 'https://quitpot.example/x' });
    expect(ok.statusCode, ok.body).toBe(200);
    const local = await startDonation(t.app, p.id, { redirectUrl: 'http://127.0.0.1:3000/x' });
    expect(local.json()).toMatchObject({ code: 'INVALID_REDIRECT_URL' });
  });
});
