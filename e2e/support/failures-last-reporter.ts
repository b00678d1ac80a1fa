// Repeats each failed journey's title, where it stopped and the first lines of its error at the
// very end of the run, after the list reporter's summary: a CI log is often read from its tail
// only, and there the list reporter's error blocks (printed above the summary) are cut off.
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const linesPerError = 6;
const linesOfPage = 12;

/**
 * What the page said when the journey stopped: the alerts, statuses and headings of Playwright's
 * page snapshot (its error context). A journey that waited for one result often stopped because
 * the page showed another (an error, a different state); the CI log then says which.
 */
function pageSaid(result: TestResult): string[] {
  const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
  if (!context?.path) return [];
  let text: string;
  try {
    text = readFileSync(context.path, 'utf8');
  } catch {
    return [];
  }
  const lines = text.split('\n');
  // Alerts and statuses first (what went wrong), then the page's main headings (where it was).
  const said = [
    ...lines.filter((line) => /- (alert|status)\b/.test(line)),
    ...lines.filter((line) => /- heading\b.*\[level=[12]\]/.test(line)),
  ]
    .slice(0, linesOfPage)
    .map((line) => `      | ${line.trim().slice(0, 200)}`);
  return said.length > 0 ? ['    the page showed:', ...said] : [];
}

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
    this.failures.push(
      [`  ${result.status}: ${title} (${where})`, at, ...error, ...pageSaid(result)].join('\n'),
    );
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
