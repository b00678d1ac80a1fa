// The API document is made from the API's own named schemas. Zod keeps one registry of named
// schemas per process (on globalThis); the prerendered pages' server bundle brings its own copy
// of the contracts into the same process, and its schemas take the same names. The document
// must not care: it failed with "Duplicate schema id" (a 500 at /api/docs/json) once a page had
// been prerendered (found by CI's journeys).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { globalRegistry, z } from 'zod';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
const original = globalRegistry._idmap.get('ProgrammeDay');
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // Other files in this worker share the registry: give the name back to the API's schema.
  if (original) globalRegistry._idmap.set('ProgrammeDay', original);
  await t.close();
});

describe('the OpenAPI document beside a second copy of the contracts', () => {
  it('is served whole after another bundle named a schema as the API did', async () => {
    expect(original, 'the contracts name ProgrammeDay').toBeDefined();
    // What loading the pages' server bundle does: its own ProgrammeDay takes the name.
    z.object({ copy: z.string() }).meta({ id: 'ProgrammeDay' });

    for (const url of ['/api/openapi.json', '/api/docs/json']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const doc = res.json<{ components: { schemas: Record<string, { properties?: object }> } }>();
      // The API's schema, not the copy's.
      expect(Object.keys(doc.components.schemas['ProgrammeDay']?.properties ?? {})).not.toContain(
        'copy',
      );
      expect(doc.components.schemas['ProgrammeDay']?.properties).toHaveProperty('seminars');
    }
  });
});
