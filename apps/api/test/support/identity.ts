// The identity check (A6) through the sandbox, as a participant's browser goes through it.
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import { PUBLIC_URL } from './money';

export const RETURN_URL = `${PUBLIC_URL}/participant/dashboard`;

export async function startIdentity(
  t: TestApp,
  cookie: string,
  testkitId: string,
  redirectUrl = RETURN_URL,
  language = 'en',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/stripe/verificationsession',
    headers: { cookie, 'x-language': language },
    payload: { testkit_id: testkitId, redirectUrl },
  });
}

/** Chooses on the sandbox identity page and lets its signed webhook arrive. */
export async function answerIdentity(
  t: TestApp,
  sessionUrl: string,
  action: 'verify' | 'fail' | 'cancel',
): Promise<string> {
  const id = new URL(sessionUrl).pathname.split('/').pop()!;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/sandbox/identity/${id}`,
    payload: { action },
  });
  expect(res.statusCode).toBe(200);
  await t.app.jobs.runDue(100);
  return res.json().redirectUrl as string;
}

export async function verifyIdentity(t: TestApp, cookie: string, testkitId: string) {
  const started = await startIdentity(t, cookie, testkitId);
  expect(started.statusCode).toBe(200);
  await answerIdentity(t, started.json().url as string, 'verify');
}
