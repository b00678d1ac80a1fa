// Issue 14, item 5: logs never carry emails, names or tokens, not even in the error lines of a
// failed statement (drizzle appends its parameters) or of a refused body.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { connectDatabase, type Database } from '../../src/db/client';
import { loadConfig } from '../../src/platform/config';
import { createLogger, serializeError } from '../../src/platform/logger';
import { someIp } from '../support/accounts';
import { createTestDatabase } from '../support/test-app';

function memoryLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

describe('the logger', () => {
  it('redacts personal fields at any depth', () => {
    const { lines, stream } = memoryLog();
    const log = createLogger('info', stream);
    log.info(
      {
        email: 'ada@example.com',
        donation: { donorName: 'Ada Lovelace', donorEmail: 'ada@example.com', iban: 'DE89…' },
        user: { firstName: 'Ada', lastName: 'Lovelace', token: 'tok_secret' },
      },
      'something',
    );
    expect(lines.join('\n')).not.toMatch(/ada@example\.com|Lovelace|Ada|tok_secret|DE89/);
    expect(lines.join('\n')).toContain('[redacted]');
  });

  it('drops statement parameters and quoted values from errors', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(ada@example.com) already exists.',
      constraint: 'users_email_unique',
    });
    const failed = Object.assign(
      new Error(
        'Failed query: insert into users (email, name) values ($1, $2)\nparams: ada@example.com,Ada Lovelace',
        { cause },
      ),
      { params: ['ada@example.com', 'Ada Lovelace'] },
    );
    const text = JSON.stringify(serializeError(failed));
    expect(text).not.toMatch(/ada@example\.com|Lovelace/);
    expect(text).toContain('params: [redacted]');
    expect(text).toContain('users_email_unique');
    expect(text).toContain('23505');
  });
});

describe('error lines of a running app', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let database: Database;
  let drop: () => Promise<void>;
  const { lines, stream } = memoryLog();
  beforeAll(async () => {
    const testDb = await createTestDatabase();
    drop = testDb.drop;
    database = connectDatabase(testDb.url, { max: 2 });
    app = await buildApp({
      config: loadConfig({
        DATABASE_URL: testDb.url,
        WEB_DIST_DIR: '.tmp/no-web-dist',
        JOBS_POLL_MS: '0',
      }),
      db: database.db,
      logger: createLogger('info', stream),
    });
    app.post('/api/test/failing-query', { config: { access: 'public' } }, async (request) => {
      const { email } = request.body as { email: string };
      await database.db.execute(sql`select ${email}::int`);
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await drop();
  });

  it('logs no email from a failed statement, a refused body or a bad request', async () => {
    const email = 'grace.hopper@example.com';
    const failed = await app.inject({
      method: 'POST',
      url: '/api/test/failing-query',
      payload: { email },
    });
    expect(failed.statusCode).toBe(500);
    await app.inject({
      method: 'POST',
      url: '/api/clickup/contact',
      remoteAddress: someIp(),
      headers: { 'content-type': 'application/json' },
      payload: `{"name": "Grace Hopper", "email": "${email}", `,
    });
    await app.inject({
      method: 'POST',
      url: '/api/account/signin',
      remoteAddress: someIp(),
      payload: { role: 'participant', email, password: 'wrong-password-1' },
    });
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('client error');
    expect(log).not.toContain(email);
    expect(log).not.toContain('Grace Hopper');
    expect(log).not.toContain('wrong-password-1');
  });
});
