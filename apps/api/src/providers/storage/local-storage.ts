// The default storage: a folder on this machine (DATA_DIR/storage unless STORAGE_DIR is set).
// Writes go to a temporary file first and are renamed into place, so a reader never sees half
// a file and two processes writing the same key do not corrupt it.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { assertValidStorageKey, type ByteRange, type Storage, type StoredObject } from './port';

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertValidStorageKey(key);
    return path.join(root, ...key.split('/'));
  };

  async function head(key: string): Promise<StoredObject | null> {
    try {
      const info = await stat(fileOf(key));
      if (!info.isFile()) return null;
      const etag = createHash('sha256')
        .update(`${info.size}:${info.mtimeMs}`)
        .digest('base64url')
        .slice(0, 16);
      return { size: info.size, etag };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },
    async get(key, range?: ByteRange): Promise<Readable | null> {
      if (!(await head(key))) return null;
      return createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    // The upload's bytes at its key; its progress (offset, metadata) in `<key>.json` beside it.
    uploadStore: () => new FileStore({ directory: root }),
    // A write still under way (`*.tmp`) is no object yet.
    async *keys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error)),
      );
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.endsWith('.tmp')) continue;
        yield path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/');
      }
    },
  };
}
