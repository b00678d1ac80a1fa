// Signed-in reads cost a small fixed number of SQL statements whatever the data (issue 15):
// counted at the driver, for the caller's first request (who is calling read from the
// database) and the next ones (who is calling kept for a few seconds).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLER_CACHE_MS } from '../src/platform/auth/short-cache';
import { donate, PUBLIC_URL, readyParticipant } from './money';
import { countStatements } from './statement-count';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});
afterAll(() => t.close());

async function statementsOf(url: string, cookie: string) {
  const { result, count, statements } = await countStatements(() =>
    t.app.inject({ url, headers: { cookie } }),
  );
  expect(result.statusCode, result.body).toBe(200);
  return { count, statements, body: result.json() };
}

describe('statements per signed-in read', () => {
  it('GET /api/participant and GET /api/course/active: one statement each, at 1 or 30 gifts', async () => {
    const counts: Record<string, number[]> = {};
    for (const gifts of [1, 30]) {
      const p = await readyParticipant(t.app, { fundedCents: 0 });
      for (let i = 0; i < gifts; i++) await donate(t.app, p.id, { amountCents: 1_000 });
      for (const url of ['/api/participant', '/api/course/active']) {
        await statementsOf(url, p.cookie); // who is calling, now kept for a few seconds
        const warm = await statementsOf(url, p.cookie);
        (counts[url] ??= []).push(warm.count);
        expect(warm.count, warm.statements.join('\n')).toBe(1);
      }
    }
    console.info(counts);
  });
});
