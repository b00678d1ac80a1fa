import { describe, expect, it } from 'vitest';
import { isCurrentTestTerms, TEST_TERMS_VERSION } from './test-terms';

describe('the test terms agreed before the start date', () => {
  it('count only for the current version of the text', () => {
    expect(isCurrentTestTerms(TEST_TERMS_VERSION)).toBe(true);
    expect(isCurrentTestTerms(TEST_TERMS_VERSION - 1)).toBe(false);
    expect(isCurrentTestTerms(undefined)).toBe(false);
    expect(isCurrentTestTerms(null)).toBe(false);
  });
});
