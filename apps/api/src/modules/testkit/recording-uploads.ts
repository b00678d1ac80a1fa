// T5: the witnessed recording arrives by the tus protocol (resumable uploads), from the scan
// to the photo, a chunk every few seconds. The upload is created once the kit is scanned and is
// bound to the caller's course and that kit; each chunk's arrival is noted by the server's clock
// (the film was sent while the test ran); only its owner may append to it; the first bytes must
// be the declared video container. The bytes go to the private storage behind the storage port.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { DataStore, Server, type Upload } from '@tus/server';
import {
  ABANDONED_RECORDING_MS,
  CONTAINER_SNIFF_BYTES,
  isRecordingMimeType,
  isVideoContainer,
  RECORDING_MAX_BYTES,
} from '@quit/domain/test-recording';
import { testRecordings } from '../../db/schema';
import { isAppError } from '../../platform/errors';
import type { ServiceDeps } from '../../core/service-deps';
import { ownKit } from './participant-kits';
import { scheduleAbandonedRecording } from './recording-retention';

export const RECORDINGS_PATH = '/api/testkit/recordings';

const KEY_FOLDER = 'test-recordings';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The storage key of a recording's file (also its tus upload id). */
export const recordingKey = (id: string) => `${KEY_FOLDER}/${id}`;
const idOfKey = (key: string) => key.slice(KEY_FOLDER.length + 1);

type TusError = { status_code: number; body: string };
const refuse = (status_code: number, code: string): TusError => ({
  status_code,
  body: `${code}\n`,
});

/**
 * Who called: the participant, and for a phone's hand-off session (T4) the one course whose
 * test it may film.
 */
export type Recorder = { userId: string; testCourseId?: string | undefined };

/** The raw request of the route that handed it to tus, with who called it. */
const callers = new WeakMap<object, Recorder>();

function callerOf(req: { runtime?: { node?: { req?: object } } }): Recorder {
  const raw = req.runtime?.node?.req;
  const caller = raw ? callers.get(raw) : undefined;
  if (!caller) throw refuse(401, 'UNAUTHENTICATED');
  return caller;
}

/** A hand-off session films its own course's test only. */
const inScope = (caller: Recorder, courseId: string | null) =>
  caller.testCourseId === undefined || caller.testCourseId === courseId;

async function recordingRow(deps: ServiceDeps, uploadId: string) {
  const [row] = await deps.db
    .select()
    .from(testRecordings)
    .where(eq(testRecordings.id, idOfKey(uploadId)));
  return row;
}

/** Reads the stream's first bytes and hands back the whole stream, those bytes included. */
async function peek(stream: Readable, count: number): Promise<[Buffer, Readable]> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < count && !done) {
    const next = await chunks.next();
    if (next.done) done = true;
    else {
      head.push(next.value);
      length += next.value.length;
    }
  }
  async function* whole() {
    yield* head;
    if (done) return;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return [Buffer.concat(head), Readable.from(whole())];
}

/**
 * The storage's own tus store, watched: a film whose first bytes are not the declared
 * container is refused before anything is written, and every chunk stored is noted with the
 * server's time and the bytes so far.
 */
class WitnessedStore extends DataStore {
  private readonly inner: DataStore;
  private readonly deps: ServiceDeps;

  constructor(inner: DataStore, deps: ServiceDeps) {
    super();
    this.inner = inner;
    this.deps = deps;
    this.extensions = inner.extensions.filter((name) => name !== 'termination');
  }

  override create(upload: Upload) {
    return this.inner.create(upload);
  }
  override getUpload(id: string) {
    return this.inner.getUpload(id);
  }
  override declareUploadLength(id: string, length: number) {
    return this.inner.declareUploadLength(id, length);
  }
  override remove(id: string) {
    return this.inner.remove(id);
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const row = await recordingRow(this.deps, id);
    if (!row) throw refuse(404, 'NOT_FOUND');
    let body = stream;
    if (offset === 0) {
      const [head, whole] = await peek(stream, CONTAINER_SNIFF_BYTES);
      if (!isVideoContainer(row.mimeType, head)) throw refuse(415, 'UNSUPPORTED_MEDIA_TYPE');
      body = whole;
    }
    const reached = await this.inner.write(body, id, offset);
    const ms = this.deps.clock.now().getTime() - row.createdAt.getTime();
    await this.deps.db
      .update(testRecordings)
      .set({
        bytes: reached,
        arrivals: sql`${testRecordings.arrivals} || ${JSON.stringify([[ms, reached]])}::jsonb`,
      })
      .where(eq(testRecordings.id, row.id));
    return reached;
  }
}

/** The tus server of the recordings (one per app), and the route's hand-over to it. */
export function recordingUploads(deps: ServiceDeps) {
  const server = new Server({
    path: RECORDINGS_PATH,
    datastore: new WitnessedStore(deps.storage.uploadStore(), deps),
    maxSize: RECORDING_MAX_BYTES,
    relativeLocation: true,
    // Same origin only: the web app is served by this process (no CORS header for others).
    allowedOrigins: [],
    namingFunction: () => recordingKey(randomUUID()),
    generateUrl: (_req, { path, id }) => `${path}/${idOfKey(id)}`,
    getFileIdFromRequest: (_req, lastPath) =>
      lastPath && UUID.test(lastPath) ? recordingKey(lastPath) : undefined,
    async onUploadCreate(req, upload) {
      const caller = callerOf(req);
      const { userId } = caller;
      const mimeType = (upload.metadata?.filetype ?? '').split(';')[0]!.trim();
      if (!isRecordingMimeType(mimeType)) throw refuse(415, 'UNSUPPORTED_MEDIA_TYPE');
      const kit = await asTusError(() => ownKit(deps, userId, upload.metadata?.kit ?? ''));
      if (!inScope(caller, kit.courseId)) throw refuse(404, 'TESTKIT_NOT_FOUND');
      const now = deps.clock.now();
      const id = idOfKey(upload.id);
      await deps.db.transaction(async (tx) => {
        await tx.insert(testRecordings).values({
          id,
          participantId: userId,
          courseId: kit.courseId!,
          testkitId: kit.id,
          mimeType,
          storageKey: upload.id,
          createdAt: now,
        });
        await scheduleAbandonedRecording(tx, id, new Date(now.getTime() + ABANDONED_RECORDING_MS));
      });
      return {};
    },
    async onIncomingRequest(req, uploadId) {
      if (req.method === 'POST' || req.method === 'OPTIONS') return;
      const caller = callerOf(req);
      const row = await recordingRow(deps, uploadId);
      // Someone else's recording is as unknown as a made-up one.
      if (!row || row.participantId !== caller.userId || !inScope(caller, row.courseId)) {
        throw refuse(404, 'NOT_FOUND');
      }
      if (row.state === 'deleted') throw refuse(410, 'NOT_FOUND');
      if (req.method === 'DELETE') throw refuse(403, 'FORBIDDEN');
    },
    async onUploadFinish(_req, upload) {
      await deps.db
        .update(testRecordings)
        .set({ state: 'complete', completedAt: deps.clock.now() })
        .where(eq(testRecordings.id, idOfKey(upload.id)));
      return {};
    },
  });

  return {
    /** Hands the request to tus on behalf of the caller (the route checked who may call). */
    async handle(req: IncomingMessage, res: ServerResponse, caller: Recorder) {
      callers.set(req, caller);
      await server.handle(req, res);
    },
  };
}

async function asTusError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAppError(error)) throw refuse(error.status, error.code);
    throw error;
  }
}

export type RecordingUploads = ReturnType<typeof recordingUploads>;
