// Issue 30, item 7: an open chat event stream re-checks its session and role before every event
// and keep-alive, so sign-out, a password change elsewhere and a removed admin role end it and
// deliver nothing more; a person has at most MAX_STREAMS_PER_USER streams (record 0066).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../../../src/modules/chat/event-stream';
import { signIn } from '../../support/accounts';
import { signedInAdmin } from '../../support/admin-helpers';
import { newParticipant, PUBLIC_URL } from '../../support/money';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let url: string;
let admin: { userId: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  admin = await signedInAdmin(t.app, t.database.db);
});
afterAll(() => t.close());

type Stream = { texts: string[]; ended: () => boolean; close: () => Promise<void> };

/** Reads a server-sent event stream: the messages' texts, and whether the server ended it. */
async function openStream(path: string, cookie: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${url}${path}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const texts: string[] = [];
  let ended = false;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        ended = true;
        return;
      }
      buffer += value;
      for (const line of buffer.split('\n').filter((l) => l.startsWith('data: '))) {
        const text = (JSON.parse(line.slice(6)) as { message?: { text?: string } }).message?.text;
        if (text && !texts.includes(text)) texts.push(text);
      }
    }
  })();
  return {
    texts,
    ended: () => ended,
    close: async () => {
      controller.abort();
      await pump;
    },
  };
}

async function waitFor(check: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The operator opens a conversation with the participant and writes `text` into it. */
async function operatorWrites(participantId: string, text: string, clientId: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/admin/chat/conversations',
    headers: { cookie: admin.cookie },
    payload: { participantId },
  });
  const { conversationId } = started.json();
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/admin/chat/${conversationId}/messages`,
    headers: { cookie: admin.cookie },
    payload: { clientId, text },
  });
  expect(sent.statusCode).toBe(201);
}

describe('chat event streams and the session behind them', () => {
  it('sign-out ends the stream; the next message is not delivered', async () => {
    const p = await newParticipant(t.app);
    const stream = await openStream('/api/participant/chat/events', p.cookie);
    await operatorWrites(p.id, 'Before sign-out', 'signout-before-1');
    await waitFor(() => stream.texts.includes('Before sign-out'));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/account/signout',
      headers: { cookie: p.cookie },
    });
    expect(out.statusCode).toBeLessThan(300);
    await operatorWrites(p.id, 'After sign-out', 'signout-after-1');
    await waitFor(() => stream.ended());
    expect(stream.texts).toEqual(['Before sign-out']);
    await stream.close();
  });

  it('a password change on another device ends the other session’s stream', async () => {
    const p = await newParticipant(t.app);
    const laptop = await signIn(t.app, {
      email: p.email,
      password: p.password,
      role: 'participant',
    });
    const stream = await openStream('/api/participant/chat/events', laptop.cookie);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: { cookie: p.cookie },
      payload: {
        currentPassword: p.password,
        newPassword: 'another-secret-9',
        newPasswordConfirmation: 'another-secret-9',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await operatorWrites(p.id, 'After the change', 'password-after-1');
    await waitFor(() => stream.ended());
    expect(stream.texts).toEqual([]);
    await stream.close();
  });

  it("a removed admin role ends that operator's stream", async () => {
    const other = await signedInAdmin(t.app, t.database.db);
    const stream = await openStream('/api/admin/chat/events', other.cookie);
    const p = await newParticipant(t.app);
    await operatorWrites(p.id, 'Seen by operators', 'role-before-1');
    await waitFor(() => stream.texts.includes('Seen by operators'));
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/people/${other.userId}/admin-role`,
      headers: { cookie: admin.cookie },
      payload: { admin: false },
    });
    expect(removed.statusCode).toBe(200);
    await operatorWrites(p.id, 'Not for former operators', 'role-after-1');
    await waitFor(() => stream.ended());
    expect(stream.texts).toEqual(['Seen by operators']);
    await stream.close();
  });

  it(`a person has at most ${MAX_STREAMS_PER_USER} streams; one more is refused`, async () => {
    const p = await newParticipant(t.app);
    const streams: Stream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      streams.push(await openStream('/api/participant/chat/events', p.cookie));
    }
    const refused = await fetch(`${url}/api/participant/chat/events`, {
      headers: { cookie: p.cookie, accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(429);
    expect((await refused.json()).code).toBe('RATE_LIMITED');
    // Another person is not held up, and a closed tab frees its place.
    const other = await newParticipant(t.app);
    const theirs = await openStream('/api/participant/chat/events', other.cookie);
    await streams.pop()!.close();
    // The server hears of the closed tab shortly after: a new tab then gets its stream.
    let again: Stream | undefined;
    for (const until = Date.now() + 5000; !again && Date.now() < until;) {
      again = await openStream('/api/participant/chat/events', p.cookie).catch(() => undefined);
      if (!again) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(again).toBeDefined();
    for (const s of [...streams, theirs, again!]) await s.close();
  });
});
