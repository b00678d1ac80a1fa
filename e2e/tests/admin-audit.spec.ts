// An automatic pass held for an audit (T8, issue 25 item 5), from the operator's side, in both
// languages: the test waits in the console's Audits queue with its 48-hour deadline; beside the
// photo the operator sees the recording (a video on the operators' recording route) with its
// timeline, the identity check and the presence flags, and decides; the decision is final and
// audited, and only then is the course passed. axe on the page. The e2e apps hold no pass for
// an audit (TEST_AUDIT_SHARE=0, so the other journeys' passes stand): this journey writes the
// recording's row as the upload would and puts its test into the audit state through the
// database, as the draw would. Runs in the time-travel project (it moves the clock).
import { axeScan } from '../support/axe';
import { test } from '@playwright/test';
import deAdmin from '../../apps/web/src/locales/de/admin.json' with { type: 'json' };
import enAdmin from '../../apps/web/src/locales/en/admin.json' with { type: 'json' };
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { random, randomParams, renderPhoto } from '@quit/test-support/synthetic-photo';
import { adminByCommand, signInAsAdmin } from '../support/admin';
import { operatorClock } from '../support/clock';
import { berlinDate, completeTheProfile, fundedBy, newSupporter } from '../support/course';
import { query } from '../support/database';
import { expect, newPerson, signUp, type Language } from '../support/donations';

const texts = { de: deAdmin, en: enAdmin };

test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 20_000 });

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)), text);

