// The witnessed recording (T5): the test's camera filmed at low resolution and bitrate by the
// browser's MediaRecorder, in the container it supports, and sent to the server while the test
// runs by the tus protocol (tus-js-client), a chunk every few seconds, resuming after short
// network gaps. The server notes when each chunk arrived; silences over 20 s are listed for an
// operator (docs/decisions/0054-witnessed-recording.md).
import { CONTAINER_SNIFF_BYTES } from '@quit/domain/test-recording';
import { Upload } from 'tus-js-client';

const ENDPOINT = '/api/testkit/recordings';
/**
 * A chunk every 3 s by default (the deployment's RECORDING_CHUNK_SECONDS, 1–10): far below the
 * server's 20-second tolerance for silences.
 */
const DEFAULT_CHUNK_SECONDS = 3;
const VIDEO_BITS_PER_SECOND = 300_000;
/** Retries after a failed request: quickly at first, then every 10 s for about five minutes. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, ...Array.from({ length: 30 }, () => 10_000)];
/** How long `finish` waits for the last chunk to reach the server before the photo goes. */
const FLUSH_TIMEOUT_MS = 15_000;

const CONTAINERS = [
  'video/webm;codecs=vp8',
  'video/webm;codecs=vp9',
  'video/webm',
  'video/mp4;codecs=avc1',
  'video/mp4',
];

/** The first container this browser can record (Chromium, Firefox: WebM; Safari: MP4). */
export function recordingType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  return CONTAINERS.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/**
 * The film while it is being made, as tus-js-client's source: a request for bytes is answered
 * with what has been recorded so far (one PATCH per chunk), or waits for the next chunk; once the
 * recording has ended, the last bytes come with `done` and the upload's length is declared.
 * (tus-js-client's own reader source waits until a whole `chunkSize` has been read.) The first
 * request waits for the container's first bytes, which the server checks in the first request:
 * Chromium's first chunk is sometimes a single byte.
 */
export class LiveFilm {
  readonly size = 0;
  private buffer = new Blob();
  private bufferStart = 0;
  private ended = false;
  private wake: (() => void)[] = [];
  /** Bytes recorded so far. */
  recorded = 0;

  push(chunk: Blob) {
    this.buffer = new Blob([this.buffer, chunk]);
    this.recorded += chunk.size;
    this.notify();
  }

  end() {
    this.ended = true;
    this.notify();
  }

  async slice(start: number, end: number): Promise<{ value: Blob | null; done: boolean }> {
    for (;;) {
      if (start > this.bufferStart) {
        this.buffer = this.buffer.slice(start - this.bufferStart);
        this.bufferStart = start;
      }
      const stop = Math.min(end, this.recorded);
      const enough = start > 0 || stop >= Math.min(end, CONTAINER_SNIFF_BYTES) || this.ended;
      if (stop > start && enough) {
        const value = this.buffer.slice(0, stop - start);
        return { value, done: this.ended && stop === this.recorded };
      }
      if (this.ended) return { value: null, done: true };
      await new Promise<void>((resolve) => this.wake.push(resolve));
    }
  }

  close() {}

  private notify() {
    const waiting = this.wake;
    this.wake = [];
    waiting.forEach((resolve) => resolve());
  }
}

export type RecordingState = 'off' | 'recording' | 'failed';

export type Recorder = {
  /** The server's id of the recording, once the upload was created. */
  id(): string | null;
  /** Bind the film to the scanned kit: the upload is created and catches up at once. */
  bind(kitCode: string): void;
  /** Sends what was filmed up to now and answers the recording's id (null: none exists). */
  finish(): Promise<string | null>;
  /** Ends the film (the upload declares its length) and releases the camera's copy. */
  stop(): void;
};

/**
 * Films `stream` from now on. The video track is copied and scaled down to 640×480 at most and
 * 15 frames a second, so the picture the reader needs stays sharp on the original.
 */
export function startRecorder(
  stream: MediaStream,
  onChange: (change: { id: string | null; state: RecordingState }) => void,
  chunkSeconds = DEFAULT_CHUNK_SECONDS,
): Recorder | null {
  const type = recordingType();
  if (!type) return null;
  const [original] = stream.getVideoTracks();
  if (!original) return null;
  const track = original.clone();
  void track
    .applyConstraints({ width: { max: 640 }, height: { max: 480 }, frameRate: { max: 15 } })
    .catch(() => undefined);
  let media: MediaRecorder;
  try {
    media = new MediaRecorder(new MediaStream([track]), {
      mimeType: type,
      videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
    });
  } catch {
    track.stop();
    return null;
  }
  const film = new LiveFilm();
  let accepted = 0;
  let upload: Upload | null = null;
  let id: string | null = null;
  let state: RecordingState = 'recording';
  const acceptedListeners = new Set<() => void>();
  const tell = () => onChange({ id, state });

  media.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) film.push(event.data);
  });
  media.addEventListener('stop', () => film.end());
  media.start(chunkSeconds * 1000);
  tell();

  const upTo = (bytes: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (accepted < bytes && state !== 'failed') return;
        acceptedListeners.delete(check);
        resolve();
      };
      acceptedListeners.add(check);
      check();
    });

  return {
    id: () => id,
    bind(kitCode) {
      if (upload) return;
      upload = new Upload(film as unknown as Blob, {
        endpoint: ENDPOINT,
        uploadLengthDeferred: true,
        chunkSize: 4 * 1024 * 1024,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: false,
        metadata: { kit: kitCode, filetype: type.split(';')[0]! },
        fileReader: { openFile: () => Promise.resolve(film) },
        onUploadUrlAvailable: () => {
          id = upload?.url?.split('/').pop() ?? null;
          tell();
        },
        onChunkComplete: (_size, bytesAccepted) => {
          accepted = bytesAccepted;
          acceptedListeners.forEach((check) => check());
        },
        onError: () => {
          state = 'failed';
          acceptedListeners.forEach((check) => check());
          tell();
        },
      });
      upload.start();
    },
    async finish() {
      if (!upload) return null;
      if (media.state === 'recording') {
        const flushed = new Promise((resolve) =>
          media.addEventListener('dataavailable', resolve, { once: true }),
        );
        media.requestData();
        await flushed;
      }
      let timer: number | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = window.setTimeout(resolve, FLUSH_TIMEOUT_MS);
      });
      await Promise.race([upTo(film.recorded), timeout]);
      window.clearTimeout(timer);
      return id;
    },
    stop() {
      if (media.state !== 'inactive') media.stop();
      else film.end();
      track.stop();
    },
  };
}
