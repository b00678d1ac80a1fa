import { afterEach, describe, expect, it } from 'vitest';
import { webappConfigSchema } from '@quit/contracts/global';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/global/webapp', () => {
  it('shows the defaults of decisions M3–M5 and C1', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ url: '/api/global/webapp' });
    expect(res.statusCode).toBe(200);
    const body = webappConfigSchema.parse(res.json());
    expect(body.minBalanceCents).toBe(14000);
    expect(body.courseLengthDays).toBe(28);
    expect(body.currency).toBe('EUR');
    expect(body.languages).toEqual(['de', 'en']);
    expect(body.donation).toEqual({
      minCents: 100,
      maxCents: 1_000_000,
      presetsCents: [1000, 2500, 5000, 10000],
    });
    expect(body.feeTiers[0]).toEqual({ minCents: 25, maxCents: 49, percent: 30 });
    expect(body.feeTiers.at(-1)).toEqual({ minCents: 10000, maxCents: null, percent: 8 });
    expect(body).toMatchObject({
      minAgeYears: 13,
      diaryDueHour: 18,
      testMinDay: 28,
      partialPayoutMinDays: 7,
      testWaitMinutes: 5,
      refundWindowDays: 28,
      offlineCacheBytes: 40 * 1024 * 1024, // spec section 9: 40 MiB
      sandbox: { payments: true, identity: true, mail: true },
    });
  });

  it('reflects configuration and real providers', async () => {
    t = await createTestApp({
      MIN_BALANCE_CENTS: '20000',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_456',
      SMTP_URL: 'smtp://localhost:2525',
      OFFLINE_CACHE_MIB: '2.5',
    });
    const body = (await t.app.inject({ url: '/api/global/webapp' })).json();
    expect(body.minBalanceCents).toBe(20000);
    expect(body.offlineCacheBytes).toBe(2.5 * 1024 * 1024);
    expect(body.sandbox).toEqual({ payments: false, identity: false, mail: false });
    expect(JSON.stringify(body)).not.toContain('sk_test_123');
    expect(JSON.stringify(body)).not.toContain('whsec_test_456');
  });

  it('refuses an offline cache under the 1 MiB minimum at start-up', async () => {
    await expect(createTestApp({ OFFLINE_CACHE_MIB: '0.5' })).rejects.toThrow(
      /OFFLINE_CACHE_MIB must be at least 1/,
    );
  });
});
