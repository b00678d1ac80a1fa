// Issue 32 item 1 (record 0074): under node:cluster one scrape holds every worker's figures.
// The real `npm start` with two workers: requests on fresh connections are spread over both
// (the primary hands connections out round-robin), and whichever worker a scrape reaches
// answers with both workers' counts summed, and the database's figures once.
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../src/db/embedded-postgres';
import { startServer, waitForOutput, type Started } from '../../support/start-process';
import { createTestDatabase } from '../../support/test-app';

const TOKEN = 'cluster-metrics-token-0123456789';
const REQUESTS = 20;
let tmp: string;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: Started;
let port: number;

/** One request on its own connection (no keep-alive), so the primary picks a worker for it. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, agent: false, headers },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  if (found === undefined) throw new Error(`no sample ${line}`);
  return Number(found.slice(line.length + 1));
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'quitpot-metrics-'));
  database = await createTestDatabase();
  port = await freePort();
  server = await startServer({
    WEB_CONCURRENCY: '2',
    PORT: String(port),
    DATABASE_URL: database.url,
    DATA_DIR: path.join(tmp, 'data'),
    WEB_DIST_DIR: path.join(tmp, 'no-dist'),
    METRICS_TOKEN: TOKEN,
    LOG_LEVEL: 'warn',
  });
  await waitForOutput(server, 'is running at');
}, 240_000);

afterAll(async () => {
  if (server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await database.drop();
  await rm(tmp, { recursive: true, force: true });
}, 60_000);

describe('metrics under node:cluster', () => {
  it('sums both workers into one scrape, and reads the database once', async () => {
    for (let i = 0; i < REQUESTS; i++) expect((await get('/api/health')).status).toBe(200);
    const auth = { authorization: `Bearer ${TOKEN}` };
    // Several scrapes, so both workers answer one: each holds all the requests.
    for (let i = 0; i < 4; i++) {
      const scrape = await get('/metrics', auth);
      expect(scrape.status, scrape.body + server.stdout() + server.stderr()).toBe(200);
      const health = 'quitpot_http_requests_total{method="GET",route="/api/health",status="200"}';
      expect(sample(scrape.body, health)).toBe(REQUESTS);
      // Each worker's pool (10 at most) counted: two workers, 20.
      expect(sample(scrape.body, 'quitpot_db_pool_max_connections')).toBe(20);
      expect(sample(scrape.body, 'quitpot_database_up')).toBe(1);
      for (const family of [
        'quitpot_jobs',
        'quitpot_money_held_cents',
        'quitpot_http_requests_total',
      ]) {
        expect(scrape.body.split(`# TYPE ${family} `).length - 1, family).toBe(1);
      }
    }
    expect((await get('/metrics')).status).toBe(401);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);
});
