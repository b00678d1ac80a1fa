// Runs a command as an operator would (from the repository's root, with only PATH and HOME of
// this process's environment and what the test adds) and collects what it says.
import { spawn } from 'node:child_process';
import { repoRoot } from '../../src/platform/config';

export type CommandResult = { code: number | null; stdout: string; stderr: string };

export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
