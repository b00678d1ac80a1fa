// Issue 30, item 7: a NUL byte in any operator input (path, query or body) is refused with a
// 4xx in the error contract, never a 500 (PostgreSQL refuses NUL in text), and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { auditEvents, chatConversations, userRoles } from '../../../src/db/schema';
import { signedInAdmin } from '../../support/admin-helpers';
import { errorContractBreach, sampleOf, type JsonSchema } from '../../support/openapi-operations';
import { createTestApp, type TestApp } from '../../support/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t.app, t.database.db)).cookie;
});
afterAll(() => t.close());

type Parameter = { in: string; name: string; schema?: JsonSchema };
type Doc = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const NUL = '\u0000';
/** Other path ids: well formed, so the body is read, and unknown, so nothing is found. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Rows that an operator input could add: roles, conversations, audit events. */
async function rowCounts() {
  const { db } = t.database;
  const [roles] = await db.select({ n: count() }).from(userRoles);
  const [chats] = await db.select({ n: count() }).from(chatConversations);
  const [audits] = await db.select({ n: count() }).from(auditEvents);
  return { roles: roles!.n, chats: chats!.n, audits: audits!.n };
}

describe('operator inputs with a NUL byte', () => {
  it('a search and a person id: 400 INVALID_DATA naming the field, in both languages', async () => {
    for (const [language, message] of [
      ['en', 'The Data you provided is invalid.'],
      ['de', 'Die angegebenen Daten sind ungültig.'],
    ] as const) {
      const search = await t.app.inject({
        url: `/api/admin/people?q=${encodeURIComponent(`Ada${NUL}`)}`,
        headers: { cookie: admin, 'x-language': language },
      });
      expect(search.statusCode).toBe(400);
      expect(search.json()).toMatchObject({ code: 'INVALID_DATA', message, fields: ['q'] });
      const person = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/people/${encodeURIComponent(`u${NUL}`)}/admin-role`,
        headers: { cookie: admin, 'x-language': language },
        payload: { admin: true },
      });
      expect(person.statusCode).toBe(400);
      expect(person.json()).toMatchObject({ code: 'INVALID_DATA', message, fields: ['userId'] });
    }
  });

  it('are refused with a 4xx, never a 500, and change nothing', async () => {
    const before = await rowCounts();
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<Doc>();
    const resolve = (s: JsonSchema | undefined): JsonSchema | undefined =>
      s?.$ref ? resolve(doc.components?.schemas?.[s.$ref.split('/').pop() ?? '']) : s;
    const breaches: string[] = [];
    let probes = 0;
    for (const [path, byMethod] of Object.entries(doc.paths)) {
      if (!path.startsWith('/api/admin')) continue;
      for (const [method, op] of Object.entries(byMethod)) {
        const parameters = (op['parameters'] as Parameter[] | undefined) ?? [];
        const requestBody = op['requestBody'] as
          { content?: Record<string, { schema?: JsonSchema }> } | undefined;
        const body = resolve(requestBody?.content?.['application/json']?.schema);
        const sample = body ? (sampleOf(body) as Record<string, unknown>) : undefined;
        const pathOf = (value: string) =>
          path.replace(/\{[^}]+\}/g, (m) =>
            m === `{${value}}` ? encodeURIComponent(NUL) : UNKNOWN_ID,
          );
        const variants: Array<{ url: string; payload?: unknown; what: string }> = [];
        for (const p of parameters.filter((p) => p.in === 'path')) {
          variants.push({ url: pathOf(p.name), payload: sample, what: `path ${p.name}` });
        }
        for (const p of parameters.filter((p) => p.in === 'query')) {
          variants.push({
            url: `${pathOf('')}?${p.name}=${encodeURIComponent(`a${NUL}b`)}`,
            payload: sample,
            what: `query ${p.name}`,
          });
        }
        for (const [key, value] of Object.entries(resolve(body)?.properties ?? {})) {
          const type = resolve(value)?.type;
          if (type !== 'string' && !(Array.isArray(type) && type.includes('string'))) continue;
          variants.push({
            url: pathOf(''),
            payload: { ...sample, [key]: `a${NUL}b` },
            what: `body ${key}`,
          });
        }
        for (const v of variants) {
          probes++;
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: v.url,
            headers: { cookie: admin },
            ...(v.payload === undefined ? {} : { payload: v.payload as object }),
          });
          const breach = errorContractBreach(response.statusCode, response.body);
          if (breach) breaches.push(`${method.toUpperCase()} ${path} (${v.what}): ${breach}`);
        }
      }
    }
    expect(probes).toBeGreaterThan(20);
    expect(breaches).toEqual([]);
    // Views of a person are audited only once found; nothing was found or changed.
    expect(await rowCounts()).toEqual(before);
  });
});
