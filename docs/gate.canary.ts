// The test gate's canary (.ci/run): a test that must fail. It runs only with TEST_GATE_CANARY=1,
// and CI stops unless the run that holds it exits non-zero.
import { expect, test } from 'vitest';

test('the test gate canary fails on purpose', () => {
  expect(1).toBe(2);
});
