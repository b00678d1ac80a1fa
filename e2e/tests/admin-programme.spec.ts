// Issue 30, item 1 (record 0069): an operator replaces a seminar's video and captions and a
// participant who starts afterwards sees them, in both languages. In the console the operator
// opens a day-1 seminar, uploads another video (its length read by the browser), is refused a
// captions file without the WEBVTT header (the message in the console's language), uploads
// valid captions and a new title, checks the preview and publishes for courses that start from
// now. A participant then starts a course today (the clock is not moved) and the dashboard's
// seminar plays the new video with the new captions. axe checks both console pages. The en journey edits day 1's morning
// seminar, the de journey its evening one, so the two can run side by side; each publishes the
// seminar's first content again at its end, for the journeys after it in the same run.
import { axeScan } from '../support/axe';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, type APIRequestContext, type Page } from '@playwright/test';
import type { AdminSeminar } from '@quit/contracts/admin-programme';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import deErrors from '../../packages/contracts/src/locales/de/errors.json' with { type: 'json' };
import enErrors from '../../packages/contracts/src/locales/en/errors.json' with { type: 'json' };
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { adminByCommand, signInAsAdmin } from '../support/admin';
import { operatorClock } from '../support/clock';
import { berlinDate, completeTheProfile, fundedBy, newSupporter } from '../support/course';
import { expect, newPerson, signUp, type Language } from '../support/donations';

const texts = {
  de: { admin: deAdmin, errors: deErrors },
  en: { admin: enAdmin, errors: enErrors },
};
const seedMedia = path.resolve(import.meta.dirname, '../../apps/api/seed-media/seminars');

const axeViolations = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  return axeScan(page);
};

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

type Shipped = {
  base: string;
  video: string;
  durationSeconds: number;
  texts: Record<
    Language,
    { title: string; description: string; keyPoints: string[]; todos: string[] }
  >;
  captions: Record<Language, string>;
};

/** The seminar as it is before the journey edits it (this app's run shares it with others). */
async function shippedContent(request: APIRequestContext, editorUrl: string): Promise<Shipped> {
  const base = `/api/admin/programme/seminars/${editorUrl.split('/').pop()}`;
  const detail = (await (await request.get(base)).json()) as AdminSeminar;
  const captions = async (language: Language) =>
    (await request.get(detail.published.texts[language].captionsUrl)).text();
  const own = (language: Language) => {
    const { title, description, keyPoints, todos } = detail.published.texts[language];
    return { title, description, keyPoints, todos };
  };
  return {
    base,
    video: path.join(seedMedia, `day01-${detail.slot}.mp4`),
    durationSeconds: detail.published.durationSeconds,
    texts: { de: own('de'), en: own('en') },
    captions: { de: await captions('de'), en: await captions('en') },
  };
}

/** Publishes the seminar's first content again (for courses that start later in this run). */
async function restore(request: APIRequestContext, shipped: Shipped) {
  for (const language of ['de', 'en'] as const) {
    const texts = await request.put(`${shipped.base}/draft/texts/${language}`, {
      data: shipped.texts[language],
    });
    expect(texts.status(), await texts.text()).toBe(200);
    const captions = await request.put(`${shipped.base}/draft/captions/${language}`, {
      data: { text: shipped.captions[language] },
    });
    expect(captions.status(), await captions.text()).toBe(200);
  }
  const video = await request.put(
    `${shipped.base}/draft/video?durationSeconds=${shipped.durationSeconds}`,
    { headers: { 'content-type': 'video/mp4' }, data: readFileSync(shipped.video) },
  );
  expect(video.status(), await video.text()).toBe(200);
  const published = await request.post(`${shipped.base}/draft/publish`, {
    data: { applyToRunning: false },
  });
  expect(published.status(), await published.text()).toBe(200);
}

const cases = [
  { language: 'en', row: 0, video: 'day02-morning.mp4', cue: 'A renewed seminar, English' },
  { language: 'de', row: 1, video: 'day03-evening.mp4', cue: 'Ein erneuertes Seminar, Deutsch' },
] as const;

