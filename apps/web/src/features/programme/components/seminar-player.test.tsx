import type { ProgressResponse, Seminar } from '@quit/contracts/programme';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { json, on, requestsTo, sessionRoute, stubFetch, type Route } from '@/testing/fetch';
import { sessionFixture } from '@/testing/fixtures';
import { calendarFixture, programmeDayFixture, seminarFixture } from '@/testing/programme-fixtures';
import { renderApp } from '@/testing/render';

const SEMINAR = 's-3-morning';
const PROGRESS = `/api/resource/${SEMINAR}/progress`;

function stubPlayer(seminar: Partial<Seminar> = {}, ...routes: Route[]) {
  const day = programmeDayFixture(3, [
    seminarFixture(3, 'morning', seminar),
    seminarFixture(3, 'evening'),
  ]);
  return stubFetch(
    sessionRoute(sessionFixture()),
    ...routes,
    on('GET', '/api/resource/day/3', () => json(day)),
    on('GET', '/api/resource/unwatched', () => json({ seminars: day.seminars })),
    on('GET', '/api/programme/calendar', () => json(calendarFixture())),
  );
}

async function openPlayer() {
  renderApp(`/participant/resources?day=3&seminar=${SEMINAR}`);
  const player = await screen.findByTestId('seminar-player');
  const video = within(player).getByTestId('seminar-video') as HTMLVideoElement;
  let playing = false;
  Object.defineProperty(video, 'paused', { configurable: true, get: () => !playing });
  Object.defineProperty(video, 'duration', { configurable: true, get: () => 100 });
  return {
    player,
    video,
    /** Plays to `seconds` (one timeupdate). */
    playTo(seconds: number) {
      playing = true;
      video.currentTime = seconds;
      fireEvent.timeUpdate(video);
    },
    pauseAt(seconds: number) {
      playing = false;
      video.currentTime = seconds;
      fireEvent.pause(video);
    },
  };
}

const answer = (positionSeconds: number, justWatched = false): ProgressResponse => ({
  resourceId: SEMINAR,
  positionSeconds,
  watched: justWatched,
  watchedAt: justWatched ? '2030-11-20T10:00:00.000Z' : null,
  justWatched,
});

