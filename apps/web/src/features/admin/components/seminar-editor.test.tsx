import type { AdminSeminar, SeminarContent } from '@quit/contracts/admin-programme';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, stubFetch } from '@/testing/fetch';
import { renderWithProviders } from '@/testing/render';
import { ProgrammePage } from './programme-page';
import { SeminarEditorPage } from './seminar-editor-page';

const ID = '3f9a2c1e-7b4d-4e8a-9c61-2d1e8f3b4c5a';
const BASE = `/api/admin/programme/seminars/${ID}`;

const content = (
  title: string,
  videoUrl = '/api/admin/programme/media/seminars/day01-morning.mp4?v=a',
): SeminarContent => ({
  videoUrl,
  videoType: 'video/mp4',
  durationSeconds: 100,
  texts: {
    de: {
      title: `${title} (de)`,
      description: 'Beschreibung',
      keyPoints: ['Punkt'],
      todos: ['Aufgabe'],
      captionsUrl: '/api/admin/programme/media/seminars/day01-morning.de.vtt?v=b',
    },
    en: {
      title,
      description: 'Description',
      keyPoints: ['Point'],
      todos: ['Task'],
      captionsUrl: '/api/admin/programme/media/seminars/day01-morning.en.vtt?v=c',
    },
  },
});

const published: AdminSeminar = {
  id: ID,
  day: 1,
  slot: 'morning',
  published: { ...content('Welcome'), number: null },
  draft: null,
  versions: [],
  coursesOnOlderVersions: 0,
};
const drafted: AdminSeminar = {
  ...published,
  draft: {
    ...content('Fresh start', '/api/admin/programme/media/seminars/edits/x.webm?v=d'),
    videoType: 'video/webm',
    updatedAt: '2026-11-22T09:00:00.000Z',
  },
};

afterEach(() => i18n.changeLanguage('en'));

describe('the seminar editor (issue 30, item 1)', () => {
  it('saves texts, shows a refused captions file in the language, previews the draft and publishes it as chosen', async () => {
    let current = published;
    const fetchMock = stubFetch(
      on('GET', BASE, () => json(current)),
      on('PUT', `${BASE}/draft/texts/en`, () => {
        current = drafted;
        return json(current);
      }),
      on('PUT', `${BASE}/draft/captions/en`, () =>
        json(
          {
            code: 'INVALID_CAPTIONS',
            message:
              'The captions are not valid WebVTT (line 1): the file must begin with "WEBVTT"',
          },
          400,
        ),
      ),
      on('POST', `${BASE}/draft/publish`, () =>
        json({ number: 1, appliedToRunning: true, coursesKeepingTheirVersion: 0 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<SeminarEditorPage seminarId={ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Day 1 · Morning' })).toBeVisible();
    expect(screen.getByTestId('preview-title')).toHaveTextContent('Welcome');
    expect(
      screen.getByText('No draft is open. Save texts, a video or captions to start one.'),
    ).toBeVisible();

    const texts = screen.getByRole('form', { name: 'Texts (English)' });
    const title = within(texts).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Fresh start');
    const todos = within(texts).getByLabelText(/^To-dos/);
    await user.clear(todos);
    await user.type(todos, 'Task{Enter}{Enter}  ');
    await user.click(within(texts).getByRole('button', { name: 'Save texts in the draft' }));
    await waitFor(() => expect(requestsTo(fetchMock, `${BASE}/draft/texts/en`)).toHaveLength(1));
    const [saved] = requestsTo(fetchMock, `${BASE}/draft/texts/en`);
    expect(await saved!.json()).toEqual({
      title: 'Fresh start',
      description: 'Description',
      keyPoints: ['Point'],
      todos: ['Task'],
    });
    // The preview shows the draft: its title, video and both captions, the page's language first.
    await waitFor(() =>
      expect(screen.getByTestId('preview-title')).toHaveTextContent('Fresh start'),
    );
    const video = screen.getByTestId('preview-video');
    expect(video.querySelector('source')).toHaveAttribute(
      'src',
      '/api/admin/programme/media/seminars/edits/x.webm?v=d',
    );
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/webm');
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.srclang, track.default])).toEqual([
      ['de', false],
      ['en', true],
    ]);

    const captions = screen.getByRole('form', { name: 'Captions' });
    const file = new File(['00:00:00.000 --> 00:00:01.000\nHi'], 'en.vtt', { type: 'text/vtt' });
    await user.upload(within(captions).getByLabelText(/^Captions file in English/), file);
    await user.click(
      within(captions).getByRole('button', { name: 'Replace the captions in the draft' }),
    );
    expect(await within(captions).findByRole('alert')).toHaveTextContent(
      'The captions are not valid WebVTT (line 1)',
    );
    const [sent] = requestsTo(fetchMock, `${BASE}/draft/captions/en`);
    expect(await sent!.json()).toEqual({ text: '00:00:00.000 --> 00:00:01.000\nHi' });

    // Publishing needs an explicit choice of who sees the version.
    const publish = screen.getByRole('button', { name: 'Publish' });
    expect(publish).toBeDisabled();
    await user.click(
      screen.getByLabelText('A correction for everyone: running courses see it too.'),
    );
    await user.click(publish);
    await waitFor(() => expect(requestsTo(fetchMock, `${BASE}/draft/publish`)).toHaveLength(1));
    const [request] = requestsTo(fetchMock, `${BASE}/draft/publish`);
    expect(await request!.json()).toEqual({ applyToRunning: true });
  });

  it('edits the German texts under German labels', async () => {
    await i18n.changeLanguage('de');
    stubFetch(on('GET', BASE, () => json(published)));
    renderWithProviders(<SeminarEditorPage seminarId={ID} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tag 1 · Morgen' })).toBeVisible();
    const texts = screen.getByRole('form', { name: 'Texte (Deutsch)' });
    expect(within(texts).getByLabelText(/^Titel/)).toHaveValue('Welcome (de)');
    expect(screen.getByTestId('preview-title')).toHaveTextContent('Welcome (de)');
    expect(
      screen.getByText(
        'Kein Entwurf ist offen. Speichere Texte, ein Video oder Untertitel, um einen zu beginnen.',
      ),
    ).toBeVisible();
  });
});

describe('the programme list', () => {
  it('lists each seminar with its version, a waiting draft and a link to its editor', async () => {
    stubFetch(
      on('GET', '/api/admin/programme/seminars', () =>
        json({
          seminars: [
            {
              id: ID,
              day: 1,
              slot: 'morning',
              title: { de: 'Willkommen', en: 'Welcome' },
              publishedNumber: null,
              hasDraft: true,
            },
            {
              id: '4f9a2c1e-7b4d-4e8a-9c61-2d1e8f3b4c5a',
              day: 1,
              slot: 'evening',
              title: { de: 'Abend', en: 'Evening' },
              publishedNumber: 2,
              hasDraft: false,
            },
          ],
        }),
      ),
    );
    renderWithProviders(<ProgrammePage />);
    const rows = await screen.findAllByTestId('programme-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1MorningWelcomeAs shipped Draft',
      '1EveningEveningVersion 2 ',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Welcome' })).toHaveAttribute(
      'href',
      `/admin/programme/${ID}`,
    );
  });
});
