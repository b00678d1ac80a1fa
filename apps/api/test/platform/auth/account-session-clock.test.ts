// One time source: sessions and better-auth's own expiry checks (which read the system clock
// themselves) follow the app's clock, however far it is from today. Each case fixes the app's
// clock years away from the machine's date, in both directions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../src/platform/clock';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { signIn, signUp, someIp } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';

const MINUTE = 60_000;
const YEAR = 365 * 24 * 60 * MINUTE;

describe.each([
  ['three years before the machine’s date', -3 * YEAR],
  ['three years after the machine’s date', 3 * YEAR],
])('with the app’s clock fixed %s', (_name, offset) => {
  const clock = manualClock(new Date(Date.now() + offset));
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://quit.test' }, undefined, { clock });
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ url: '/api/account/session', headers: { cookie } });

  it('a new session is valid, slides with use and idles out after 15 minutes of app time', async () => {
    const { email, password } = await signUp(t.app);
    const { cookie } = await signIn(t.app, { email, password, role: 'participant' });
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(14 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(14 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(200);
    clock.advance(15 * MINUTE);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('better-auth’s own session checks (changing the password) follow the app’s clock', async () => {
    const { cookie, password } = await signUp(t.app);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie },
      payload: {
        currentPassword: password,
        newPassword: 'changed-secret-1',
        newPasswordConfirmation: 'changed-secret-1',
      },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('a reset link works within its hour of app time and not after it', async () => {
    const ask = async (email: string) => {
      await t.app.inject({
        method: 'POST',
        url: '/api/account/password-reset',
        remoteAddress: someIp(),
        payload: { email },
      });
      await t.app.jobs.runDue();
      const mail = await latestMail(t.database.db, { to: email, kind: 'password_reset' });
      const match = /\/auth\/reset-password\?token=([^\s]+)/.exec(mail?.text ?? '');
      return decodeURIComponent(match?.[1] ?? '');
    };
    const confirm = (token: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password-reset/confirm',
        payload: { token, password, passwordConfirmation: password },
      });

    const early = await signUp(t.app);
    const fresh = await ask(early.email);
    clock.advance(59 * MINUTE);
    expect((await confirm(fresh, 'reset-secret-1')).statusCode).toBe(200);

    const late = await signUp(t.app);
    const stale = await ask(late.email);
    clock.advance(61 * MINUTE);
    const refused = await confirm(stale, 'reset-secret-2');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID_RESET_LINK' });
  });
});
