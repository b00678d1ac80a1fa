// Where the tests keep data that lives only as long as a run: in memory (Linux's /dev/shm, a
// tmpfs) when there is one with room, else the system's temporary folder (record 0096). Creating
// a file on the CI machines' disk costs about 0.6 ms of kernel time (0.01 ms in memory), and the
// tests create many: each API test file's database is a clone of some 600 files (the API suite
// took 30 CPU-s less with its cluster in memory); the journeys' apps start clusters of their own
// and the browsers write profiles.
import { accessSync, constants, statfsSync, statSync } from 'node:fs';
import os from 'node:os';

const MEMORY = '/dev/shm';
/** Room a run may need there: its databases and their write-ahead logs (up to 1 GB each). */
const ROOM_BYTES = 4 * 1024 ** 3;

export function scratchRoot(): string {
  try {
    accessSync(MEMORY, constants.W_OK);
    const room = statfsSync(MEMORY);
    if (statSync(MEMORY).isDirectory() && room.bavail * room.bsize >= ROOM_BYTES) return MEMORY;
  } catch {
    // no tmpfs here (macOS, Windows, some containers): the temporary folder
  }
  return os.tmpdir();
}
