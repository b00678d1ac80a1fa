import type { Storage } from '../../providers/storage/port';
import type { MoneyDeps } from '../money/deps';

/** What the test kit services need: the money deps (outcomes move money) and the photo storage. */
export type TestkitDeps = MoneyDeps & { storage: Storage };

/** The server-held wait between the scan and the photo (spec: "wait 5 minutes"). */
export const WAIT_MS = 5 * 60 * 1000;
