import { describe, expect, it } from 'vitest';
import { prerenderedModules } from './entry-server';

describe('which addresses the server prerenders', () => {
  it('the public pages, sign-up and sign-in, with the modules of their CSS', () => {
    for (const path of ['/', '/about', '/impressum', '/auth/signup', '/auth/signin']) {
      expect(prerenderedModules(path)).toEqual(expect.arrayContaining([expect.any(String)]));
    }
    expect(prerenderedModules('/supporter/support/abc')).toContain(
      'src/app/routes/supporter/support.tsx',
    );
  });

  it('not the return from a checkout (the visitor’s own gift) nor signed-in pages', () => {
    expect(prerenderedModules('/supporter/support/abc', '?donation=success')).toBeNull();
    expect(prerenderedModules('/supporter/support/abc', '?donation=declined')).toBeNull();
    expect(prerenderedModules('/supporter/support/abc', '?ref=share')).not.toBeNull();
    expect(prerenderedModules('/participant/dashboard')).toBeNull();
  });
});
