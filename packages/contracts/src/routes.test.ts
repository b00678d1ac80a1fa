import { describe, expect, it } from 'vitest';
import { isPageRoute, pageRoutes } from './routes';

describe('page routes', () => {
  it('recognises every route of the spec, with parameters and a trailing slash', () => {
    for (const route of Object.values(pageRoutes)) {
      expect(isPageRoute(route.replace(':participantId', 'p-123')), route).toBe(true);
    }
    expect(isPageRoute('/participant/dashboard/')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const path of [
      '/nope',
      '/participant',
      '/supporter/support/a/b',
      '/api/health',
      '/abouts',
    ]) {
      expect(isPageRoute(path), path).toBe(false);
    }
  });
});
