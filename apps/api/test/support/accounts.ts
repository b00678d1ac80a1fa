// Helpers for account tests: sign up and sign in through the real endpoints, carry cookies.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { latestMail } from '../../src/providers/mail/outbox-reader';

export function cookiesOf(response: LightMyRequestResponse): string {
  const raw = response.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

let counter = 0;
/** A fresh client address, so the per-IP rate limits of one test do not reach the next. */
export function someIp(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export type SignUpInput = {
  role?: 'participant' | 'supporter';
  email?: string;
  password?: string;
  firstName?: string;
  birthDate?: string;
};

export async function signUp(app: FastifyInstance, input: SignUpInput = {}, language = 'en') {
  const email = input.email ?? uniqueEmail(input.role ?? 'participant');
  const password = input.password ?? 'secret-123';
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/signup',
    remoteAddress: someIp(),
    headers: { 'x-language': language },
    payload: {
      role: input.role ?? 'participant',
      firstName: input.firstName ?? 'Ada',
      lastName: 'Lovelace',
      birthDate: input.birthDate ?? '1990-05-17',
      email,
      password,
      passwordConfirmation: password,
    },
  });
  return { response, email, password, cookie: cookiesOf(response) };
}

export async function signIn(
  app: FastifyInstance,
  input: {
    email: string;
    password: string;
    role: 'participant' | 'supporter';
    rememberMe?: boolean;
  },
  language = 'en',
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/signin',
    remoteAddress: someIp(),
    headers: { 'x-language': language },
    payload: { rememberMe: false, ...input },
  });
  return { response, cookie: cookiesOf(response) };
}

/** The token of the newest email-verification link mailed to an address (runs due jobs first). */
export async function verificationTokenFor(app: FastifyInstance, email: string): Promise<string> {
  await app.jobs.runDue();
  const mail = await latestMail(app.money.db, { to: email, kind: 'email_verification' });
  const match = /\/auth\/verify-email\?token=([^\s]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no verification link mailed to ${email}`);
  return decodeURIComponent(match[1]);
}

export function confirmEmail(app: FastifyInstance, token: string, language = 'en') {
  return app.inject({
    method: 'POST',
    url: '/api/account/verify-email',
    remoteAddress: someIp(),
    headers: { 'x-language': language },
    payload: { token },
  });
}

/** Follows the mailed link, as the owner of the address would (A7). */
export async function verifyEmail(app: FastifyInstance, email: string): Promise<void> {
  const response = await confirmEmail(app, await verificationTokenFor(app, email));
  if (response.statusCode !== 200) throw new Error(`verification refused: ${response.body}`);
}
