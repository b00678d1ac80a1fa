// Repeats each failed journey's title, where it stopped and the first lines of its error at the
// very end of the run, after the list reporter's summary: a CI log is often read from its tail
// only, and there the list reporter's error blocks (printed above the summary) are cut off.
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const linesPerError = 6;

export default class FailuresLastReporter implements Reporter {
  private readonly failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped') return;
    if (result.status === test.expectedStatus) return;
    const where = `${test.location.file.replace(/^.*[\\/]e2e[\\/]/, 'e2e/')}:${test.location.line}`;
    const [project = '', , ...titles] = test.titlePath().filter(Boolean);
    const title = `[${project}] ${titles.join(' › ')}`;
    const error = result.errors
      .map((e) => (e.message ?? e.value ?? '').replace(ansi, ''))
      .join('\n')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .slice(0, linesPerError)
      .map((line) => `      ${line.slice(0, 200)}`);
    const stopped = result.errors.find((e) => e.location)?.location;
    const at = stopped
      ? `    stopped at ${stopped.file.replace(/^.*[\\/]e2e[\\/]/, 'e2e/')}:${stopped.line} after ${Math.round(result.duration / 1000)} s`
      : `    after ${Math.round(result.duration / 1000)} s`;
    this.failures.push([`  ${result.status}: ${title} (${where})`, at, ...error].join('\n'));
  }

  onEnd(): void {
    if (this.failures.length === 0) return;
    console.log(`\nFailed journeys, in short (${this.failures.length}):`);
    for (const failure of this.failures) console.log(failure);
  }

  printsToStdio(): boolean {
    return true;
  }
}