for (const language of ['de', 'en'] as Language[]) {
  test(`an operator watches an audited pass and decides it (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const t = texts[language];
    const ops = await adminByCommand();
    const { context, page } = await newPerson(browser, baseURL, language);
    await signInAsAdmin(context.request, ops);
    const clock = operatorClock(context.request);

    // A funded participant whose course starts tomorrow, with a kit posted to them.
    const participant = await newPerson(browser, baseURL, language);
    const account = await signUp(participant.context, 'participant', {
      firstName: 'Aud',
      lastName: `Audit${language.toUpperCase()}${Date.now() % 100_000}`,
    });
    await completeTheProfile(participant.context, language);
    await fundedBy(
      await newSupporter((await newPerson(browser, baseURL, language)).context),
      account,
      baseURL,
    );
    const p = participant.context.request;
    const chosen = await p.post('/api/course', {
      data: { startDate: berlinDate(1), testTermsVersion: TEST_TERMS_VERSION },
    });
    expect(chosen.status(), await chosen.text()).toBe(200);
    const { courseId } = (await (await p.get('/api/participant/balance')).json()) as {
      courseId: string;
    };
    const made = await context.request.post('/api/admin/testkits', { data: { count: 1 } });
    expect(made.status(), await made.text()).toBe(201);
    const kit = ((await made.json()) as { testkits: { id: string; code: string }[] }).testkits[0]!;
    const assigned = await context.request.post(`/api/admin/testkits/${kit.id}/assign`, {
      data: { courseId },
    });
    expect(assigned.status(), await assigned.text()).toBe(200);

    try {
      // Day 28: identity, the scan, the wait, the photo.
      await clock.advance({ days: 28 });
      const session = await p.post('/api/stripe/verificationsession', {
        data: { testkit_id: kit.id, redirectUrl: `${baseURL}/participant/dashboard` },
      });
      expect(session.status(), await session.text()).toBe(200);
      const sessionId = new URL(((await session.json()) as { url: string }).url).pathname
        .split('/')
        .pop();
      const verified = await p.post(`/api/sandbox/identity/${sessionId}`, {
        data: { action: 'verify' },
      });
      expect(verified.status(), await verified.text()).toBe(200);
      await expect(async () => {
        const view = await p.get(`/api/testkit/${kit.code}/participant`);
        expect(((await view.json()) as { identity: string }).identity).toBe('verified');
      }).toPass({ timeout: 20_000 });
      const started = await p.post(`/api/testkit/${kit.code}/start`);
      expect(started.status(), await started.text()).toBe(200);
      const [kitRow] = await query<{ started: Date }>(
        'select started_at as started from testkits where id = $1',
        [kit.id],
      );
      await clock.advance({ hours: 1 });
      // The recording that witnessed it (T5), as the app's upload leaves it: begun at the scan
      // 90 s before the wait, a chunk every 5 s (one 15-s pause, listed) until past the photo,
      // with the presence flags of the collection.
      const scan = new Date(kitRow!.started.getTime() - 90_000);
      const until = (await clock.now()).getTime() + 120_000 - scan.getTime();
      const arrivals: [number, number][] = [];
      for (let ms = 0; ms <= until; ms += 5_000) {
        if (ms > 10_000 && ms < 25_000) continue;
        arrivals.push([ms, (arrivals.length + 1) * 40_000]);
      }
      const [recording] = await query<{ id: string }>(
        `insert into test_recordings (participant_id, course_id, testkit_id, state, storage_key,
            mime_type, bytes, arrivals, presence, created_at)
         values ($1, $2, $3, 'recording', $4, 'video/webm', $5, $6, $7, $8)
         returning id`,
        [
          account.id,
          courseId,
          kit.id,
          `test-recordings/${kit.id}.webm`,
          arrivals.length * 40_000,
          JSON.stringify(arrivals),
          JSON.stringify({
            startedAt: scan.toISOString(),
            endedAt: kitRow!.started.toISOString(),
            qr: '1'.repeat(90),
            face: `${'1'.repeat(80)}${'0'.repeat(10)}`,
          }),
          scan,
        ],
      );
      const photo = await renderPhoto(
        {
          ...randomParams(random(17), { c: 0.75, t: 0.75 * 0.55 }),
          code: kit.code,
          rotation: 10,
          tiltX: 6,
          tiltY: -8,
          scale: 0.65,
          blurSigma: 0.6,
          noiseSigma: 2,
          jpegQuality: 88,
        },
        3,
      );
      const sent = await p.post(`/api/testkit/${kit.code}/photo`, {
        data: { image: photo.toString('base64') },
      });
      expect(sent.status(), await sent.text()).toBe(200);
      const testId = ((await sent.json()) as { testId: string }).testId;

      // As the draw holds a confident pass: in audit with no result, due 48 hours on; the
      // recording finished a second after the photo.
      const [held] = await query<{ created: Date }>(
        `update testkit_tests t
            set status = 'audit', predicted = 'passed', confidence = 0.97, result = null,
                final_at = null, audit_due_at = t.created_at + interval '48 hours',
                reading = t.reading || '{"reason": "ok"}'::jsonb
          where t.id = $1
          returning t.created_at as created`,
        [testId],
      );
      await query(
        `update test_recordings set state = 'complete', test_id = $2, completed_at = $3
          where id = $1`,
        [recording!.id, testId, new Date(held!.created.getTime() + 1000)],
      );
      const predicted = await p.get(`/api/testkit/predict?testId=${testId}`);
      expect(await predicted.json()).toMatchObject({ status: 'audit', result: null });
      expect(
        ((await (await p.get('/api/participant/balance')).json()) as { courseState: string })
          .courseState,
      ).toMatch(/^(active|awaiting_test)$/);

      // The Audits queue: deadline, photo, recording and its timeline, identity, presence.
      await page.goto('/admin/reviews');
      await expect(page.getByRole('heading', { level: 1, name: t.reviews.title })).toBeVisible();
      await page.getByText(t.reviews.audits, { exact: true }).click();
      const card = page.getByRole('article').filter({ hasText: kit.code });
      await expect(card.getByTestId('audit-due')).toContainText(
        fill(t.reviews.audit_due, { date: '' }).trim(),
      );
      await expect(card).toContainText(t.reviews.reasons.audit);
      const image = card.getByRole('img', { name: fill(t.reviews.photo_alt, { code: kit.code }) });
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(100);
      const video = card.getByLabel(fill(t.reviews.recording.label, { code: kit.code }));
      await expect(video).toHaveAttribute('src', `/api/admin/testkits/tests/${testId}/recording`);
      const steps = card.getByTestId('timeline').getByRole('listitem');
      await expect(steps).toHaveCount(5);
      await expect(steps.nth(0)).toContainText(`0:00 ${t.reviews.timeline.scan}`);
      await expect(steps.nth(1)).toContainText(
        fill(t.reviews.timeline.collection, { duration: '1:30' }),
      );
      await expect(steps.nth(2)).toContainText(
        `1:30 ${fill(t.reviews.timeline.wait, { duration: '5:00' })}`,
      );
      await expect(steps.nth(3)).toContainText(t.reviews.timeline.capture);
      await expect(card).toContainText(fill(t.reviews.timeline.gap, { from: '0:10', to: '0:25' }));
      await expect(card.getByTestId('identity')).toHaveText(t.reviews.identity_states.verified);
      await expect(card.getByTestId('presence')).toContainText(t.reviews.presence.title);
      await expect(card.getByTestId('presence')).toContainText('90 s');
      await page.waitForLoadState('networkidle');
      expect(await axeScan(page), 'audits queue').toEqual([]);

      // The operator watched it and lets the pass stand: final, audited, the course passed.
      await card.getByRole('radio', { name: t.reviews.results.passed, exact: true }).check();
      await card.getByLabel(t.reviews.note).fill('Watched: same person, kit in view');
      await card.getByRole('button', { name: t.reviews.submit }).click();
      await expect(
        page.getByText(fill(t.reviews.decided_ok, { result: t.reviews.results.passed })),
      ).toBeVisible();
      await expect(page.getByRole('article').filter({ hasText: kit.code })).toHaveCount(0);
      await expect(page.getByText(t.reviews.audit_empty)).toBeVisible();
      const balance = await p.get('/api/participant/balance');
      expect(((await balance.json()) as { courseState: string }).courseState).toBe('passed');
      const [event] = await query<{ detail: { targetId: string; was: string } }>(
        `select detail from audit_events where type = 'admin_test_decided'
            and detail ->> 'testId' = $1`,
        [testId],
      );
      expect(event?.detail).toMatchObject({ targetId: account.id, was: 'audit' });
      const again = await context.request.post(`/api/admin/testkits/tests/${testId}/decision`, {
        data: { result: 'failed', note: 'Changed my mind' },
      });
      expect(again.status()).toBe(409);
    } finally {
      await clock.reset();
      await participant.context.close();
      await context.close();
    }
  });
}
