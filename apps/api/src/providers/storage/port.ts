// Where files live (seminar videos and captions now; more later). Keys are relative paths with
// `/` separators, e.g. `seminars/day01-morning.mp4`; adapters: a local folder or S3.
import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/server';

export type StoredObject = {
  size: number;
  /** Opaque validator that changes when the content changes. */
  etag: string;
};

/** Inclusive byte positions, as in HTTP's `Range: bytes=start-end`. */
export type ByteRange = { start: number; end: number };

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes (a range of them when given); null when the key does not exist. */
  get(key: string, range?: ByteRange): Promise<Readable | null>;
  head(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; nothing happens when it does not exist. */
  delete(key: string): Promise<void>;
  /**
   * Resumable uploads (tus) into this storage: an upload's id is its storage key, so a
   * finished upload is read with `get` like any other object (T5: the test recordings).
   */
  uploadStore(): DataStore;
  /** Every stored key (uploads' progress files included), for backups: `npm run backup`. */
  keys(): AsyncIterable<string>;
}

const SAFE_KEY = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Keys are plain relative paths: no `..`, no leading `/` or `.`, nothing an adapter must escape. */
export function isValidStorageKey(key: string): boolean {
  return key.length <= 512 && SAFE_KEY.test(key) && !key.split('/').includes('..');
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}
