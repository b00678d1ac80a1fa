import type { Storage } from '../../providers/storage/port';
import type { MoneyDeps } from '../money/deps';

/** What the test kit services need: the money deps (outcomes move money) and the photo storage. */
export type TestkitDeps = MoneyDeps & { storage: Storage };
