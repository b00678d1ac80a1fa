// Contact requests reach the operators (issue 13, item 5): a mail to OPERATOR_EMAIL, and a
// ClickUp task when ClickUp is configured, tried against a loopback stub of ClickUp's API.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, jobs } from '../../../src/db/schema';
import { latestMail } from '../../../src/providers/mail/outbox-reader';
import { createClickUpTasks } from '../../../src/providers/tasks/clickup-tasks';
import { someIp } from '../../support/accounts';
import { createTestApp, type TestApp } from '../../support/test-app';

type Received = { method: string; url: string; auth: string | undefined; body: unknown };

let stub: Server;
let stubUrl = '';
const received: Received[] = [];
let answerStatus = 200;

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  stub = createServer((request, response) => {
    void readBody(request).then((text) => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        auth: request.headers.authorization,
        body: JSON.parse(text || 'null'),
      });
      response.writeHead(answerStatus, { 'Content-Type': 'application/json' });
      response.end(
        answerStatus === 200
          ? JSON.stringify({ id: `task-${received.length}`, name: 'x' })
          : JSON.stringify({ err: 'Team not authorized', ECODE: 'OAUTH_027' }),
      );
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => stub.close(() => resolve())));
afterEach(() => {
  received.length = 0;
  answerStatus = 200;
});

const send = (t: TestApp, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/clickup/contact',
    remoteAddress: someIp(),
    headers: { 'x-language': language },
    payload: { name: 'Ada <b>L</b>', email: 'ada@example.com', message: 'Hallo!\n\nWie geht es?' },
  });

describe('contact requests reach the operators', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('mails the operators in the sender language, HTML escaped, reply to the sender', async () => {
    t = await createTestApp({
      OPERATOR_NAME: 'Rauchfrei UG',
      OPERATOR_EMAIL: 'team@rauchfrei.test',
    });
    expect((await send(t, 'de')).statusCode).toBe(201);
    await t.app.jobs.runDue();
    const mail = await latestMail(t.database.db, {
      to: 'team@rauchfrei.test',
      kind: 'contact_request',
    });
    expect(mail).toMatchObject({ subject: 'Kontaktanfrage von Ada <b>L</b>', language: 'de' });
    expect(mail?.text).toContain('E-Mail: ada@example.com');
    expect(mail?.text).toContain('Wie geht es?');
    expect(mail?.html).toContain('Ada &lt;b&gt;L&lt;/b&gt;');
    expect(mail?.html).not.toContain('<b>L</b>');
    // Without ClickUp configured nothing is sent anywhere else.
    expect(received).toEqual([]);
  });

  it('creates a ClickUp task in the configured list with the token', async () => {
    t = await createTestApp({
      OPERATOR_EMAIL: 'team@rauchfrei.test',
      CLICKUP_API_TOKEN: 'pk_test_token',
      CLICKUP_LIST_ID: '9001',
      CLICKUP_API_URL: stubUrl,
    });
    expect((await send(t)).statusCode).toBe(201);
    await t.app.jobs.runDue();
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/api/v2/list/9001/task',
        auth: 'pk_test_token',
        body: {
          name: 'Contact: Ada <b>L</b>',
          description: expect.stringContaining('From: Ada <b>L</b> <ada@example.com>'),
          tags: ['contact', 'en'],
        },
      },
    ]);
    expect((received[0]?.body as { description: string }).description).toContain('Wie geht es?');
    expect(
      await latestMail(t.database.db, { to: 'team@rauchfrei.test', kind: 'contact_request' }),
    ).toBeDefined();
  });

  it('keeps the request and retries when ClickUp refuses; the sender still gets 201', async () => {
    t = await createTestApp({
      CLICKUP_API_TOKEN: 'pk_test_token',
      CLICKUP_LIST_ID: '9001',
      CLICKUP_API_URL: stubUrl,
    });
    answerStatus = 401;
    expect((await send(t)).statusCode).toBe(201);
    await t.app.jobs.runDue();
    expect(received).toHaveLength(1);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'contact.create_task'));
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    expect(job?.lastError).toMatch(/HTTP 401/);
    expect(job?.lastError).not.toContain('pk_test_token');
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(1);
  });
});

describe('ClickUp adapter', () => {
  it('names the refusal without the token', async () => {
    answerStatus = 401;
    const tasks = createClickUpTasks({ apiToken: 'pk_secret', listId: '1', apiUrl: stubUrl });
    const error = await tasks
      .createTask({ name: 'n', description: 'd', tags: [] })
      .catch((e: unknown) => e);
    expect(String(error)).toMatch(/HTTP 401/);
    expect(String(error)).not.toContain('pk_secret');
  });
});
