// Who is calling is kept a few seconds per session token (issue 15): a sign-out, a role removed
// or a session revoked in this process counts at once, even right after a read that kept it;
// a session deleted elsewhere (another process) counts within CALLER_CACHE_MS.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userRoles } from '../../src/db/schema';
import { CALLER_CACHE_MS } from '../../src/platform/auth/short-cache';
import { manualClock } from '../../src/platform/clock';
import { signUp } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

// The app's clock moves only when a test moves it: "within CALLER_CACHE_MS" is checked on it,
// not on how fast a loaded machine answers.
const clock = manualClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, { clock });
});
afterAll(() => t.close());

const read = (cookie: string) =>
  t.app.inject({ url: '/api/participant', headers: { cookie } }).then((r) => r.statusCode);

async function userIdOf(cookie: string): Promise<string> {
  const session = await t.app.inject({ url: '/api/account/session', headers: { cookie } });
  return session.json<{ user: { id: string } }>().user.id;
}

describe('who is calling, kept per token', () => {
  it('a signed-out token is refused at once after a read that kept it', async () => {
    const { cookie } = await signUp(t.app);
    expect(await read(cookie)).toBe(200);
    expect(await read(cookie)).toBe(200); // kept
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/signout',
      headers: { cookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await read(cookie)).toBe(401);
  });

  it('a session deleted by another process is refused within CALLER_CACHE_MS', async () => {
    const { cookie } = await signUp(t.app);
    const userId = await userIdOf(cookie);
    expect(await read(cookie)).toBe(200);
    // Not through this app: as another process would.
    await t.database.db.delete(sessions).where(eq(sessions.userId, userId));
    expect(await read(cookie)).toBe(200); // still kept
    clock.advance(CALLER_CACHE_MS - 1);
    expect(await read(cookie)).toBe(200); // kept no longer than CALLER_CACHE_MS
    clock.advance(1);
    expect(await read(cookie)).toBe(401);
  });

  it('a role removed elsewhere stops counting at once after any write in this process', async () => {
    const { cookie } = await signUp(t.app);
    const userId = await userIdOf(cookie);
    expect(await read(cookie)).toBe(200);
    await t.database.db.delete(userRoles).where(eq(userRoles.userId, userId));
    // A write in this process (here one refused for its body) empties what was kept.
    await t.app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(await read(cookie)).toBe(403);
  });
});
