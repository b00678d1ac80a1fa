// T5: a test's witnessed recording as the browser sends it, by the tus protocol (POST to
// create, PATCH per chunk, HEAD to resume), on the test file's manual clock: a covering film is
// a chunk every 15 seconds from the scan to the photo.
import { expect } from 'vitest';
import type { manualClock } from '../../src/platform/clock';
import type { TestApp } from './test-app';

export const RECORDINGS = '/api/testkit/recordings';

/** What a browser's MediaRecorder writes first: WebM's EBML header, then some film. */
export const WEBM_START = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]),
  Buffer.alloc(2000, 7),
]);
/** A later chunk of film (any bytes: only the first ones are checked). */
export const FILM = Buffer.alloc(4000, 9);

/** The chunks of a covering film come this often (the tolerance is 20 s). */
const CHUNK_MS = 15_000;

const b64 = (value: string) => Buffer.from(value).toString('base64');

export function recordingCalls(app: () => TestApp, clock: ReturnType<typeof manualClock>) {
  const tus = { 'tus-resumable': '1.0.0' };

  /** POST: a new recording bound to the scanned kit (the answer, and its id when created). */
  async function createRecording(cookie: string, code: string, type = 'video/webm') {
    const res = await app().app.inject({
      method: 'POST',
      url: RECORDINGS,
      headers: {
        ...tus,
        cookie,
        'upload-defer-length': '1',
        'upload-metadata': `kit ${b64(code)},filetype ${b64(type)}`,
      },
    });
    const location = String(res.headers.location ?? '');
    return { res, id: location.split('/').pop() ?? '' };
  }

  /** PATCH: one chunk at the offset the server holds (HEAD asks it, as a resuming client). */
  async function appendChunk(cookie: string, id: string, bytes: Buffer, length?: number) {
    const offset = await offsetOf(cookie, id);
    return app().app.inject({
      method: 'PATCH',
      url: `${RECORDINGS}/${id}`,
      headers: {
        ...tus,
        cookie,
        'upload-offset': String(offset ?? 0),
        'content-type': 'application/offset+octet-stream',
        ...(length !== undefined ? { 'upload-length': String(length) } : {}),
      },
      payload: bytes,
    });
  }

  async function offsetOf(cookie: string, id: string): Promise<number | null> {
    const res = await app().app.inject({
      method: 'HEAD',
      url: `${RECORDINGS}/${id}`,
      headers: { ...tus, cookie },
    });
    return res.statusCode === 200 ? Number(res.headers['upload-offset']) : null;
  }

  /**
   * A film being recorded: created at the scan with its first chunk; `for(ms)` moves the clock
   * with a chunk every 15 s; `finish()` declares its length, as the app does before the photo.
   */
  async function startFilming(cookie: string, code: string) {
    const { res, id } = await createRecording(cookie, code);
    expect(res.statusCode).toBe(201);
    expect((await appendChunk(cookie, id, WEBM_START)).statusCode).toBe(204);
    let bytes = WEBM_START.length;
    return {
      id,
      async for(ms: number) {
        for (let left = ms; left > 0; left -= CHUNK_MS) {
          clock.advance(Math.min(CHUNK_MS, left));
          expect((await appendChunk(cookie, id, FILM)).statusCode).toBe(204);
          bytes += FILM.length;
        }
      },
      async finish() {
        const res = await appendChunk(cookie, id, FILM, bytes + FILM.length);
        expect(res.statusCode).toBe(204);
        bytes += FILM.length;
      },
    };
  }

  return { createRecording, appendChunk, offsetOf, startFilming };
}

export type Film = Awaited<ReturnType<ReturnType<typeof recordingCalls>['startFilming']>>;
