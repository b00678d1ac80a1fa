// The storage port's contract, run against both adapters: the local folder and an S3 bucket
// (s3rver, an S3 emulator, on loopback).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Upload } from '@tus/server';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config';
import { createLocalStorage } from '../../src/providers/storage/local-storage';
import { isValidStorageKey, type Storage } from '../../src/providers/storage/port';
import { createS3Storage } from '../../src/providers/storage/s3-storage';

async function bytes(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('no stream');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const content = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));

function storageContract(name: string, make: () => Storage) {
  describe(name, () => {
    it('stores an object and reads it back whole', async () => {
      const storage = make();
      await storage.put('seminars/day01-morning.mp4', content, 'video/mp4');
      expect(await bytes(await storage.get('seminars/day01-morning.mp4'))).toEqual(content);
      expect(await storage.exists('seminars/day01-morning.mp4')).toBe(true);
    });

    it('reads an inclusive byte range exactly', async () => {
      const storage = make();
      await storage.put('seminars/range.mp4', content, 'video/mp4');
      const part = await bytes(await storage.get('seminars/range.mp4', { start: 10, end: 19 }));
      expect(part).toEqual(content.subarray(10, 20));
      const last = await bytes(await storage.get('seminars/range.mp4', { start: 999, end: 999 }));
      expect(last).toEqual(content.subarray(999));
    });

    it('reports the size and an etag that changes with the content', async () => {
      const storage = make();
      await storage.put('captions/a.vtt', Buffer.from('WEBVTT\n'), 'text/vtt');
      const first = await storage.head('captions/a.vtt');
      expect(first?.size).toBe(7);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await storage.put('captions/a.vtt', Buffer.from('WEBVTT\n\nchanged\n'), 'text/vtt');
      const second = await storage.head('captions/a.vtt');
      expect(second?.size).toBe(16);
      expect(second?.etag).not.toBe(first?.etag);
    });

    it('answers null and false for a missing key', async () => {
      const storage = make();
      expect(await storage.head('missing/nothing.mp4')).toBeNull();
      expect(await storage.get('missing/nothing.mp4')).toBeNull();
      expect(await storage.exists('missing/nothing.mp4')).toBe(false);
    });

    it('deletes an object, and a missing key without complaint', async () => {
      const storage = make();
      await storage.put('testkit-photos/t.jpg', content, 'image/jpeg');
      await storage.delete('testkit-photos/t.jpg');
      expect(await storage.exists('testkit-photos/t.jpg')).toBe(false);
      expect(await storage.get('testkit-photos/t.jpg')).toBeNull();
      await storage.delete('testkit-photos/t.jpg');
      await expect(storage.delete('../outside.jpg')).rejects.toThrow(/invalid storage key/);
    });

    it('lists every stored key, for backups', async () => {
      const storage = make();
      await storage.put('backup-list/a.jpg', content, 'image/jpeg');
      await storage.put('backup-list/deep/b.vtt', Buffer.from('WEBVTT\n'), 'text/vtt');
      const keys: string[] = [];
      for await (const key of storage.keys()) keys.push(key);
      expect(keys).toEqual(expect.arrayContaining(['backup-list/a.jpg', 'backup-list/deep/b.vtt']));
      expect(keys.every((key) => isValidStorageKey(key))).toBe(true);
    });

    it('refuses keys that could leave the storage', async () => {
      const storage = make();
      await expect(storage.get('../etc/passwd')).rejects.toThrow(/invalid storage key/);
      await expect(storage.put('/abs.mp4', content, 'video/mp4')).rejects.toThrow(
        /invalid storage key/,
      );
    });
  });
}

let localDir = '';
let s3Dir = '';
let s3: S3rver;
let s3Port = 0;

beforeAll(async () => {
  localDir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-storage-'));
  s3Dir = await mkdtemp(path.join(os.tmpdir(), 'quitpot-s3rver-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'media' }],
  });
  s3Port = (await s3.run()).port;
});

afterAll(async () => {
  await s3.close();
  await rm(localDir, { recursive: true, force: true });
  await rm(s3Dir, { recursive: true, force: true });
});

storageContract('local folder storage', () => createLocalStorage(localDir));

// s3rver answers the multipart calls of @tus/s3-store with MethodNotAllowed: the S3 upload store
// (s3-storage.ts) is exercised against a real bucket only; here the local adapter's.
describe('local folder storage, resumable uploads', () => {
  it('takes a resumable upload (tus) under its key, chunk by chunk, then reads it whole', async () => {
    const storage = createLocalStorage(localDir);
    const uploads = storage.uploadStore();
    const key = 'test-recordings/4c1f2a9e-6b0d-4f3e-9a51-0c6d2e8f7b10';
    await uploads.create(
      new Upload({
        id: key,
        offset: 0,
        metadata: { filetype: 'video/webm' },
        creation_date: new Date().toISOString(),
      }),
    );
    expect(await uploads.write(Readable.from([content.subarray(0, 600)]), key, 0)).toBe(600);
    expect((await uploads.getUpload(key)).offset).toBe(600);
    // The length is told with the last chunk (T5: the browser records as it goes).
    await uploads.declareUploadLength(key, content.length);
    expect(await uploads.write(Readable.from([content.subarray(600)]), key, 600)).toBe(1000);
    expect(await bytes(await storage.get(key))).toEqual(content);
    expect(await bytes(await storage.get(key, { start: 590, end: 609 }))).toEqual(
      content.subarray(590, 610),
    );
    await uploads.remove(key);
    expect(await storage.exists(key)).toBe(false);
  });
});
storageContract('S3 storage (s3rver on loopback)', () =>
  createS3Storage({
    endpoint: `http://127.0.0.1:${s3Port}`,
    bucket: 'media',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  }),
);

describe('storage keys', () => {
  it('are plain relative paths', () => {
    expect(isValidStorageKey('seminars/day01-morning.de.vtt')).toBe(true);
    for (const bad of ['', '/a', 'a/../b', '..', 'a//b', '.hidden', 'a\\b', 'a b', 'a/']) {
      expect(isValidStorageKey(bad), bad).toBe(false);
    }
  });
});

describe('storage configuration', () => {
  it('defaults to DATA_DIR/storage, or STORAGE_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/srv/quitpot' }).storage).toEqual({
      kind: 'local',
      dir: '/srv/quitpot/storage',
    });
    expect(loadConfig({ STORAGE_DIR: '/mnt/media' }).storage).toEqual({
      kind: 'local',
      dir: '/mnt/media',
    });
  });

  it('uses a bucket when S3_BUCKET and both keys are set', () => {
    const storage = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
  });

  it('names the variable that is missing or wrong', () => {
    expect(() => loadConfig({ S3_BUCKET: 'media' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
