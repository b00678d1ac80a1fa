/**
 * The test gate's canaries (files named `*.canary.ts(x)`, one deliberately failing test per
 * project) join a project's files only when TEST_GATE_CANARY=1: `.ci/run` uses them to prove
 * that a failing test makes the run exit non-zero before it trusts a green run.
 */
export const canary = (pattern: string): string[] =>
  process.env['TEST_GATE_CANARY'] === '1' ? [pattern] : [];
