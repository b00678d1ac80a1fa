// What makes the API document serve the clients people generate from it (issue 30 item 8):
// linted with Spectral's spectral:oas ruleset (.spectral.yaml) it has no error and no warning.
// Every rule here is derived from the routes themselves, so a route added later is named,
// described and tagged like the rest, or fails the lint test
// (apps/api/test/platform/openapi-lint.test.ts) with its path named.
import type { Access } from './auth/access';

/**
 * A stable operationId from method and path, unique as long as the paths are:
 * `GET /api/participant/:id/public` → `getParticipantByIdPublic`,
 * `GET /api/media/*` → `getMediaByPath`.
 */
export function operationIdOf(method: string, url: string): string {
  const pascal = (text: string) =>
    text
      .split(/[^A-Za-z0-9]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join('');
  const words = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api')
    .map((segment) => {
      if (segment === '*') return 'ByPath';
      if (segment.startsWith(':')) return `By${pascal(segment.slice(1))}`;
      return pascal(segment);
    });
  return method.toLowerCase() + words.join('');
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone may call it, signed in or not.',
  'signed-in': 'Any signed-in account may call it.',
  participant: 'A signed-in participant may call it, for their own data only.',
  supporter: 'A signed-in supporter may call it, for their own data only.',
  admin:
    'An operator (an account with the admin role) may call it; it is audited where it changes something or shows personal data.',
  'test-taker':
    "The participant taking the nicotine test may call it: signed in, or on a phone through the test's hand-off link, for that course only.",
};

/** An operation's description: its summary and who may call it (`x-access`). */
export function operationDescription(summary: string, access: Access | undefined): string {
  const sentence = /[.!?]$/.test(summary) ? summary : `${summary}.`;
  return access ? `${sentence} ${ACCESS_TEXT[access]}` : sentence;
}

/** What each tag groups; a tag not listed here is still declared, with a plain description. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  platform: 'Health check and the service itself.',
  global: "The web app's configuration and the public figures of the landing page.",
  contact: 'The contact form.',
  account: 'Sign-up, sign-in, sessions, email and password, the data export and account deletion.',
  user: "The signed-in user's own profile and settings.",
  participant: "The participant's profile, motivation and public view.",
  supporter: "The supporter's dashboard.",
  'participant money': 'Balance, payout account and payouts of a participant.',
  donations: 'Donations to a fundraiser, and the public fundraiser pages.',
  fundraiser: "A participant's fundraiser page: story and photo.",
  course: 'The 28-day course: start, state, cancelling and finishing, spot tests.',
  programme: 'Seminars, resources, to-dos, the daily diary and its lists.',
  questionnaires: 'Questionnaires, their answers and the insights drawn from the diary.',
  testkit: 'Test kits and the nicotine test: identity check, wait, photo, result, disputes.',
  chat: 'The chat between a participant and the team.',
  reminders: "The participant's reminders.",
  sandbox: 'The stand-ins for payment and identity providers in a sandbox deployment.',
  admin: "The operators' console.",
};

type Json = unknown;
type Operation = { tags?: string[]; parameters?: { name: string; in: string }[] };
type Doc = {
  tags?: { name: string; description: string }[];
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Json> } & Record<string, Json>;
} & Record<string, Json>;

const SCHEMA_REF = '#/components/schemas/';

function refsIn(value: Json, found: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF)) {
        found.add(decodeURIComponent(inner.slice(SCHEMA_REF.length)));
      } else refsIn(inner, found);
    }
  }
}

/** Drops the schemas no operation reaches (the zod provider writes an input and an output copy of each). */
function pruneSchemas(doc: Doc): void {
  const schemas = doc.components?.schemas;
  if (!schemas) return;
  const reached = new Set<string>();
  refsIn(doc.paths, reached);
  const queue = [...reached];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const inner = new Set<string>();
    refsIn(schemas[name], inner);
    for (const next of inner) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  for (const name of Object.keys(schemas)) if (!reached.has(name)) delete schemas[name];
}

/**
 * A fixed-length tuple (`prefixItems`, `items: false`, `maxItems` its length) says the same with
 * `items` naming what its places hold; generators and Spectral's array-items rule need `items`.
 */
function tupleItems(value: Json): void {
  if (Array.isArray(value)) {
    for (const item of value) tupleItems(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const schema = value as Record<string, Json>;
  const prefix = schema.prefixItems;
  if (
    Array.isArray(prefix) &&
    schema.items === false &&
    prefix.length > 0 &&
    schema.maxItems === prefix.length
  ) {
    const distinct = [...new Map(prefix.map((item) => [JSON.stringify(item), item])).values()];
    schema.items = distinct.length === 1 ? distinct[0] : { anyOf: distinct };
  }
  for (const inner of Object.values(schema)) tupleItems(inner);
}

/** A wildcard path (`/api/media/{*}`) names its parameter `path`, which may hold slashes. */
function namedWildcards(doc: Doc): void {
  if (!doc.paths) return;
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (!path.includes('{*}')) continue;
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in === 'path' && parameter.name === '*') {
          parameter.name = 'path';
          Object.assign(parameter, { description: 'The rest of the path; it may hold "/".' });
        }
      }
    }
    delete doc.paths[path];
    doc.paths[path.replace('{*}', '{path}')] = operations;
  }
}

/** Every tag an operation uses, declared once with its description, in order of first use. */
function declaredTags(doc: Doc): void {
  const names = new Set<string>();
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const tag of operation.tags ?? []) names.add(tag);
    }
  }
  doc.tags = [...names].map((name) => ({
    name,
    description: TAG_DESCRIPTIONS[name] ?? `Operations on ${name}.`,
  }));
}

/** The generated document made whole: tags declared, unused schemas gone, tuples and wildcards spelt out. */
export function finishDocument<T>(document: T): T {
  const doc = document as Doc;
  namedWildcards(doc);
  declaredTags(doc);
  tupleItems(doc.components);
  tupleItems(doc.paths);
  pruneSchemas(doc);
  return document;
}
