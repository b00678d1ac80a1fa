// A participant on day 3 of a running course, made through the started app's API the way a
// person and an operator would: sign up, complete the profile, funded through the sandbox,
// today as the start date, then the sandbox clock moved two days by an admin (made with the
// admin:create command, run beside the app on its data folder).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { TEST_TERMS_VERSION } from '@quit/domain/test-terms';
import { call, signUp, type Json } from './bench-client';

const root = path.resolve(import.meta.dirname, '..');
const TIME_ZONE = 'Europe/Berlin';

const profile = {
  firstName: 'Bench',
  lastName: 'Mark',
  birthDate: '1990-01-01',
  phone: '+49 30 901820',
  gender: 'female',
  timeZone: TIME_ZONE,
  language: 'en',
  address: {
    street: 'Unter den Linden',
    houseNumber: '1',
    country: 'DE',
    state: 'Berlin',
    city: 'Berlin',
    postalCode: '10117',
  },
};

async function fund(base: string, participantId: string, cookie: string) {
  // Two €100 gifts: €170 for the participant after fees, over the €140 minimum.
  for (let i = 0; i < 2; i++) {
    const { json } = await call(base, '/api/transaction', {
      method: 'POST',
      body: JSON.stringify({
        participantId,
        amountCents: 10_000,
        donorName: `Day-three donor ${i}`,
        donorEmail: `day3-donor-${i}-${Date.now()}@example.com`,
        redirectUrl: `${base}/supporter/support/${participantId}`,
      }),
    });
    const checkoutId = String(json['checkoutUrl']).split('/').pop();
    await call(base, `/api/sandbox/checkout/${checkoutId}`, {
      method: 'POST',
      body: JSON.stringify({ action: 'pay' }),
    });
  }
  const t0 = performance.now();
  for (;;) {
    const balance = await call(base, '/api/participant/balance', { cookie });
    if ((balance.json['availableCents'] as number) >= 14_000) return;
    if (performance.now() - t0 > 30_000) throw new Error('funding not confirmed in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Gives an existing account the admin role with `npm run admin:create`'s command. */
async function makeAdmin(dataDir: string, account: { email: string; password: string }) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'apps/api/src/cli/admin-create.ts'),
      '--email',
      account.email,
      '--password',
      account.password,
    ],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, stdio: 'pipe' },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`admin:create failed (${code}): ${output}`);
}

function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
}

export async function activeParticipantOnDay3(base: string, dataDir: string) {
  const participant = await signUp(base, 'participant', 'day3');
  const { cookie } = participant;
  await call(base, '/api/participant', { method: 'PUT', cookie, body: JSON.stringify(profile) });
  await fund(base, participant.id, cookie);
  await call(base, '/api/course', {
    method: 'POST',
    cookie,
    body: JSON.stringify({ startDate: todayIn(TIME_ZONE), testTermsVersion: TEST_TERMS_VERSION }),
  });

  const operator = await signUp(base, 'supporter', 'operator');
  await makeAdmin(dataDir, operator);
  await call(base, '/api/admin/clock', {
    method: 'POST',
    cookie: operator.cookie,
    body: JSON.stringify({ advanceDays: 2 }),
  });

  // The moved calendar reaches the app's other processes within seconds (one per core under
  // `npm start`), and a process keeps a dashboard read for a second: ask until it says day 3.
  let course = await call(base, '/api/course/active', { cookie });
  for (let tries = 0; tries < 30 && course.json['day'] !== 3; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    course = await call(base, '/api/course/active', { cookie });
  }
  if (course.json['state'] !== 'active' || course.json['day'] !== 3) {
    throw new Error(`expected an active course on day 3, got ${JSON.stringify(course.json)}`);
  }
  const today = await call(base, '/api/resource/currentday', { cookie });
  const seminars = today.json['seminars'] as Json[];
  const videoUrl = seminars[0]?.['videoUrl'];
  if (typeof videoUrl !== 'string') throw new Error('day 3 has no seminar video');
  return {
    cookie,
    videoUrl,
    courseId: course.json['id'] as string,
    operatorCookie: operator.cookie,
  };
}