/** A progress endpoint whose answers the test releases one by one. */
function heldProgress() {
  const held: { position: number; release: () => void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const route = on('POST', PROGRESS, async (request) => {
    const { positionSeconds } = (await request.json()) as { positionSeconds: number };
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise<void>((resolve) =>
      held.push({ position: positionSeconds, release: resolve }),
    );
    inFlight -= 1;
    return json(answer(positionSeconds));
  });
  return { route, held, maxInFlight: () => maxInFlight };
}

const bodies = async (fetchMock: ReturnType<typeof stubFetch>) =>
  Promise.all(requestsTo(fetchMock, PROGRESS).map((r) => r.json() as Promise<unknown>));

describe('seminar player', () => {
  it('plays the video with captions in both languages, the request language by default', async () => {
    stubPlayer();
    const { player, video } = await openPlayer();
    expect(
      within(player).getByRole('heading', { level: 2, name: 'Morning of day 3' }),
    ).toBeVisible();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', `/api/media/${SEMINAR}.mp4`);
    expect(video).toHaveAccessibleName('Video: Morning of day 3');
    const tracks = [...video.querySelectorAll('track')].map((track) => ({
      kind: track.kind,
      lang: track.srclang,
      label: track.label,
      isDefault: track.default,
    }));
    expect(tracks).toEqual([
      { kind: 'captions', lang: 'de', label: 'Deutsch', isDefault: false },
      { kind: 'captions', lang: 'en', label: 'English', isDefault: true },
    ]);
    expect(within(player).getByText('What day 3 brings in the morning.')).toBeVisible();
    expect(within(player).getByRole('heading', { name: 'Key points' })).toBeVisible();
    expect(within(player).getByText(`Point one of ${SEMINAR}`)).toBeVisible();
    expect(within(player).getByText('Not watched yet')).toBeVisible();
  });

  it('reports every 10 s of playback, on pause, one request at a time, only the latest', async () => {
    const progress = heldProgress();
    const fetchMock = stubPlayer({}, progress.route);
    const { playTo, pauseAt } = await openPlayer();

    playTo(4);
    playTo(9.9);
    expect(requestsTo(fetchMock, PROGRESS)).toHaveLength(0);

    playTo(10);
    await waitFor(() => expect(progress.held).toHaveLength(1));
    // While that report is in flight, more playback and a pause only wait.
    playTo(20.5);
    pauseAt(25);
    expect(requestsTo(fetchMock, PROGRESS)).toHaveLength(1);

    progress.held[0]?.release();
    await waitFor(() => expect(progress.held).toHaveLength(2));
    progress.held[1]?.release();
    await waitFor(async () => expect(await bodies(fetchMock)).toHaveLength(2));
    expect(await bodies(fetchMock)).toEqual([{ positionSeconds: 10 }, { positionSeconds: 25 }]);
    expect(progress.maxInFlight()).toBe(1);

    // Watching again what was seen before is reported too: the server credits the playback
    // between two reports, at most the real time between them (record 0071).
    playTo(12);
    expect(requestsTo(fetchMock, PROGRESS)).toHaveLength(2);
    pauseAt(15);
    await waitFor(() => expect(progress.held).toHaveLength(3));
    progress.held[2]?.release();
    await waitFor(async () => expect(await bodies(fetchMock)).toHaveLength(3));
    expect((await bodies(fetchMock))[2]).toEqual({ positionSeconds: 15 });
  });

  it('reports where playback starts and where a seek lands, so only watched time counts', async () => {
    const fetchMock = stubPlayer(
      { positionSeconds: 40 },
      on('POST', PROGRESS, async (request) => {
        const { positionSeconds } = (await request.json()) as { positionSeconds: number };
        return json(answer(positionSeconds));
      }),
    );
    const { video, playTo } = await openPlayer();
    fireEvent.loadedMetadata(video);
    playTo(40);
    fireEvent.play(video);
    await waitFor(async () => expect(await bodies(fetchMock)).toEqual([{ positionSeconds: 40 }]));
    // A seek forward while playing: the landing point is the next report's starting point.
    playTo(70);
    await waitFor(async () => expect(await bodies(fetchMock)).toHaveLength(2));
    video.currentTime = 20;
    fireEvent.seeked(video);
    await waitFor(async () => expect(await bodies(fetchMock)).toHaveLength(3));
    expect(await bodies(fetchMock)).toEqual([
      { positionSeconds: 40 },
      { positionSeconds: 70 },
      { positionSeconds: 20 },
    ]);
    playTo(29.9);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchMock, PROGRESS)).toHaveLength(3);
    playTo(30);
    await waitFor(async () => expect(await bodies(fetchMock)).toHaveLength(4));
    expect((await bodies(fetchMock))[3]).toEqual({ positionSeconds: 30 });
  });

  it('reports at once when playback crosses 90 %, and congratulates once watched', async () => {
    const fetchMock = stubPlayer(
      { positionSeconds: 85 },
      on('POST', PROGRESS, () => json(answer(90, true))),
    );
    const { player, playTo } = await openPlayer();
    playTo(90);
    expect(await within(player).findByTestId('congratulations')).toHaveTextContent(
      'Congratulations, video watched!',
    );
    expect(within(player).getByTestId('watched-state')).toHaveTextContent('Watched');
    expect(await bodies(fetchMock)).toEqual([{ positionSeconds: 90 }]);
  });

  it('congratulates in German', async () => {
    stubPlayer(
      {},
      on('POST', PROGRESS, () => json(answer(100, true))),
    );
    await i18n.changeLanguage('de');
    const { player, video } = await openPlayer();
    video.currentTime = 100;
    fireEvent.ended(video);
    expect(await within(player).findByTestId('congratulations')).toHaveTextContent(
      'Glückwunsch, Video angesehen!',
    );
    expect(within(player).getByTestId('watched-state')).toHaveTextContent('Angesehen');
  });

  it('does not congratulate again for a seminar that was already watched', async () => {
    stubPlayer(
      { positionSeconds: 50, watched: true },
      on('POST', PROGRESS, () => json({ ...answer(100), watched: true })),
    );
    const { player, video } = await openPlayer();
    video.currentTime = 100;
    fireEvent.ended(video);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(player).queryByTestId('congratulations')).not.toBeInTheDocument();
    expect(within(player).getByTestId('watched-state')).toHaveTextContent('Watched');
  });

  it('keeps what was watched since the last report when the player is closed', async () => {
    const fetchMock = stubPlayer(
      {},
      on('POST', PROGRESS, () => json(answer(7))),
    );
    const { playTo } = await openPlayer();
    playTo(7);
    expect(requestsTo(fetchMock, PROGRESS)).toHaveLength(0);
    fireEvent.click(screen.getByRole('link', { name: 'Close the player' }));
    await waitFor(() => expect(screen.queryByTestId('seminar-player')).not.toBeInTheDocument());
    await waitFor(async () => expect(await bodies(fetchMock)).toEqual([{ positionSeconds: 7 }]));
  });

  it('resumes from the furthest position reached', async () => {
    stubPlayer({ positionSeconds: 40 });
    const { player, video } = await openPlayer();
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(40);
    expect(within(player).getByTestId('resumed')).toHaveTextContent(
      'You continue where you left off.',
    );
  });

  it('starts from the beginning when the last visit ended at the end', async () => {
    stubPlayer({ positionSeconds: 100, watched: true });
    const { player, video } = await openPlayer();
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(0);
    expect(within(player).queryByTestId('resumed')).not.toBeInTheDocument();
  });
});
