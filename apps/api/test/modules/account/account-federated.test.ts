import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../src/db/schema';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { createTestApp, type TestApp } from '../../support/test-app';
import { cookiesOf } from '../../support/accounts';
import { donate, newParticipant } from '../../support/money';
import { startOidcProvider, type TestOidcProvider } from '@quit/test-support/oidc-provider';

const PUBLIC_URL = 'http://quitpot.test';
let provider: TestOidcProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider(`${PUBLIC_URL}/api/auth/callback/oidc`);
  t = await createTestApp({
    PUBLIC_URL,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_PROVIDER_NAME: 'Test ID',
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** A browser's cookie jar for the provider, which we drive over real HTTP. */
class Jar {
  private cookies = new Map<string, string>();
  store(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

/** Walks the provider's login and consent pages until it redirects back to the app. */
async function loginAtProvider(start: string, login: string): Promise<string> {
  const jar = new Jar();
  let url = start;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(PUBLIC_URL)) return url;
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const html = await response.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !action) throw new Error(`unexpected provider page: ${html.slice(0, 200)}`);
    const form = new URLSearchParams({ prompt, login, password: 'any' });
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });
    jar.store(posted);
    url = new URL(posted.headers.get('location') ?? '', url).toString();
  }
  throw new Error('the provider never sent the browser back');
}

async function federatedSignIn(login: string, role = 'participant') {
  const start = await t.app.inject({
    url: `/api/account/federated/start?mode=popup&role=${role}`,
  });
  expect(start.statusCode).toBe(302);
  const appCookies = cookiesOf(start);
  const back = new URL(await loginAtProvider(String(start.headers.location), login));
  const callback = await t.app.inject({
    url: `${back.pathname}${back.search}`,
    headers: { cookie: appCookies },
  });
  expect(callback.statusCode).toBe(302);
  return { location: String(callback.headers.location), cookie: cookiesOf(callback) };
}

describe('federated sign-in with an OpenID Connect provider', () => {
  it('tells the web app it is configured', async () => {
    const res = await t.app.inject({ url: '/api/account/federated' });
    expect(res.json()).toEqual({ enabled: true, providerName: 'Test ID' });
  });

  it('creates the account on the first sign-in, then asks for role and birth date', async () => {
    const login = `fed-${Date.now()}`;
    const first = await federatedSignIn(login);
    expect(first.location).toBe('/auth/identify?mode=popup&role=participant');
    const session = await t.app.inject({
      url: '/api/account/session',
      headers: { cookie: first.cookie },
    });
    expect(session.json().user).toMatchObject({
      email: `${login}@example.com`,
      roles: [],
      needsIdentify: true,
    });
    const identified = await t.app.inject({
      method: 'POST',
      url: '/api/account/identify',
      headers: { cookie: first.cookie },
      payload: { role: 'participant', firstName: 'Fed', lastName: 'User', birthDate: '1988-02-29' },
    });
    expect(identified.statusCode).toBe(200);
    expect(identified.json()).toMatchObject({
      role: 'participant',
      user: { roles: ['participant'], needsIdentify: false },
    });

    const second = await federatedSignIn(login, 'supporter');
    const enter = (role: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/enter',
        headers: { cookie: second.cookie },
        payload: { role },
      });
    expect((await enter('supporter')).json().code).toBe('NOT_REGISTERED_AS_SUPPORTER');
    const entered = await enter('participant');
    expect(entered.json()).toMatchObject({ role: 'participant', user: { needsIdentify: false } });
  });

  const back = (participantId: string) => `${PUBLIC_URL}/supporter/support/${participantId}`;
  const identify = (cookie: string, role: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/identify',
      headers: { cookie, 'x-language': language },
      payload: { role, firstName: 'Fed', lastName: 'User', birthDate: '1988-02-29' },
    });

  it('takes an address the provider verified as verified, linking its earlier gifts (A7)', async () => {
    const login = `fedgift-${Date.now()}`;
    const email = `${login}@example.com`;
    const participant = await newParticipant(t.app);
    const gift = await donate(t.app, participant.id, {
      donorEmail: email,
      redirectUrl: back(participant.id),
    });
    const { cookie } = await federatedSignIn(login, 'supporter');
    const identified = await identify(cookie, 'supporter');
    expect(identified.json().user).toMatchObject({ email, emailVerified: true });
    const exported = await t.app.inject({ url: '/api/account/export', headers: { cookie } });
    expect(exported.json().donationsMade.map((d: { id: string }) => d.id)).toEqual([
      gift.donationId,
    ]);
    await t.app.jobs.runDue();
    expect(await latestMail(t.database.db, { to: email, kind: 'email_verification' })).toBe(
      undefined,
    );
  });

  it('mails a link in the chosen language when the provider did not verify the address', async () => {
    const login = `unverified-${Date.now()}`;
    const email = `${login}@example.com`;
    const participant = await newParticipant(t.app);
    await donate(t.app, participant.id, { donorEmail: email, redirectUrl: back(participant.id) });
    const { cookie } = await federatedSignIn(login, 'supporter');
    const identified = await identify(cookie, 'supporter', 'de');
    expect(identified.json().user).toMatchObject({ email, emailVerified: false });
    const exported = await t.app.inject({ url: '/api/account/export', headers: { cookie } });
    expect(exported.json().donationsMade).toEqual([]);
    await t.app.jobs.runDue();
    const mail = await latestMail(t.database.db, { to: email, kind: 'email_verification' });
    expect(mail?.language).toBe('de');
    // Identifying again (another role) sends no second link while the first one is open.
    await identify(cookie, 'participant', 'de');
    await t.app.jobs.runDue();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails).toHaveLength(1);
  });

  it('refuses identify for someone too young', async () => {
    const first = await federatedSignIn(`young-${Date.now()}`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/identify',
      headers: { cookie: first.cookie },
      payload: { role: 'supporter', firstName: 'Y', lastName: 'Z', birthDate: '2020-01-01' },
    });
    expect(res.json().code).toBe('TOO_YOUNG');
  });

  it('exposes no other better-auth endpoint', async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/auth/get-session', '/api/auth/ok']) {
      const res = await t.app.inject({ method: url.includes('sign-up') ? 'POST' : 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('without an issuer', () => {
  it('hides federated sign-in', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: '/api/account/federated' });
      expect(res.json()).toEqual({ enabled: false, providerName: '' });
      expect((await plain.app.inject({ url: '/api/account/federated/start' })).statusCode).toBe(
        404,
      );
    } finally {
      await plain.close();
    }
  });
});
