import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded-postgres';
import { startServer, waitForOutput } from './support/start-process';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'quitpot-start-'));
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

async function failsWithOneLine(env: Record<string, string>) {
  const started = await startServer(env);
  expect(await started.exited).toBe(1);
  const lines = started.stderr().trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0] ?? '';
}

describe('start-up refusals', () => {
  it('names PORT when it is not a number', async () => {
    const line = await failsWithOneLine({ PORT: 'abc' });
    expect(line).toMatch(/^error: Invalid configuration: PORT: .*whole number.*\(got "abc"\)$/);
  });

  it('names the variable of any other bad value', async () => {
    expect(await failsWithOneLine({ CURRENCY: 'euro' })).toContain('CURRENCY');
    expect(await failsWithOneLine({ DATABASE_URL: 'mysql://x' })).toContain('DATABASE_URL');
  });

  it('names PORT when the port is taken', async () => {
    const blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, '127.0.0.1', () => resolve((blocker.address() as net.AddressInfo).port)),
    );
    try {
      const line = await failsWithOneLine({ PORT: String(port), DATA_DIR: path.join(tmp, 'x') });
      expect(line).toContain(`PORT ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('names DATA_DIR when the data folder cannot be written', async () => {
    const file = path.join(tmp, 'a-file');
    await writeFile(file, '');
    const line = await failsWithOneLine({ PORT: '0', DATA_DIR: path.join(file, 'data') });
    expect(line).toContain('DATA_DIR');
    expect(line).toContain('not writable');
  });
});

describe('stop and start again', () => {
  it('stops cleanly on SIGTERM and SIGINT and keeps the data', async () => {
    const dataDir = path.join(tmp, 'data');
    const dbPort = await freePort();
    const env = async () => ({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(dbPort),
      WEB_DIST_DIR: path.join(tmp, 'no-dist'),
      LOG_LEVEL: 'warn',
    });

    const firstEnv = await env();
    const first = await startServer(firstEnv);
    await waitForOutput(first, 'is running at');
    const base = `http://127.0.0.1:${firstEnv.PORT}`;
    const sent = await fetch(`${base}/api/clickup/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Kept', email: 'kept@example.com', message: 'still here?' }),
    });
    expect(sent.status).toBe(201);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();

    const secondEnv = await env();
    const second = await startServer(secondEnv);
    await waitForOutput(second, 'is running at');
    const health = await fetch(`http://127.0.0.1:${secondEnv.PORT}/api/health`);
    expect(health.status).toBe(200);
    const password = readFileSync(path.join(dataDir, 'postgres-password'), 'utf8').trim();
    const client = new pg.Client({
      host: '127.0.0.1',
      port: dbPort,
      user: 'postgres',
      password,
      database: 'quitpot',
    });
    await client.connect();
    const rows = await client.query('select name from contact_messages');
    await client.end();
    expect(rows.rows).toEqual([{ name: 'Kept' }]);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 300_000);
});
