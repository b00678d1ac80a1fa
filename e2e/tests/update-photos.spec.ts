// Record 0102, in both languages: a participant (German) posts an update with a photo on the
// dashboard and hears it waits for approval; a visitor of the public fundraiser page reads the
// text without the photo; an operator (English console) finds it on the Photos page, approves
// it (axe on that page), and the visitor then sees it. Moves no clock.
import { test } from '@playwright/test';
import sharp from 'sharp';
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import deFollowers from '../../apps/web/src/locales/de/followers.json' with { type: 'json' };
import enFollowers from '../../apps/web/src/locales/en/followers.json' with { type: 'json' };
import { adminByCommand, signInAsAdmin } from '../support/admin';
import { expectNoViolations } from '../support/axe';
import { completeTheProfile } from '../support/course';
import { openWholeDashboard } from '../support/dashboard';
import { expect, fundraiserPath, newPerson, signUp } from '../support/donations';

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replaceAll(`{{${key}}}`, value),
    template,
  );

test('an update’s photo is shown once an operator approved it (de participant, en console)', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const participant = await newPerson(browser, baseURL, 'de');
  const account = await signUp(participant.context, 'participant');
  await completeTheProfile(participant.context, 'de');
  const text = `Tag 3: der erste Spaziergang ohne Zigarette – ${account.id.slice(0, 8)}`;

  const { page } = participant;
  await openWholeDashboard(page);
  const form = page.getByRole('form', { name: deFollowers.post_title });
  await form.getByRole('textbox', { name: deFollowers.post_text }).fill(text);
  const photo = await sharp({
    create: { width: 120, height: 90, channels: 3, background: '#3a7d44' },
  })
    .jpeg()
    .toBuffer();
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'walk.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByRole('button', { name: deFollowers.post_submit }).click();
  await expect(form.getByRole('status')).toHaveText(deFollowers.posted_photo_pending);

  // A visitor reads the text at once, without the photo.
  const visitor = await newPerson(browser, baseURL, 'en');
  await visitor.page.goto(fundraiserPath(account.id));
  const update = visitor.page.getByTestId('fundraiser-update').filter({ hasText: text });
  await update.scrollIntoViewIfNeeded();
  await expect(update).toBeVisible();
  const alt = fill(enFollowers.update_photo_alt, { name: account.displayName });
  await expect(update.getByRole('img', { name: alt })).toHaveCount(0);

  // The operator approves it on the console's Photos page.
  const operator = await adminByCommand();
  const console = await newPerson(browser, baseURL, 'en');
  await signInAsAdmin(console.context.request, operator);
  await console.page.goto('/admin/photos');
  await expect(
    console.page.getByRole('heading', { level: 1, name: enAdmin.photos.title }),
  ).toBeVisible();
  const card = console.page
    .getByRole('article', { name: `${enAdmin.photos.kind.update}: ${account.displayName}` })
    .filter({ hasText: text });
  await expect(card.getByRole('img')).toBeVisible();
  await expectNoViolations(console.page, 'en');
  await card.getByRole('button', { name: enAdmin.photos.approve }).click();
  await expect(
    console.page.getByText(fill(enAdmin.photos.done.approve, { name: account.displayName })),
  ).toBeVisible();
  await expect(card).toHaveCount(0);

  await visitor.page.reload();
  const shown = visitor.page.getByTestId('fundraiser-update').filter({ hasText: text });
  await shown.scrollIntoViewIfNeeded();
  await expect(shown.getByRole('img', { name: alt })).toBeVisible();
  for (const context of [participant.context, visitor.context, console.context])
    await context.close();
});
