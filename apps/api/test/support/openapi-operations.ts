// The app's operations as its own OpenAPI document lists them, for tests that must cover every
// route, including routes added later.
import type { FastifyInstance } from 'fastify';
import { errorCodes, errorStatus, type ErrorCode } from '@quit/contracts/errors';

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  $ref?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  default?: unknown;
};

type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path template as documented, e.g. /api/participant/{id}/public. */
  path: string;
  access: string | undefined;
  pathParams: string[];
  headerParams: string[];
  body: JsonSchema | undefined;
};

type Document = {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const response = await app.inject({ url: '/api/openapi.json' });
  const doc = response.json<Document>();
  const resolve = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    if (!schema?.$ref) return schema;
    const name = schema.$ref.split('/').pop() ?? '';
    return resolve(doc.components?.schemas?.[name]);
  };
  const deref = (schema: JsonSchema | undefined): JsonSchema | undefined => {
    const found = resolve(schema);
    if (!found) return undefined;
    return {
      ...found,
      ...(found.properties && {
        properties: Object.fromEntries(
          Object.entries(found.properties).map(([key, value]) => [key, deref(value) ?? {}]),
        ),
      }),
      ...(found.anyOf && { anyOf: found.anyOf.map((s) => deref(s) ?? {}) }),
      ...(found.items && { items: deref(found.items) ?? {} }),
    };
  };
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const parameters = (op['parameters'] as Parameter[] | undefined) ?? [];
      const requestBody = op['requestBody'] as
        { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        access: op['x-access'] as string | undefined,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        headerParams: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        body: deref(requestBody?.content?.['application/json']?.schema),
      });
    }
  }
  return operations;
}

/** The operation's URL with every path parameter set to `value` (already URL-encoded). */
export function urlOf(operation: Operation, value = 'abc123'): string {
  return operation.path.replace(/\{[^}]+\}/g, value);
}

/** A plausible value for a schema: the starting point that malformed variants depart from. */
export function sampleOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sampleOf(choice[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleOf(value)]),
      );
    case 'array':
      return [sampleOf(schema.items)];
    case 'string':
      return schema.format === 'email' ? 'someone@example.com' : 'text';
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** Why an answer breaks the error contract, or null when it keeps it. */
export function errorContractBreach(status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}: ${body.slice(0, 300)}`;
  if (status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `error body is not JSON: ${body.slice(0, 300)}`;
  }
  const { code, message } = (parsed ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !(errorCodes as readonly string[]).includes(code)) {
    return `error body without a known code: ${body.slice(0, 300)}`;
  }
  if (typeof message !== 'string' || message === '') return `error without a message: ${body}`;
  if (errorStatus[code as ErrorCode] !== status) {
    return `${code} answered with ${status}, not ${errorStatus[code as ErrorCode]}`;
  }
  return null;
}
