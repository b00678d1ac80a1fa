// Issue 30 item 8: the API document serves the clients people generate from it. Linted with
// Spectral's spectral:oas ruleset (the repository's .spectral.yaml), it has no error and no
// warning: every operation has an operationId, a description and declared tags; every
// component is used. A route added later is linted with the rest.
import { readFileSync } from 'node:fs';
import { Spectral } from '@stoplight/spectral-core';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

describe('the OpenAPI document', () => {
  it('lints clean with spectral:oas: no errors, no warnings', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(res.body);
    const problems = results
      .filter((result) => result.severity <= 1)
      .map(
        (result) =>
          `${SEVERITY[result.severity]} ${result.code} at ${result.path.join('.')}: ${result.message}`,
      );
    expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
  });

  it('names each operation by its method and path, stably and once', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { operationId: string; description: string }>>;
      tags: { name: string; description: string }[];
    }>();
    const ids = Object.values(doc.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/participant/{id}/public']?.get?.operationId).toBe(
      'getParticipantByIdPublic',
    );
    expect(doc.paths['/api/media/{path}']?.get?.operationId).toBe('getMediaByPath');
    expect(doc.paths['/api/course/cancel']?.put?.operationId).toBe('putCourseCancel');
    // Described with who may call it.
    expect(doc.paths['/api/course/cancel']?.put?.description).toMatch(/participant may call it/);
    expect(doc.tags.map((tag) => tag.name)).toContain('course');
  });

  it('is what .spectral.yaml lints: spectral:oas, nothing switched off', () => {
    const config = readFileSync(new URL('../../../../.spectral.yaml', import.meta.url), 'utf8');
    expect(config).toMatch(/^extends:\s*\[?\s*["']?spectral:oas["']?\s*\]?\s*$/m);
    expect(config).not.toMatch(/^rules:/m);
  });
});
