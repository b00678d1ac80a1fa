// Privacy (A4): walks every endpoint in the API description a participant can call, plus the
// mails they get, and proves that no answer carries a supporter's email or an anonymous
// donor's name.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOutbox } from '../src/providers/mail/outbox-reader';
import { signUp } from './accounts';
import { addBankAccount, donate, newParticipant, PUBLIC_URL, setCourseState } from './money';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SANDBOX_CONFIRM_SECONDS: '0', PUBLIC_URL });
});
afterAll(() => t.close());

it('no participant-facing answer contains a supporter email or an anonymous name', async () => {
  const p = await newParticipant(t.app);
  const supporter = await signUp(t.app, { role: 'supporter' });
  await donate(t.app, p.id, { donorEmail: supporter.email, donorName: 'Named Supporter' });
  await donate(t.app, p.id, {
    anonymous: true,
    donorName: 'Hidden Person',
    donorEmail: 'hidden.person@example.com',
  });
  await donate(t.app, p.id, { donorName: 'Plain Donor', donorEmail: 'plain.donor@example.com' });
  await addBankAccount(t.app, p.cookie);
  const secrets = [
    supporter.email,
    'hidden.person@example.com',
    'plain.donor@example.com',
    'Hidden Person',
  ];

  const spec = (await t.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  const gets = Object.entries(spec.paths)
    .filter(([, methods]) => 'get' in methods)
    .map(([path]) => path.replace(/\{[^}]+\}/g, p.id));
  expect(gets).toEqual(
    expect.arrayContaining([
      '/api/participant/balance',
      `/api/participant/${p.id}/public`,
      '/api/participant',
      '/api/account/session',
    ]),
  );
  const calls = [
    ...gets.map((url) => ({ method: 'GET' as const, url })),
    { method: 'POST' as const, url: '/api/participant/stripeaccount' },
  ];
  // The payout answers too, once the course may pay out.
  await setCourseState(t.database.db, p.id, 'passed');
  calls.push({ method: 'POST', url: '/api/participant/payout' });

  let checked = 0;
  for (const call of calls) {
    const res = await t.app.inject({ ...call, headers: { cookie: p.cookie } });
    for (const secret of secrets) {
      expect(res.body.includes(secret), `${call.method} ${call.url} leaks ${secret}`).toBe(false);
    }
    if (res.statusCode === 200) checked += 1;
  }
  expect(checked).toBeGreaterThanOrEqual(8);

  // The named supporter is shown by name, so the walk above did see donor data.
  const balance = await t.app.inject({
    url: '/api/participant/balance',
    headers: { cookie: p.cookie },
  });
  expect(balance.body).toContain('Named Supporter');

  await t.app.jobs.runDue();
  const toParticipant = (await listOutbox(t.database.db, { limit: 100 })).filter(
    (mail) => mail.to === p.email,
  );
  expect(toParticipant.length).toBeGreaterThanOrEqual(3);
  for (const mail of toParticipant) {
    for (const secret of secrets) expect(mail.text + (mail.html ?? '')).not.toContain(secret);
  }
});
