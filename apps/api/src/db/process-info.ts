// What the operating system says about another process: is it running, who is its parent, what
// command runs in it. Linux answers from /proc; other Unix systems through `ps`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export type ProcessInfo = { parentPid: number; args: string[] };

function fromProc(pid: number): ProcessInfo | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may contain spaces and brackets, so split after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z' || state === 'X') return undefined; // exited, not yet reaped
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    return { parentPid: Number(ppid), args };
  } catch {
    return undefined;
  }
}

function fromPs(pid: number): ProcessInfo | undefined {
  try {
    const line = execFileSync('ps', ['-o', 'ppid=,stat=,args=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    const [ppid, state, ...args] = line.split(/\s+/);
    if (!ppid || state?.startsWith('Z')) return undefined;
    return { parentPid: Number(ppid), args };
  } catch {
    return undefined; // ps exits non-zero when no such process runs
  }
}

/** The running process `pid`, or undefined when none runs under that id. */
export function processInfo(pid: number): ProcessInfo | undefined {
  if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return existsSync('/proc/self/stat') ? fromProc(pid) : fromPs(pid);
}
