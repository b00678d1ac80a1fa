// Every write operation of the OpenAPI document gets malformed bodies, path ids and headers,
// signed out and as a signed-in participant: no answer may be a 5xx, and every error must be
// `{ code, message }` with the status of its code.
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { someIp } from './support/accounts';
import { newParticipant } from './support/money';
import {
  errorContractBreach,
  loadOperations,
  sampleOf,
  urlOf,
  WRITE_METHODS,
  type Operation,
} from './support/openapi-operations';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let operations: Operation[];
let participantCookie: string;
/** Plausible values by field name, so a malformed field reaches the service beside valid ones. */
let hints: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  operations = (await loadOperations(t.app)).filter((op) =>
    (WRITE_METHODS as readonly string[]).includes(op.method),
  );
  const participant = await newParticipant(t.app);
  participantCookie = participant.cookie;
  const email = 'someone@example.com';
  hints = {
    email,
    donorEmail: email,
    newEmail: email,
    confirmation: email,
    // Never the participant's real password: the run must not change or delete the account.
    password: 'not-the-password-1',
    currentPassword: 'not-the-password-1',
    birthDate: '1990-05-17',
    startDate: new Date().toISOString().slice(0, 10),
    participantId: participant.id,
    amountCents: 2_500,
    redirectUrl: 'http://localhost:3000/supporter',
    iban: 'DE89370400440532013000',
    accountHolder: 'Ada Lovelace',
    timeZone: 'Europe/Berlin',
    firstName: 'Ada',
    lastName: 'Lovelace',
    name: 'Ada',
    donorName: 'Ada',
    message: 'Hello',
  };
});
afterAll(() => t.close());

type Probe = {
  payload: string | undefined;
  contentType: string | undefined;
  pathValue: string;
  headers: Record<string, string>;
};

async function send(app: FastifyInstance, op: Operation, probe: Probe, cookie?: string) {
  const headers: Record<string, string> = { ...probe.headers };
  if (probe.contentType !== undefined) headers['content-type'] = probe.contentType;
  if (cookie) headers['cookie'] = cookie;
  const response = await app.inject({
    method: op.method,
    url: urlOf(op, probe.pathValue),
    remoteAddress: someIp(),
    headers,
    ...(probe.payload === undefined ? {} : { payload: probe.payload }),
  });
  return errorContractBreach(response.statusCode, response.body);
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\u0085', '\u009b', '\ud800'];

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

function baseOf(op: Operation): Record<string, unknown> {
  const sample = sampleOf(op.body);
  if (sample === null || typeof sample !== 'object' || Array.isArray(sample)) return {};
  return Object.fromEntries(
    Object.entries(sample).map(([key, value]) => [key, key in hints ? hints[key] : value]),
  );
}

function bodyArbitrary(op: Operation): fc.Arbitrary<string | undefined> {
  const base = baseOf(op);
  const keys = Object.keys(base);
  const key = keys.length > 0 ? fc.constantFrom(...keys) : fc.constant('field');
  const withValue = (k: string, value: unknown) => JSON.stringify({ ...base, [k]: value });
  const wrongValue = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue(), { maxKeys: 3 }),
    fc.string({ maxLength: 20 }),
  );
  const controlText = fc
    .tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 }))
    .map(([before, control, after]) => `${before}${control}${after}`);
  return fc.oneof(
    fc.tuple(key, wrongValue).map(([k, v]) => withValue(k, v)),
    key.map((k) =>
      JSON.stringify(Object.fromEntries(Object.entries(base).filter(([n]) => n !== k))),
    ),
    fc.tuple(key, controlText).map(([k, v]) => withValue(k, v)),
    fc
      .tuple(key, fc.integer({ min: 1_000, max: 1_200_000 }))
      .map(([k, n]) => withValue(k, 'x'.repeat(n))),
    fc.tuple(key, fc.integer({ min: 50, max: 3_000 })).map(([k, d]) => withValue(k, nested(d))),
    fc.integer({ min: 1_000, max: 100_000 }).map((d) => '['.repeat(d) + ']'.repeat(d)),
    fc.string({ maxLength: 40 }),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.constantFrom(
      undefined,
      '',
      'null',
      '[]',
      '"text"',
      '{',
      '{"a":1,}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
    ),
  );
}

const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));

const probeArbitrary = (op: Operation): fc.Arbitrary<Probe> =>
  fc.record({
    payload: bodyArbitrary(op),
    contentType: fc.oneof(
      { weight: 6, arbitrary: fc.constant('application/json') },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          undefined,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'application/xml',
        ),
      },
    ),
    pathValue: fc.oneof(
      fc.constant('abc123'),
      fc.constantFrom('%00', '%ff', '%E2%80%AE', '..%2F..%2Fetc', '%20', 'a'.repeat(300)),
      fc.string({ maxLength: 30 }).map((s) => encodeURIComponent(s)),
    ),
    headers: fc.record(
      {
        'x-language': printable(20),
        'accept-language': printable(40),
        'idempotency-key': printable(250),
        authorization: printable(80).map((s) => `Bearer ${s}`),
        'x-request-id': printable(80),
      },
      { requiredKeys: [] },
    ),
  });

/** The cases every operation gets, whatever fast-check draws. */
function fixedProbes(op: Operation): Probe[] {
  const base = baseOf(op);
  const json = { contentType: 'application/json', pathValue: 'abc123', headers: {} };
  const strings = Object.keys(base).filter((k) => typeof base[k] === 'string');
  return [
    ...strings.map((k) => ({ ...json, payload: JSON.stringify({ ...base, [k]: 'a\u0000b' }) })),
    { ...json, payload: '{"broken": ' },
    { ...json, payload: JSON.stringify({ ...base, pad: 'x'.repeat(2_000_000) }) },
    { ...json, payload: '['.repeat(50_000) + ']'.repeat(50_000) },
    { ...json, contentType: 'text/plain', payload: 'hello' },
    { ...json, payload: JSON.stringify(base), pathValue: '%00' },
    { ...json, payload: JSON.stringify(base), pathValue: '%ff' },
    { ...json, payload: JSON.stringify(base), headers: { 'idempotency-key': 'key\u0001key' } },
  ];
}

describe('fuzzing every write operation', () => {
  it('finds the write operations in the OpenAPI document', () => {
    const names = operations.map((op) => `${op.method} ${op.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/transaction',
        'POST /api/account/signup',
        'PUT /api/participant',
        'POST /api/participant/bankaccount',
      ]),
    );
  });

  for (const caller of ['signed out', 'a participant'] as const) {
    it(`answers malformed requests without a 5xx and with {code, message}, ${caller}`, async () => {
      const cookie = caller === 'a participant' ? participantCookie : undefined;
      // Signing out would end the session the rest of the run relies on.
      const targets = operations.filter((op) => !(cookie && op.path === '/api/account/signout'));
      for (const op of targets) {
        for (const probe of fixedProbes(op)) {
          expect(await send(t.app, op, probe, cookie), `${op.method} ${op.path}`).toBeNull();
        }
        await fc.assert(
          fc.asyncProperty(probeArbitrary(op), async (probe) => {
            const breach = await send(t.app, op, probe, cookie);
            expect(breach, `${op.method} ${op.path}`).toBeNull();
          }),
          { numRuns: 12 },
        );
      }
    }, 120_000);
  }
});
