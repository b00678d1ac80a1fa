// Issue 14, item 8: everything sandbox-only lives in one module, registered only when payments
// run on the sandbox; with a Stripe key none of it exists.
import { describe, expect, it } from 'vitest';
import { loadOperations } from '../../support/openapi-operations';
import { createTestApp } from '../../support/test-app';

const SANDBOX_ONLY = [
  'GET /api/sandbox/checkout/{id}',
  'POST /api/sandbox/checkout/{id}',
  'GET /api/admin/clock',
  'POST /api/admin/clock',
];

describe('the sandbox module', () => {
  it('is there on the payment sandbox', async () => {
    const t = await createTestApp();
    try {
      const names = (await loadOperations(t.app)).map((op) => `${op.method} ${op.path}`);
      expect(names).toEqual(expect.arrayContaining(SANDBOX_ONLY));
      expect(t.app.payments.sandbox).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('is absent with a Stripe key: its routes answer a JSON 404 in the caller language', async () => {
    const t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    });
    try {
      const names = (await loadOperations(t.app)).map((op) => `${op.method} ${op.path}`);
      for (const name of SANDBOX_ONLY) expect(names).not.toContain(name);
      expect(names).toContain('POST /api/transaction');
      const res = await t.app.inject({
        url: '/api/sandbox/checkout/cs_sandbox_000000000000000000000000',
        headers: { 'x-language': 'de' },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Nicht gefunden' });
    } finally {
      await t.close();
    }
  });
});
