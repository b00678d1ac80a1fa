// The witnessed recording (T5) in journeys that move the product's clock: the server lists a
// silence of more than 20 s (by its clock) between two chunks of film, and refuses a photo whose
// wait was not filmed. A journey therefore walks a wait in short steps, each after a chunk came.
import type { APIRequestContext, Page, Response } from '@playwright/test';
import type { OperatorClock } from './clock';
import { expect } from './donations';

const RECORDINGS = '/api/testkit/recordings';
/**
 * A step plus the moment until the next chunk (the journeys' app films with a chunk a second,
 * RECORDING_CHUNK_SECONDS=1, in playwright.config.ts) stays under the 20-second tolerance, with
 * room for a browser that encodes and uploads late on a busy machine (15-second steps sent two of
 * four filmed tests to review in CI: a silence over 20 s).
 */
const STEP_SECONDS = 10;
/** The 5-minute wait and a little more. */
const WAIT_SECONDS = 5 * 60 + 2 * STEP_SECONDS;

const isChunk = (response: Response) =>
  response.request().method() === 'PATCH' &&
  new URL(response.url()).pathname.startsWith(`${RECORDINGS}/`) &&
  response.status() === 204;

/**
 * The page films the test (its camera's recording streams a chunk every second): the product's
 * clock moves through the wait 10 s at a time, each step after a chunk reached the server. The
 * chunk must be one the browser sent after the clock moved: a chunk sent just before a step
 * whose answer arrives after it was stamped by the server before the step, and two steps
 * without a chunk between them are a silence of 20 s (CI saw a filmed test go to review so).
 */
export async function filmedWait(page: Page, clock: OperatorClock, seconds = WAIT_SECONDS) {
  for (let moved = 0; moved < seconds; moved += STEP_SECONDS) {
    await clock.advance({ seconds: STEP_SECONDS });
    const movedAt = Date.now();
    await page.waitForResponse(
      (response) => isChunk(response) && response.request().timing().startTime >= movedAt,
      { timeout: 20_000 },
    );
  }
}

/** What a browser's MediaRecorder writes first (WebM's EBML header), then some film. */
const WEBM_START = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81]),
  Buffer.alloc(2000, 7),
]);
const FILM = Buffer.alloc(4000, 9);

/**
 * A film sent by the tus protocol straight from a participant's request context, for journeys
 * that take the test through the API: created at the scan, a chunk per clock step.
 */
export async function filmByApi(request: APIRequestContext, clock: OperatorClock, code: string) {
  const tus = { 'tus-resumable': '1.0.0' };
  const b64 = (value: string) => Buffer.from(value).toString('base64');
  const created = await request.post(RECORDINGS, {
    headers: {
      ...tus,
      'upload-defer-length': '1',
      'upload-metadata': `kit ${b64(code)},filetype ${b64('video/webm')}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (created.headers()['location'] ?? '').split('/').pop()!;
  let offset = 0;
  const send = async (bytes: Buffer) => {
    const sent = await request.patch(`${RECORDINGS}/${id}`, {
      headers: {
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      data: bytes,
    });
    expect(sent.status(), await sent.text()).toBe(204);
    offset += bytes.length;
  };
  await send(WEBM_START);
  return {
    id,
    /** The clock moves `seconds` in steps, a chunk after each. */
    async for(seconds = WAIT_SECONDS) {
      for (let moved = 0; moved < seconds; moved += STEP_SECONDS) {
        await clock.advance({ seconds: STEP_SECONDS });
        await send(FILM);
      }
    },
  };
}
