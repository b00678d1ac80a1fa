// The embedded database must not outlive the app, however the app ends. Linux has no
// "kill my children when I die" for Node (no PDEATHSIG), so a tiny shell child watches a pipe
// from the app: the kernel closes the pipe when the app dies, even by SIGKILL, and the watchdog
// then sends the server SIGINT (fast shutdown). A clean stop writes a line first, and the
// watchdog leaves without touching anything.
import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

export type Watchdog = { pid: number | null; release: () => void };

// `read` succeeds on a line (a clean stop) and fails at end of file (the app is gone). Where
// /proc exists, a pid that no longer runs postgres (the server died earlier and the pid was
// reused) is left alone.
const SCRIPT = [
  'if read -r line; then exit 0; fi',
  'if [ -r "/proc/$1/cmdline" ] && ! grep -q postgres "/proc/$1/cmdline"; then exit 0; fi',
  'kill -INT "$1" 2>/dev/null',
  'exit 0',
].join('\n');

export function startWatchdog(postmasterPid: number): Watchdog {
  if (process.platform === 'win32') return { pid: null, release: () => undefined };
  const child = spawn('/bin/sh', ['-c', SCRIPT, 'quitpot-db-watchdog', String(postmasterPid)], {
    // Its own session: Ctrl+C in the terminal reaches the app, which stops the database itself.
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  child.on('error', () => undefined);
  child.unref();
  const pipe = child.stdin as Socket | null;
  pipe?.on('error', () => undefined);
  pipe?.unref();
  let released = false;
  return {
    pid: child.pid ?? null,
    release: () => {
      if (released) return;
      released = true;
      pipe?.end('stopping\n');
    },
  };
}
