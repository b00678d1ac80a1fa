// A child process for the crash tests: builds the real app on the test's database and runs one
// operation through the real code path, printing its outcome. The test kills it (SIGKILL) while
// the operation waits on a table lock the test holds, i.e. in the middle of its writes.
import pino from 'pino';
import { buildApp } from '../../src/app';
import { connectDatabase } from '../../src/db/client';
import { advanceCourse } from '../../src/modules/course/advance';
import { recordTestOutcome } from '../../src/modules/course/outcome';
import { loadConfig } from '../../src/platform/config';

export type CrashOperation =
  | {
      kind: 'inject';
      method: 'PUT' | 'POST' | 'DELETE';
      url: string;
      cookie?: string;
      payload: object;
    }
  | { kind: 'failed-test'; courseId: string }
  | { kind: 'advance'; courseId: string };

const url = process.env['CRASH_DATABASE_URL'] ?? '';
const operation = JSON.parse(process.env['CRASH_OPERATION'] ?? '{}') as CrashOperation;
const config = loadConfig({
  DATABASE_URL: url,
  JOBS_POLL_MS: '0',
  PASSWORD_HASH_N: '1024', // as in test-app.ts (record 0089)
  SANDBOX_CONFIRM_SECONDS: '0',
  PUBLIC_URL: process.env['CRASH_PUBLIC_URL'] ?? 'http://localhost:3000',
  WEB_DIST_DIR: '.tmp/no-web-dist',
  LOG_LEVEL: 'silent',
});
const database = connectDatabase(url, { max: 2 });
const app = await buildApp({ config, db: database.db, logger: pino({ level: 'silent' }) });
await app.ready();
process.stdout.write('ready\n');

let outcome: string;
if (operation.kind === 'inject') {
  const response = await app.inject({
    method: operation.method,
    url: operation.url,
    headers: operation.cookie ? { cookie: operation.cookie } : {},
    payload: operation.payload,
  });
  outcome = String(response.statusCode);
} else if (operation.kind === 'failed-test') {
  outcome = (await recordTestOutcome(app.money, operation.courseId, { result: 'failed' })).state;
} else {
  await advanceCourse(app.money, operation.courseId);
  outcome = 'advanced';
}
process.stdout.write(`done ${outcome}\n`);
await app.close();
await database.close();
