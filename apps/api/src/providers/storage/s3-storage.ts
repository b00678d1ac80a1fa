// An S3-compatible bucket (AWS, MinIO, Ceph, Scaleway, …) through @aws-sdk/client-s3.
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { assertValidStorageKey, type ByteRange, type Storage, type StoredObject } from './port';

export type S3StorageConfig = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
  });
  const Bucket = config.bucket;

  async function head(key: string): Promise<StoredObject | null> {
    assertValidStorageKey(key);
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { size: answer.ContentLength ?? 0, etag: (answer.ETag ?? '').replaceAll('"', '') };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, body, contentType) {
      assertValidStorageKey(key);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    async get(key, range?: ByteRange): Promise<Readable | null> {
      assertValidStorageKey(key);
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('S3 body is not a Node stream');
        return answer.Body;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      assertValidStorageKey(key);
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keys() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    // A multipart upload per key (parts of 5 MiB, S3's least); `<key>.info` holds its progress.
    uploadStore: () =>
      new S3Store({
        partSize: 5 * 1024 * 1024,
        s3ClientConfig: {
          bucket: Bucket,
          region: config.region,
          forcePathStyle: config.forcePathStyle,
          credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
          ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        },
      }),
  };
}
