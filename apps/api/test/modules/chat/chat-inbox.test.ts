// Follow-up of issue 17: the operators' inbox in cursor pages with a search by name or email,
// and a conversation an operator opens with a participant who has not written yet (audited).
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../../src/db/schema';
import { signUp } from '../../support/accounts';
import { chatClock, startChatApp, type ChatOperator } from '../../support/chat-fixture';
import { newParticipant } from '../../support/money';
import type { TestApp } from '../../support/test-app';

const clock = chatClock();
let t: TestApp;
let admin: ChatOperator;
beforeAll(async () => ({ t, admin } = await startChatApp(clock)));
afterAll(() => t.close());

const send = (cookie: string, text: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/participant/chat/messages',
    headers: { cookie },
    payload: { clientId: randomUUID(), text },
  });

type Inbox = { items: { id: string; participantId: string }[]; nextCursor: string | null };
const inbox = async (query: string, cookie = admin.cookie) =>
  t.app.inject({ url: `/api/admin/chat?${query}`, headers: { cookie } });

describe('the inbox in pages', () => {
  it('pages newest first by cursor without overlap, and refuses a forged cursor', async () => {
    const ids: string[] = [];
    for (const text of ['first', 'second', 'third']) {
      const p = await newParticipant(t.app);
      clock.advance(60_000);
      expect((await send(p.cookie, text)).statusCode).toBe(201);
      ids.push(p.id);
    }
    const first = (await inbox('limit=2')).json<Inbox>();
    expect(first.items.map((i) => i.participantId)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await inbox(`limit=2&cursor=${first.nextCursor}`)).json<Inbox>();
    expect(second.items[0]!.participantId).toBe(ids[0]);
    const seen = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(seen).size).toBe(seen.length);

    const forged = await inbox('cursor=not-a-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('INVALID_DATA');
  });

  it('finds conversations by any part of the email; admins only', async () => {
    const p = await newParticipant(t.app);
    await send(p.cookie, 'hello');
    const other = await newParticipant(t.app);
    await send(other.cookie, 'hi');
    const found = (
      await inbox(`q=${encodeURIComponent(p.email.slice(2).toUpperCase())}`)
    ).json<Inbox>();
    expect(found.items.map((i) => i.participantId)).toEqual([p.id]);
    expect((await inbox('q=x', p.cookie)).statusCode).toBe(403);
  });
});

describe('an operator writes first', () => {
  it('finds a participant who has not written, opens the conversation (audited) and answers', async () => {
    const quiet = await newParticipant(t.app, 'de');
    const supporter = await signUp(t.app, { role: 'supporter' });
    const search = await t.app.inject({
      url: `/api/admin/chat/participants?q=${encodeURIComponent(quiet.email)}`,
      headers: { cookie: admin.cookie },
    });
    expect(search.json().items).toEqual([
      expect.objectContaining({
        participantId: quiet.id,
        email: quiet.email,
        conversationId: null,
      }),
    ]);
    const supporterSearch = await t.app.inject({
      url: `/api/admin/chat/participants?q=${encodeURIComponent(supporter.email)}`,
      headers: { cookie: admin.cookie },
    });
    expect(supporterSearch.json().items).toEqual([]);

    const start = (participantId: string, cookie = admin.cookie) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/chat/conversations',
        headers: { cookie },
        payload: { participantId },
      });
    expect((await start(quiet.id, quiet.cookie)).statusCode).toBe(403);
    clock.advance(60_000);
    const opened = await start(quiet.id);
    expect(opened.statusCode).toBe(201);
    const conversationId = opened.json().conversationId as string;
    const again = await start(quiet.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().conversationId).toBe(conversationId);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'admin_chat_started'), eq(auditEvents.userId, admin.userId)));
    expect(audited.map((a) => a.detail)).toEqual([{ conversationId, participantId: quiet.id }]);
    expect((await start('no-such-user')).statusCode).toBe(404);
    const supporterId = (
      await t.app.inject({ url: '/api/account/session', headers: { cookie: supporter.cookie } })
    ).json().user.id as string;
    expect((await start(supporterId)).statusCode).toBe(404);

    // The empty conversation is in the inbox, newest first.
    expect((await inbox('limit=1')).json<Inbox>().items[0]!.id).toBe(conversationId);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/${conversationId}/messages`,
      headers: { cookie: admin.cookie },
      payload: { clientId: randomUUID(), text: 'Hallo, wie geht es dir?' },
    });
    expect(answer.statusCode).toBe(201);
    const mine = await t.app.inject({
      url: '/api/participant/chat',
      headers: { cookie: quiet.cookie },
    });
    expect(mine.json()).toMatchObject({
      id: conversationId,
      messages: [expect.objectContaining({ side: 'operator', text: 'Hallo, wie geht es dir?' })],
    });
  });
});
