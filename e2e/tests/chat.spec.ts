// Issue 17, as a new user would try it: a participant writes, an operator in another browser
// sees it at once and answers (a canned answer in the participant's language), the participant
// sees the answer without reloading, read state shows, a message written offline is sent once
// when back; in German and English. A supporter's encouragement reaches the Support Panel.
// axe on the chat pages.
import { axeScan } from '../support/axe';
import { test, type Page } from '@playwright/test';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import deChat from '../../apps/web/src/locales/de/chat.json' with { type: 'json' };
import enChat from '../../apps/web/src/locales/en/chat.json' with { type: 'json' };
import { adminByCommand, signInAsAdmin } from '../support/admin';
import { completeProfile } from '../support/course';
import { donateThroughApi, expect, newPerson, signUp, type Language } from '../support/donations';
import { openWholeDashboard } from '../support/dashboard';

const chatTexts = { de: deChat, en: enChat };
const adminTexts = { de: deAdmin, en: enAdmin };

const message = (page: Page, side: 'participant' | 'operator', text: string) =>
  page.locator(`[data-testid="chat-message"][data-side="${side}"]`).filter({ hasText: text });

for (const language of ['de', 'en'] as Language[]) {
  test(`a participant and an operator talk live (${language})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const t = chatTexts[language];
    const lastName = `Chat${language.toUpperCase()}${Date.now() % 100_000}`;

    const participant = await newPerson(browser, baseURL, language);
    await signUp(participant.context, 'participant', { firstName: 'Paula', lastName });
    // The participant's own language (their profile's): canned answers are offered in it.
    const saved = await participant.context.request.put('/api/participant', {
      data: { ...completeProfile, firstName: 'Paula', lastName, language },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const p = participant.page;
    await p.goto('/participant/chat');
    await expect(p.getByText(t.intro)).toBeVisible();
    expect(await axeScan(p)).toEqual([]);

    const ops = await adminByCommand();
    const operator = await newPerson(browser, baseURL, language);
    await signInAsAdmin(operator.context.request, ops);
    const o = operator.page;
    await o.goto('/admin/chat');
    await expect(
      o.getByRole('heading', { level: 1, name: adminTexts[language].nav.chat }),
    ).toBeVisible();

    // The participant writes; the operator's inbox shows it at once, with an unread count.
    const first =
      language === 'de' ? 'Ich habe gerade starkes Verlangen.' : 'I have a strong craving.';
    await p.getByRole('textbox', { name: t.compose_label }).fill(first);
    await p.getByRole('button', { name: t.send, exact: true }).click();
    await expect(message(p, 'participant', first)).toBeVisible();
    const entry = o.getByTestId('chat-inbox-entry').filter({ hasText: `Paula ${lastName}` });
    await expect(entry).toBeVisible();
    await expect(entry.getByText('1', { exact: true })).toBeVisible();
    await entry.click();
    await expect(message(o, 'participant', first)).toBeVisible();
    expect(await axeScan(o)).toEqual([]);

    // The operator opened it: the participant sees it read, without reloading.
    await expect(message(p, 'participant', first).getByText(t.read)).toBeVisible();

    // A canned answer, in the participant's language, answered live.
    await o.getByRole('button', { name: t.canned.craving.label, exact: true }).click();
    await expect(o.getByRole('textbox', { name: chatTexts[language].compose_label })).toHaveValue(
      t.canned.craving.text,
    );
    await o.getByRole('button', { name: chatTexts[language].send, exact: true }).click();
    await expect(message(p, 'operator', t.canned.craving.text)).toBeVisible();
    await expect(message(o, 'operator', t.canned.craving.text).getByText(t.read)).toBeVisible();

    // Offline: the message waits, and is sent once when the network is back.
    await participant.context.setOffline(true);
    await expect(p.getByTestId('chat-offline')).toHaveText(t.offline);
    const later = language === 'de' ? 'Danke, das hilft!' : 'Thanks, that helps!';
    await p.getByRole('textbox', { name: t.compose_label }).fill(later);
    await p.getByRole('button', { name: t.send, exact: true }).click();
    await expect(p.getByTestId('chat-pending').filter({ hasText: later })).toContainText(t.waiting);
    await participant.context.setOffline(false);
    await expect(message(p, 'participant', later)).toBeVisible();
    await expect(p.getByTestId('chat-pending')).toHaveCount(0);
    await expect(message(o, 'participant', later)).toHaveCount(1);
    expect(await axeScan(p)).toEqual([]);

    await participant.context.close();
    await operator.context.close();
  });
}

test('a supporter’s encouragement appears in the Support Panel', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const participant = await newPerson(browser, baseURL, 'en');
  const account = await signUp(participant.context, 'participant', {
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const supporter = await newPerson(browser, baseURL, 'en');
  const grace = await signUp(supporter.context, 'supporter', {
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  await donateThroughApi(supporter.context.request, baseURL, account.id, {
    amountCents: 2_000,
    donorName: 'Grace Hopper',
    donorEmail: grace.email,
  });

  const s = supporter.page;
  await s.goto('/supporter/dashboard');
  const note = 'You can do this, Ada!';
  await s
    .getByRole('textbox', { name: enChat.encourage.label.replace('{{name}}', account.displayName) })
    .fill(note);
  await s.getByRole('button', { name: enChat.encourage.send }).click();
  await expect(
    s.getByText(enChat.encourage.sent.replace('{{name}}', account.displayName)),
  ).toBeVisible();

  const p = participant.page;
  // The Support Panel lies below the first screen: it loads when scrolled to (record 0086).
  await openWholeDashboard(p);
  const panel = p.getByTestId('support-panel');
  await expect(panel.getByRole('heading', { name: enChat.panel.title })).toBeVisible();
  const item = panel.getByTestId('encouragement').filter({ hasText: note });
  await expect(item).toContainText('Grace H.');
  await expect(panel).not.toContainText(grace.email);
  expect(await axeScan(p, '[data-testid="support-panel"]')).toEqual([]);

  // Hidden by the participant, it leaves the panel.
  await item.getByRole('button', { name: enChat.panel.hide }).click();
  await expect(panel.getByTestId('encouragement').filter({ hasText: note })).toHaveCount(0);

  await participant.context.close();
  await supporter.context.close();
});

test('an operator finds a participant who has not written and writes first', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const t = chatTexts.en;
  const lastName = `Quiet${Date.now() % 100_000}`;
  const participant = await newPerson(browser, baseURL, 'en');
  await signUp(participant.context, 'participant', { firstName: 'Quinn', lastName });
  const ops = await adminByCommand();
  const operator = await newPerson(browser, baseURL, 'en');
  await signInAsAdmin(operator.context.request, ops);
  const o = operator.page;
  await o.goto('/admin/chat');
  await o.getByRole('searchbox', { name: t.operator.search }).fill(lastName);
  const start = o.getByTestId('chat-start').filter({ hasText: lastName });
  await expect(start).toBeVisible();
  expect(await axeScan(o)).toEqual([]);
  await start.click();
  const first = 'Hello Quinn, how are your first days going?';
  await o.getByRole('textbox', { name: t.compose_label }).fill(first);
  await o.getByRole('button', { name: t.send, exact: true }).click();
  await expect(message(o, 'operator', first)).toBeVisible();

  const p = participant.page;
  await p.goto('/participant/chat');
  await expect(message(p, 'operator', first)).toBeVisible();
  await participant.context.close();
  await operator.context.close();
});
