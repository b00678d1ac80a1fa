import type { StorageConfig } from '../../platform/config';
import { createLocalStorage } from './local-storage';
import type { Storage } from './port';
import { createS3Storage } from './s3-storage';

export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config.dir);
}
