// Issue 17: the participant's conversation with the support team — who may read it, idempotent
// sending, the limits with their exact messages, operators' answers (audited), the 15-minute
// mail on the product's clock, and supporters' encouragement (public names only, A4).
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, chatMessages, courses, mailOutbox } from '../../../src/db/schema';
import { signUp, verifyEmail } from '../../support/accounts';
import { chatClock, startChatApp, type ChatOperator } from '../../support/chat-fixture';
import { donate, newParticipant, PUBLIC_URL } from '../../support/money';
import type { TestApp } from '../../support/test-app';

const clock = chatClock();
let t: TestApp;
let admin: ChatOperator;
beforeAll(async () => ({ t, admin } = await startChatApp(clock)));
afterAll(() => t.close());

let sequence = 0;
const clientId = () => `client-${Date.now()}-${++sequence}`;

function send(cookie: string, text: string, id = clientId(), language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: '/api/participant/chat/messages',
    headers: { cookie, 'x-language': language },
    payload: { clientId: id, text },
  });
}

function answer(conversationId: string, text: string, id = clientId()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/chat/${conversationId}/messages`,
    headers: { cookie: admin.cookie },
    payload: { clientId: id, text },
  });
}

const conversationOf = async (cookie: string) =>
  (await t.app.inject({ url: '/api/participant/chat', headers: { cookie } })).json<{
    id: string | null;
    messages: { text: string; side: string; seq: number }[];
    operatorReadSeq: number;
  }>();

describe('who may read a conversation', () => {
  it('refuses the signed-out, supporters and other participants; admins read it', async () => {
    const ada = await newParticipant(t.app);
    expect((await send(ada.cookie, 'Mir geht es heute schlecht.')).statusCode).toBe(201);
    const { id } = await conversationOf(ada.cookie);
    expect(id).toEqual(expect.any(String));

    const paths = ['/api/participant/chat', '/api/admin/chat', `/api/admin/chat/${id}`];
    for (const url of paths) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }

    const supporter = await signUp(t.app, { role: 'supporter' });
    const asSupporter = await t.app.inject({
      url: '/api/participant/chat',
      headers: { cookie: supporter.cookie },
    });
    expect(asSupporter.statusCode).toBe(403);
    expect(asSupporter.json()).toMatchObject({ code: 'NOT_REGISTERED_AS_PARTICIPANT' });
    const supporterAdmin = await t.app.inject({
      url: `/api/admin/chat/${id}`,
      headers: { cookie: supporter.cookie },
    });
    expect(supporterAdmin.statusCode).toBe(403);

    const other = await newParticipant(t.app);
    expect(await conversationOf(other.cookie)).toMatchObject({ id: null, messages: [] });
    for (const url of [`/api/admin/chat/${id}`, '/api/admin/chat']) {
      const res = await t.app.inject({ url, headers: { cookie: other.cookie } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    const write = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/${id}/messages`,
      headers: { cookie: other.cookie },
      payload: { clientId: clientId(), text: 'hi' },
    });
    expect(write.statusCode).toBe(403);

    const asAdmin = await t.app.inject({
      url: `/api/admin/chat/${id}`,
      headers: { cookie: admin.cookie },
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toMatchObject({
      messages: [{ text: 'Mir geht es heute schlecht.', side: 'participant' }],
    });
  });

  it('gives the event stream only to EventSource clients (a plain GET changes nothing)', async () => {
    const ada = await newParticipant(t.app);
    const res = await t.app.inject({
      url: '/api/participant/chat/events',
      headers: { cookie: ada.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_DATA', fields: ['accept'] });
  });
});

describe('sending', () => {
  it('stores a resent message once and answers the same message', async () => {
    const ada = await newParticipant(t.app);
    const id = clientId();
    const first = await send(ada.cookie, 'Hello team', id);
    const again = await send(ada.cookie, 'Hello team', id);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(chatMessages)
      .where(eq(chatMessages.clientId, id));
    expect(stored?.n).toBe(1);
    const changed = await send(ada.cookie, 'Something else', id);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it('keeps HTML and links as plain text', async () => {
    const ada = await newParticipant(t.app);
    const text = '<img src=x onerror=alert(1)> see https://example.com/<b>x</b>';
    expect((await send(ada.cookie, text)).json()).toMatchObject({ text });
  });

  it('refuses empty, too long and control characters with exact messages in both languages', async () => {
    // The answer speaks the participant's own language (their profile's).
    const people = { en: await newParticipant(t.app, 'en'), de: await newParticipant(t.app, 'de') };
    const cases = [
      {
        text: '   ',
        code: 'CHAT_MESSAGE_EMPTY',
        en: 'Please write a message before sending.',
        de: 'Bitte schreib eine Nachricht, bevor du sie sendest.',
      },
      {
        text: 'x'.repeat(2001),
        code: 'CHAT_MESSAGE_TOO_LONG',
        en: 'A message can be at most 2000 characters long. Please shorten it.',
        de: 'Eine Nachricht darf höchstens 2000 Zeichen lang sein. Bitte kürze sie.',
      },
      {
        text: 'bad\u0007bell',
        code: 'CHAT_CONTROL_CHARACTERS',
        en: 'The message contains invisible control characters. Please remove them and send it again.',
        de: 'Die Nachricht enthält unsichtbare Steuerzeichen. Bitte entferne sie und sende sie noch einmal.',
      },
    ];
    for (const c of cases) {
      for (const language of ['en', 'de'] as const) {
        const res = await send(people[language].cookie, c.text, clientId(), language);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: c.code, message: c[language] });
      }
    }
    expect((await conversationOf(people.en.cookie)).messages).toEqual([]);
    expect((await send(people.en.cookie, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('limits how fast one person sends', async () => {
    const ada = await newParticipant(t.app, 'de');
    // One was sent above in other tests by other people; this person has a fresh budget of 20.
    for (let i = 0; i < 20; i++) expect((await send(ada.cookie, `m${i}`)).statusCode).toBe(201);
    const res = await send(ada.cookie, 'one too many', clientId(), 'de');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      code: 'CHAT_RATE_LIMITED',
      message:
        'Du sendest sehr schnell Nachrichten. Bitte warte eine Minute und sende dann noch einmal.',
    });
    clock.advance(61_000);
    expect((await send(ada.cookie, 'later')).statusCode).toBe(201);
  });

  it('pages older history by cursor', async () => {
    const ada = await newParticipant(t.app);
    for (let i = 0; i < 35; i++) {
      if (i === 20) clock.advance(61_000);
      await send(ada.cookie, `n${i}`);
    }
    const first = await t.app.inject({
      url: '/api/participant/chat',
      headers: { cookie: ada.cookie },
    });
    const page = first.json<{ messages: { text: string }[]; olderCursor: number }>();
    expect(page.messages).toHaveLength(30);
    expect(page.messages.at(-1)?.text).toBe('n34');
    const older = await t.app.inject({
      url: `/api/participant/chat?before=${page.olderCursor}`,
      headers: { cookie: ada.cookie },
    });
    expect(older.json()).toMatchObject({ olderCursor: null });
    expect(older.json<{ messages: { text: string }[] }>().messages.map((m) => m.text)).toEqual([
      'n0',
      'n1',
      'n2',
      'n3',
      'n4',
    ]);
  });
});

describe('operators', () => {
  it('see unread counts and the course beside each, answer (audited) and read state moves', async () => {
    const ada = await newParticipant(t.app);
    await t.database.db
      .insert(courses)
      .values({ participantId: ada.id, state: 'active', startDate: '2026-02-28' });
    await send(ada.cookie, 'one');
    await send(ada.cookie, 'two');
    const { id } = await conversationOf(ada.cookie);
    const inbox = await t.app.inject({ url: '/api/admin/chat', headers: { cookie: admin.cookie } });
    expect(inbox.json<{ items: unknown[] }>().items).toContainEqual(
      expect.objectContaining({
        id,
        unread: 2,
        courseState: 'active',
        courseDay: 3,
        lastMessage: 'two',
      }),
    );
    const reply = await answer(id!, 'We are here for you.');
    expect(reply.statusCode).toBe(201);
    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'admin_chat_message'), eq(auditEvents.userId, admin.userId)));
    expect(audited.map((a) => a.detail)).toContainEqual({
      conversationId: id,
      messageId: reply.json<{ id: string }>().id,
    });
    const after = await t.app.inject({ url: '/api/admin/chat', headers: { cookie: admin.cookie } });
    expect(
      after.json<{ items: { id: string; unread: number }[] }>().items.find((i) => i.id === id),
    ).toMatchObject({ unread: 0 });
    const view = await conversationOf(ada.cookie);
    expect(view.messages.map((m) => m.side)).toEqual(['participant', 'participant', 'operator']);
    expect(view.operatorReadSeq).toBeGreaterThan(0);
  });
});

describe('the mail about an unread answer', () => {
  const mailsTo = async (email: string) =>
    t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'chat_answer_waiting')));

  it('goes once after 15 unread minutes, in the participant’s language', async () => {
    const ada = await newParticipant(t.app, 'de');
    await send(ada.cookie, 'Hallo');
    const { id } = await conversationOf(ada.cookie);
    await answer(id!, 'Wir sind da.');
    clock.advance(60_000);
    await answer(id!, 'Noch etwas.');
    clock.advance(13 * 60_000);
    await t.app.jobs.runDue();
    expect(await mailsTo(ada.email)).toHaveLength(0);
    clock.advance(2 * 60_000);
    await t.app.jobs.runDue();
    clock.advance(5 * 60_000);
    await t.app.jobs.runDue();
    const mails = await mailsTo(ada.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      language: 'de',
      subject: 'Das QuitPot-Team hat dir geantwortet',
    });
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/participant/chat`);
    expect(mails[0]?.text).not.toContain('Wir sind da.');
  });

  it('does not go when the participant read the answer in time', async () => {
    const ada = await newParticipant(t.app);
    await send(ada.cookie, 'Hi');
    const { id } = await conversationOf(ada.cookie);
    await answer(id!, 'Hello!');
    clock.advance(5 * 60_000);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/participant/chat/read',
      headers: { cookie: ada.cookie },
    });
    const seqs = (await conversationOf(ada.cookie)).messages.map((m) => m.seq);
    expect(read.json()).toMatchObject({ participantReadSeq: Math.max(...seqs) });
    clock.advance(20 * 60_000);
    await t.app.jobs.runDue();
    expect(await mailsTo(ada.email)).toHaveLength(0);
  });
});

describe('encouragement', () => {
  async function supporterWhoGave(participantId: string) {
    const supporter = await signUp(t.app, { role: 'supporter', firstName: 'Sam' });
    await verifyEmail(t.app, supporter.email);
    await donate(t.app, participantId, {
      amountCents: 2_000,
      donorEmail: supporter.email,
      message: null,
    });
    return supporter;
  }
  const panel = async (cookie: string) =>
    (await t.app.inject({ url: '/api/participant/encouragements', headers: { cookie } })).json<{
      items: { key: string; senderName: string | null; text: string; kind: string }[];
    }>();

  it('reaches the participant with the public name only; others may not send', async () => {
    const ada = await newParticipant(t.app);
    const sam = await supporterWhoGave(ada.id);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/supporter/encouragements/${ada.id}`,
      headers: { cookie: sam.cookie },
      payload: { text: 'Du schaffst das!' },
    });
    expect(sent.statusCode).toBe(201);
    const stranger = await signUp(t.app, { role: 'supporter' }, 'de');
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/supporter/encouragements/${ada.id}`,
      headers: { cookie: stranger.cookie, 'x-language': 'de' },
      payload: { text: 'Hi' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'NOT_A_SUPPORTER',
      message: 'Du kannst nur jemanden ermutigen, den du mit einer Spende unterstützt hast.',
    });
    const tooLong = await t.app.inject({
      method: 'POST',
      url: `/api/supporter/encouragements/${ada.id}`,
      headers: { cookie: sam.cookie },
      payload: { text: 'x'.repeat(281) },
    });
    expect(tooLong.json()).toMatchObject({ code: 'CHAT_MESSAGE_TOO_LONG' });

    const res = await t.app.inject({
      url: '/api/participant/encouragements',
      headers: { cookie: ada.cookie },
    });
    expect(res.json()).toEqual({
      items: [
        expect.objectContaining({ kind: 'note', senderName: 'Sam L.', text: 'Du schaffst das!' }),
      ],
    });
    expect(res.body).not.toContain(sam.email);
    const asOther = await newParticipant(t.app);
    expect((await panel(asOther.cookie)).items).toEqual([]);
  });

  it('shows a gift’s message; the participant hides or reports; operators remove', async () => {
    const ada = await newParticipant(t.app);
    await donate(t.app, ada.id, {
      amountCents: 2_000,
      donorName: 'Grace Hopper',
      donorEmail: 'grace@example.com',
      message: 'Stay strong',
    });
    const sam = await supporterWhoGave(ada.id);
    await t.app.inject({
      method: 'POST',
      url: `/api/supporter/encouragements/${ada.id}`,
      headers: { cookie: sam.cookie },
      payload: { text: 'Rude words' },
    });
    const items = (await panel(ada.cookie)).items;
    const gift = items.find((i) => i.kind === 'gift');
    const note = items.find((i) => i.kind === 'note');
    expect(gift).toMatchObject({ senderName: 'Grace H.', text: 'Stay strong' });
    expect(JSON.stringify(items)).not.toContain('grace@example.com');

    const act = (key: string, action: string, cookie = ada.cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/participant/encouragements/${key}`,
        headers: { cookie },
        payload: { action },
      });
    const other = await newParticipant(t.app);
    expect((await act(note!.key, 'hide', other.cookie)).statusCode).toBe(404);
    expect((await act(gift!.key, 'hide')).statusCode).toBe(200);
    expect((await act(note!.key, 'report')).statusCode).toBe(200);
    expect((await panel(ada.cookie)).items).toEqual([]);

    const list = await t.app.inject({
      url: '/api/admin/encouragements',
      headers: { cookie: admin.cookie },
    });
    const reported = list
      .json<{ items: { id: string; text: string; reportedAt: string | null }[] }>()
      .items.find((i) => i.text === 'Rude words');
    expect(reported?.reportedAt).not.toBeNull();
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/encouragements/${reported!.id}/remove`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    const again = await t.app.inject({
      url: '/api/admin/encouragements',
      headers: { cookie: admin.cookie },
    });
    expect(again.body).not.toContain('Rude words');
    const byOther = await t.app.inject({
      url: '/api/admin/encouragements',
      headers: { cookie: ada.cookie },
    });
    expect(byOther.statusCode).toBe(403);
  });
});