for (const { language, row, video, cue } of cases) {
  test(`an operator replaces a seminar's video and captions; a new participant sees them (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const t = texts[language as Language].admin.programme;
    const run = `${Date.now() % 1_000_000}`;
    const title = `${language === 'de' ? 'Neu' : 'Renewed'} ${run}`;
    const captionText = `${cue} ${run}`;

    const ops = await adminByCommand();
    const { context, page } = await newPerson(browser, baseURL, language as Language);
    await signInAsAdmin(context.request, ops);
    await page.goto('/admin/programme');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId('programme-row')).toHaveCount(56);
    expect(await axeViolations(page), '/admin/programme').toEqual([]);
    await page.getByTestId('programme-row').nth(row).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(t.editor_title, { day: 1, slot: t.slot[row === 0 ? 'morning' : 'evening'] }),
    );
    expect(await axeViolations(page), 'the seminar editor').toEqual([]);
    const original = await shippedContent(context.request, page.url());

    // The video: another file; the browser reads its length before it goes.
    const videoForm = page.getByRole('form', { name: t.video_form });
    await videoForm.getByLabel(t.video_file).setInputFiles(path.join(seedMedia, video));
    await expect(videoForm.getByLabel(t.video_duration)).not.toHaveValue('', { timeout: 15_000 });
    await videoForm.getByRole('button', { name: t.upload_video }).click();
    const preview = page.getByTestId('preview-video').locator('source');
    await expect(preview).toHaveAttribute(
      'src',
      /\/api\/admin\/programme\/media\/seminars\/edits\//,
    );

    // Captions: a file without the header is refused in the console's language; then valid ones.
    const captionsForm = page.getByRole('form', { name: t.captions_form });
    const captionsInput = captionsForm.getByLabel(
      fill(t.captions_file, { language: t.languages[language] }),
    );
    await captionsInput.setInputFiles({
      name: 'broken.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(`00:00:00.000 --> 00:00:05.000\n${captionText}\n`),
    });
    await captionsForm.getByRole('button', { name: t.upload_captions }).click();
    await expect(captionsForm.getByRole('alert')).toHaveText(
      fill(texts[language as Language].errors.INVALID_CAPTIONS, { line: 1 }),
    );
    await captionsInput.setInputFiles({
      name: 'captions.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from(`WEBVTT\n\n00:00:00.000 --> 00:00:30.000\n${captionText}\n`),
    });
    await captionsForm.getByRole('button', { name: t.upload_captions }).click();
    await expect(captionsForm.getByRole('alert')).toHaveCount(0);
    await expect(
      page.getByTestId('preview-video').locator(`track[srclang="${language}"]`),
    ).toHaveAttribute('src', /\/seminars\/edits\//);

    // A new title in this language, seen in the preview.
    const textsForm = page.getByRole('form', {
      name: fill(t.texts_form, { language: t.languages[language] }),
    });
    await textsForm.getByLabel(t.field_title).fill(title);
    await textsForm.getByRole('button', { name: t.save_texts }).click();
    await expect(page.getByTestId('preview-title')).toHaveText(title);

    // Publish, for courses that start from now on (an explicit choice).
    const publish = page.getByRole('button', { name: t.publish, exact: true });
    await expect(publish).toBeDisabled();
    await page.getByLabel(t.audience_new).check();
    await publish.click();
    await expect(page.getByText(t.no_draft)).toBeVisible();

    // A participant who starts today sees the new title, video and captions.
    const participant = await newPerson(browser, baseURL, language as Language);
    const account = await signUp(participant.context, 'participant');
    await completeTheProfile(participant.context, language as Language);
    await fundedBy(
      await newSupporter((await newPerson(browser, baseURL, language as Language)).context),
      account,
      baseURL,
    );
    const today = berlinDate(0, await operatorClock(context.request).now());
    const started = await participant.context.request.post('/api/course', {
      data: { startDate: today, testTermsVersion: TEST_TERMS_VERSION },
    });
    expect(started.status(), await started.text()).toBe(200);

    const p = participant.page;
    await p.goto('/participant/dashboard');
    const item = p.getByTestId('seminar-item').filter({ hasText: title });
    await expect(item).toHaveCount(1);
    await item.getByRole('link').click();
    const player = p.getByTestId('seminar-player');
    await expect(player).toBeVisible();
    const videoElement = player.getByTestId('seminar-video');
    await expect(videoElement).toHaveAttribute(
      'src',
      /^\/api\/media\/seminars\/edits\/.+\.mp4\?v=/,
    );
    await expect
      .poll(() => videoElement.evaluate((v: HTMLVideoElement) => v.readyState), {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(1);
    await expect
      .poll(
        () =>
          videoElement.evaluate((v: HTMLVideoElement, lang: string) => {
            const track = Array.from(v.textTracks).find((each) => each.language === lang);
            return track?.mode === 'showing'
              ? Array.from(track.cues ?? [], (c) => (c as VTTCue).text)
              : [];
          }, language),
        { timeout: 20_000 },
      )
      .toEqual([captionText]);
    await participant.context.close();
    await restore(context.request, original);
    await context.close();
  });
}
