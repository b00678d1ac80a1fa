// Shared by the chat API tests (issue 17): an app on a product clock moved by hand, with sandbox
// gifts confirmed at once, and a signed-in operator to answer, moderate and open conversations.
import { manualClock } from '../../src/platform/clock';
import { signedInAdmin } from './admin-helpers';
import { PUBLIC_URL } from './money';
import { createTestApp, type TestApp } from './test-app';

export type ChatOperator = Awaited<ReturnType<typeof signedInAdmin>>;

/** The product's clock of a chat test file: a Monday morning, moved on by the tests. */
export const chatClock = () => manualClock(new Date('2026-03-02T09:00:00Z'));

/** The app (calendar `clock`) and an operator; call it in `beforeAll`, close `t` in `afterAll`. */
export async function startChatApp(
  clock: ReturnType<typeof manualClock>,
): Promise<{ t: TestApp; admin: ChatOperator }> {
  const t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL }, undefined, {
    calendar: clock,
  });
  return { t, admin: await signedInAdmin(t.app, t.database.db) };
}
