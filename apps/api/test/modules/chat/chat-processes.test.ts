// Issue 17: a message posted to one API process reaches the event streams of another process
// on the same database (PostgreSQL LISTEN/NOTIFY, not one process's memory), and only the
// streams that may see it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../support/admin-helpers';
import { newParticipant, PUBLIC_URL } from '../../support/money';
import { secondProcess, type SecondProcess } from '../../support/second-process';
import { createTestApp, type TestApp } from '../../support/test-app';

let first: TestApp;
let second: SecondProcess;
let secondUrl: string;

beforeAll(async () => {
  first = await createTestApp({ PUBLIC_URL });
  // A second process with its own listening connection, on the same database.
  second = await secondProcess(first, { PUBLIC_URL });
  await second.app.listen({ port: 0, host: '127.0.0.1' });
  const address = second.app.server.address();
  secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await second.close();
  await first.close();
});

/** Reads a server-sent event stream, collecting its `data:` lines as JSON. */
async function openStream(path: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${secondUrl}${path}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const events: unknown[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (data) events.push(JSON.parse(data));
      }
    }
  })();
  return {
    events,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

async function waitFor(check: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting for the event');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('delivery across two API processes', () => {
  it('a message posted to one process arrives on the other process’s streams', async () => {
    const ada = await newParticipant(first.app);
    const other = await newParticipant(first.app);
    const admin = await signedInAdmin(first.app, first.database.db);
    const own = await openStream('/api/participant/chat/events', ada.cookie);
    const strangers = await openStream('/api/participant/chat/events', other.cookie);
    const operators = await openStream('/api/admin/chat/events', admin.cookie);

    const posted = await first.app.inject({
      method: 'POST',
      url: '/api/participant/chat/messages',
      headers: { cookie: ada.cookie },
      payload: { clientId: 'first-message-1', text: 'Is anyone there?' },
    });
    expect(posted.statusCode).toBe(201);
    const isIt = (e: unknown) =>
      (e as { message?: { text?: string } }).message?.text === 'Is anyone there?';
    await waitFor(() => own.events.some(isIt) && operators.events.some(isIt));
    expect(own.events.find(isIt)).toMatchObject({
      type: 'message',
      message: { side: 'participant', clientId: 'first-message-1' },
    });

    // The operator answers on the second process; the participant's stream there gets it too.
    const conversationId = (own.events.find(isIt) as { conversationId: string }).conversationId;
    const answered = await second.app.inject({
      method: 'POST',
      url: `/api/admin/chat/${conversationId}/messages`,
      headers: { cookie: admin.cookie },
      payload: { clientId: 'answer-000001', text: 'Yes, we are here.' },
    });
    expect(answered.statusCode).toBe(201);
    await waitFor(() =>
      own.events.some(
        (e) => (e as { message?: { text?: string } }).message?.text === 'Yes, we are here.',
      ),
    );
    // Read state travels the same way.
    await first.app.inject({
      method: 'POST',
      url: '/api/participant/chat/read',
      headers: { cookie: ada.cookie },
    });
    await waitFor(() => operators.events.some((e) => (e as { type: string }).type === 'read'));

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(strangers.events).toEqual([]);
    await Promise.all([own.close(), strangers.close(), operators.close()]);
  });
});
