import { afterEach, describe, expect, it } from 'vitest';
import { webappConfigSchema } from '@quit/contracts/global';
import { loadConfig } from '../../../src/platform/config';
import { createTestApp, type TestApp } from '../../support/test-app';

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
      recordingChunkSeconds: 3,
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
      RECORDING_CHUNK_SECONDS: '1',
    });
    const body = (await t.app.inject({ url: '/api/global/webapp' })).json();
    expect(body.minBalanceCents).toBe(20000);
    expect(body.offlineCacheBytes).toBe(2.5 * 1024 * 1024);
    expect(body.recordingChunkSeconds).toBe(1);
    expect(body.sandbox).toEqual({ payments: false, identity: false, mail: false });
    expect(JSON.stringify(body)).not.toContain('sk_test_123');
    expect(JSON.stringify(body)).not.toContain('whsec_test_456');
  });

  it('refuses an offline cache under the 1 MiB minimum at start-up', async () => {
    await expect(createTestApp({ OFFLINE_CACHE_MIB: '0.5' })).rejects.toThrow(
      /OFFLINE_CACHE_MIB must be at least 1/,
    );
  });

  it('marks operator data as example data while OPERATOR_NAME is unset', async () => {
    t = await createTestApp();
    const body = webappConfigSchema.parse(
      (await t.app.inject({ url: '/api/global/webapp' })).json(),
    );
    expect(body.operator.example).toBe(true);
    expect(body.operator.name).not.toBe('');
    expect(body.operator.addressLines.length).toBeGreaterThan(0);
    expect(body.team).toEqual([]);
    expect(body.betaFeedbackUrl).toBeNull();
    expect(body.processors).toEqual({
      payments: 'sandbox',
      mail: null,
      hosting: expect.any(String),
      clickUp: false,
      objectStorage: false,
    });
    expect(body.healthConsentVersion).toBe(1);
  });

  it('shows the configured operator, team and beta-feedback link, never the ClickUp token', async () => {
    t = await createTestApp({
      OPERATOR_NAME: 'Rauchfrei UG (haftungsbeschränkt)',
      OPERATOR_ADDRESS: 'Lindenweg 3; 04109 Leipzig ; Deutschland',
      OPERATOR_REPRESENTATIVE: 'Jana Beispiel',
      OPERATOR_EMAIL: 'hallo@rauchfrei.test',
      OPERATOR_PHONE: '+49 341 555',
      OPERATOR_REGISTER: 'Amtsgericht Leipzig, HRB 4711',
      OPERATOR_VAT_ID: 'DE999999999',
      OPERATOR_HOSTING: 'Host AG, Frankfurt',
      OPERATOR_TEAM: 'Jana Beispiel: Coach; Tom: Support: Nights;',
      BETA_FEEDBACK_URL: 'https://forms.example.org/beta',
      CLICKUP_API_TOKEN: 'pk_secret_token',
      CLICKUP_LIST_ID: '901',
    });
    const body = webappConfigSchema.parse(
      (await t.app.inject({ url: '/api/global/webapp' })).json(),
    );
    expect(body.operator).toEqual({
      example: false,
      name: 'Rauchfrei UG (haftungsbeschränkt)',
      addressLines: ['Lindenweg 3', '04109 Leipzig', 'Deutschland'],
      representative: 'Jana Beispiel',
      email: 'hallo@rauchfrei.test',
      phone: '+49 341 555',
      register: 'Amtsgericht Leipzig, HRB 4711',
      vatId: 'DE999999999',
      contentResponsible: null,
    });
    expect(body.team).toEqual([
      { name: 'Jana Beispiel', role: 'Coach' },
      { name: 'Tom', role: 'Support: Nights' },
    ]);
    expect(body.betaFeedbackUrl).toBe('https://forms.example.org/beta');
    expect(body.processors.hosting).toBe('Host AG, Frankfurt');
    expect(body.processors.clickUp).toBe(true);
    expect(JSON.stringify(body)).not.toContain('pk_secret_token');
  });

  it('refuses a ClickUp token without a list and a bad operator email', async () => {
    expect(() => loadConfig({ CLICKUP_API_TOKEN: 'pk_1' })).toThrow(/CLICKUP_LIST_ID/);
    expect(() => loadConfig({ OPERATOR_EMAIL: 'not-an-address' })).toThrow(/OPERATOR_EMAIL/);
  });
});
