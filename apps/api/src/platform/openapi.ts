import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { globalRegistry, registry, type GlobalMeta } from 'zod';
import { errorBodySchema } from '@quit/contracts/errors';
import { finishDocument, operationDescription, operationIdOf } from './openapi-document';

/** Every API route may answer with these; routes declare only their success answers. */
const errorResponses = Object.fromEntries(
  [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 503].map((status) => [
    status,
    errorBodySchema,
  ]),
);

/**
 * The API's named schemas as its contracts registered them. Zod keeps one global registry per
 * process (on globalThis), and the prerendered pages' server bundle (platform/prerender.ts)
 * carries its own copy of the contracts: once a page is prerendered, a second `ProgrammeDay`
 * and the like take the names, and the document failed with "Duplicate schema id" (a 500 at
 * /api/docs/json that CI's journeys met). The ids are taken once, before anything else loads;
 * metadata without an id is still read from the global registry.
 */
function apiSchemaRegistry() {
  const own = registry<GlobalMeta>();
  own._map = globalRegistry._map;
  own._idmap = new Map(globalRegistry._idmap);
  return own;
}

/** The OpenAPI document at /api/openapi.json and a readable page at /api/docs. */
export const openApi = fp(
  async (app) => {
    const schemaRegistry = apiSchemaRegistry();
    const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'QuitPot API',
          description:
            'Errors are `{ code, message, requestId }` with the message in the language of `X-Language`, else of a `?language=` parameter (a read a page started before its code, which cannot send headers), else of `Accept-Language`.',
          version: '1.0.0',
          contact: { name: 'The QuitPot team, through the contact form of the home page' },
        },
        servers: [{ url: '/' }],
      },
      transform: createJsonSchemaTransform({ schemaRegistry }),
      // Tags declared, unused schemas dropped, tuples and wildcards spelt out (openapi-document.ts).
      transformObject: (input) => finishDocument(jsonSchemaTransformObject(input)),
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (response && route.schema) route.schema.response = { ...errorResponses, ...response };
      // Who may call the operation, for readers and for the access tests that walk the document.
      const access = route.config?.access;
      if (access) route.schema = { ...route.schema, ['x-access' as string]: access };
      // A stable operationId (client generators name their functions by it) and a description,
      // both derived, so that a new route is named and described like the others.
      if (route.schema && !route.schema.hide) {
        const method = Array.isArray(route.method) ? route.method.join('Or') : route.method;
        const summary = route.schema.summary;
        route.schema = {
          ...route.schema,
          operationId: route.schema.operationId ?? operationIdOf(method, route.url),
          ...(summary && !route.schema.description
            ? { description: operationDescription(summary, access) }
            : {}),
        };
      }
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
